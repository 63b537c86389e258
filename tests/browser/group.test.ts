import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appPath, go, loginAs, logout, shots, shown, until, appInBrowser, type AppInBrowser, toastSays, pick } from './app-helpers.js';

// Groups (issue 19): claim groups, one-click group applications with their review, and the
// reviewer configuration — done in Chromium as the staff would, checked on screen and through
// the demo upstream's recorded calls. Seeded: claim RDAA2026440300000001 with claim group
// CG000001 (owner 张伟 44010001); customer C4400000001 刘芳 bound to 张伟; reviewer configs
// RC0001 李娜 (广州, 深圳), RC0002 张伟 (广州, 佛山), RC0005 李娜 (佛山); application GA0001 by
// 李娜, waiting for 张伟.

const REGIST = 'RDAA2026440300000001';
const CUST = 'C4400000001';

const view = (page: Page, name: string) => page.locator(`.view[data-route="${name}"]`).last();
/** Console errors other than the expected refusals' failed loads (4xx answers). */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

describe('groups in Chromium at 375x667', () => {
  const app = appInBrowser();
  let server: AppInBrowser['server'];
  let browser: AppInBrowser['browser'];
  let page: Page;
  const calls = app.calls;
  let user = '';
  const as = async (userId: string, target: string, comId = '44000000') => {
    if (user !== userId) {
      if (user) await logout(page);
      await loginAs(page, server.url, userId, { target, comId });
      user = userId;
    } else {
      await go(page, target);
    }
  };
  beforeAll(() => {
    ({ server, browser } = app);
    page = browser.page;
  });
  beforeEach(() => {
    server.demo.resetData();
    browser.errors.length = 0;
  });

  it('builds a claim group from the claim progress page, sees the groups of the claim and dissolves one with confirmation', async () => {
    await as('zhangwei', `/customer-info/claim-schedule?registNo=${REGIST}`);
    await shown(page, 'ClaimSchedule', '理赔进度');
    await view(page, 'ClaimSchedule').getByRole('link', { name: '理赔建群' }).click();
    await shown(page, 'ClaimGroupBuilding', '理赔建群');
    const v = view(page, 'ClaimGroupBuilding');
    const groups = v.getByRole('list', { name: '本案理赔群' });
    await groups.getByRole('listitem').first().waitFor();
    expect(await groups.getByRole('listitem').count()).toBe(1);
    // The members are shown by name.
    await groups.getByText(/成员：张伟、李娜/).waitFor();

    // A new group: a name and a colleague to pull in.
    await v.getByLabel('群名称').fill('刘芳理赔快速处理群');
    await v.getByRole('searchbox', { name: '拉入同事：搜索' }).fill('李');
    await v.locator('.gp-person', { hasText: '李娜' }).click();
    await page.getByRole('button', { name: /创建理赔群（2 人）/ }).click();
    await toastSays(page, 'success', '已创建理赔群“刘芳理赔快速处理群”');
    await until(page, `document.querySelectorAll('[aria-label="本案理赔群"] > li').length === 2`);
    const created = calls('createClaimGroup');
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toEqual({ registNo: REGIST, groupName: '刘芳理赔快速处理群', members: ['44010002'] });
    await shots(page, 'group-claim-building');

    // Dissolve the new one: cancelled first, then confirmed in red.
    const row = groups.getByRole('listitem').filter({ hasText: '刘芳理赔快速处理群' });
    await row.getByRole('button', { name: '解散' }).click();
    await page.locator('.dialog', { hasText: '刘芳理赔快速处理群' }).waitFor();
    await page.locator('.dialog button', { hasText: '取消' }).click();
    expect(calls('delClaimGroup')).toHaveLength(0);
    await row.getByRole('button', { name: '解散' }).click();
    await page.locator('.dialog .btn--danger', { hasText: '解散' }).click();
    await toastSays(page, 'success', '理赔群已解散');
    await until(page, `document.querySelectorAll('[aria-label="本案理赔群"] > li').length === 1`);
    expect(calls('delClaimGroup')[0]!.query).toEqual({ groupId: 'CG000002' });

    // Without a claim number: the groups I am in, each opening its claim.
    await go(page, '/claim-group-building');
    await shown(page, 'ClaimGroupBuilding', '理赔建群');
    const mine = view(page, 'ClaimGroupBuilding').getByRole('list', { name: '我的理赔群' });
    await mine.getByRole('link').first().waitFor();
    expect(calls('queryClaimGroup').at(-1)!.query).toEqual({});
    expect(unexpected(browser.errors)).toEqual([]);
  }, 90_000);

  it('submits a one-click group application with a service manager; a configured reviewer approves it and the applicant sees the outcome', async () => {
    await as('zhangwei', `/create-group-type?custId=${CUST}`);
    await shown(page, 'CreateGroupType', '一键建群');
    let v = view(page, 'CreateGroupType');
    await v.getByRole('button', { name: '选择建群客户' }).getByText('刘芳').waitFor();
    // Checked before submitting: applications open here, none waiting for this customer.
    expect(calls('qt/creategroupapply/submitCreateGroupApplyIsOpen')).toHaveLength(1);
    expect(calls('qt/creategroupapply/checkIsSubmitApplyCreateGroup')[0]!.query).toMatchObject({ custId: CUST });

    // Nothing is sent until the reason is given; the reason shows under the field.
    await v.getByRole('searchbox', { name: '服务经理：搜索' }).fill('李娜');
    await v.locator('.gp-person', { hasText: '李娜' }).click();
    await page.getByRole('button', { name: '提交申请' }).click();
    await v.getByText('请填写申请理由').waitFor();
    expect(calls('qt/creategroupapply/submitCreateGroupApply')).toHaveLength(0);
    await v.getByRole('textbox', { name: '申请理由' }).fill('客户续保及理赔咨询较多，建群便于及时服务');
    await shots(page, 'group-create-type');
    await page.getByRole('button', { name: '提交申请' }).click();
    await toastSays(page, 'success', '申请已提交，等待审核');
    await shown(page, 'Review', '建群审核');
    const submitted = calls('qt/creategroupapply/submitCreateGroupApply');
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.body).toEqual({ custId: CUST, groupName: '刘芳客户服务群', applyReason: '客户续保及理赔咨询较多，建群便于及时服务', serviceManagerUserCodes: ['44010002'] });
    v = view(page, 'Review');
    const mine = v.getByRole('article', { name: '建群申请 刘芳客户服务群' });
    await mine.getByText('待审核').waitFor();
    await mine.getByText('李娜').first().waitFor();
    expect(await appPath(page)).toMatch(/^\/review\?tab=mine&applyId=GA0004/);

    // Asking again for the same customer: the form says an application is waiting.
    await go(page, `/create-group-type?custId=${CUST}`);
    await view(page, 'CreateGroupType').getByText('该客户已有待审核的建群申请').waitFor();
    expect(await page.getByRole('button', { name: '提交申请' }).isDisabled()).toBe(true);

    // 李娜 reviews the branch's applications: she sees it waiting and approves it.
    await as('lina', '/review');
    await shown(page, 'Review', '建群审核');
    v = view(page, 'Review');
    const waiting = v.getByRole('article', { name: '建群申请 刘芳客户服务群' });
    await waiting.waitFor();
    // Her own application (GA0001) is not hers to review.
    expect(await v.getByRole('article', { name: '建群申请 罗梓涵家庭保障服务群' }).count()).toBe(0);
    await shots(page, 'group-review');
    await waiting.getByRole('button', { name: '通过' }).click();
    await page.locator('.dialog .btn--primary', { hasText: '通过' }).click();
    await toastSays(page, 'success', '已通过');
    await waiting.waitFor({ state: 'detached' });
    const reviewed = calls('qt/creategroupapply/reviewApplyCreateGroup');
    expect(reviewed[0]!.body).toEqual({ applyId: 'GA0004', reviewStatus: '1', reviewReason: '同意建群' });
    expect(reviewed[0]!.userCode).toBe('44010002');

    // 张伟 sees the outcome on his applications.
    await as('zhangwei', '/review?tab=mine');
    const outcome = view(page, 'Review').getByRole('article', { name: '建群申请 刘芳客户服务群' });
    await outcome.getByText('审核通过').waitFor();
    await outcome.getByText('同意建群').waitFor();
    expect(unexpected(browser.errors)).toEqual([]);
  }, 120_000);

  it('chooses the customer of a one-click group with the customer picker; a branch without open applications cannot submit', async () => {
    await as('zhangwei', '/create-group-type');
    await shown(page, 'CreateGroupType', '一键建群');
    const v = view(page, 'CreateGroupType');
    await v.getByRole('button', { name: '选择建群客户' }).click();
    const picker = page.getByRole('dialog', { name: '选择建群客户' });
    await picker.getByRole('tab', { name: '搜索客户' }).click();
    await picker.getByRole('searchbox', { name: '搜索客户' }).fill('刘芳');
    await picker.getByRole('button', { name: '搜索' }).click();
    await picker.locator('.picker__row', { hasText: '刘芳' }).first().locator('input').check();
    await picker.getByRole('button', { name: '确定' }).click();
    await until(page, `!document.querySelector('.popup-mask')`);
    await v.getByRole('button', { name: '选择建群客户' }).getByText('刘芳').waitFor();
    expect(await appPath(page)).toBe(`/create-group-type?custId=${CUST}`);
    await expect.poll(() => calls('qt/creategroupapply/checkIsSubmitApplyCreateGroup').at(-1)?.query).toEqual({ custId: CUST });
    // The name stays out of the URL; the group name follows the customer.
    expect(await v.getByRole('textbox', { name: '群名称' }).getAttribute('placeholder')).toBe('刘芳客户服务群');

    // Beijing has not opened applications: said so, and the submit button is off.
    await as('wangfang', '/create-group-type', '11000000');
    await view(page, 'CreateGroupType').getByText('本机构暂未开放建群申请').waitFor();
    expect(await page.getByRole('button', { name: '提交申请' }).isDisabled()).toBe(true);
    // The other kinds lead to their screens.
    await view(page, 'CreateGroupType').getByRole('tab', { name: '理赔群' }).click();
    await page.getByRole('link', { name: '去理赔建群' }).click();
    await shown(page, 'ClaimGroupBuilding', '理赔建群');
    expect(unexpected(browser.errors)).toEqual([]);
  }, 90_000);

  it('rejects with a reason (none given: nothing is sent); a staff member who is not a reviewer cannot review, and the BFF refuses too (403, nothing reaches the upstream)', async () => {
    await as('zhangwei', '/review');
    await shown(page, 'Review', '建群审核');
    const v = view(page, 'Review');
    const item = v.getByRole('article', { name: '建群申请 罗梓涵家庭保障服务群' });
    await item.getByRole('button', { name: '驳回' }).click();
    await item.getByRole('button', { name: '确认驳回' }).click();
    await item.getByText('请填写驳回原因').waitFor();
    expect(calls('qt/creategroupapply/reviewApplyCreateGroup')).toHaveLength(0);
    await item.getByRole('textbox', { name: '驳回原因' }).fill('群名称不规范，请按“客户姓名+服务内容+群”命名');
    await item.getByRole('button', { name: '确认驳回' }).click();
    await toastSays(page, 'success', '已驳回');
    expect(calls('qt/creategroupapply/reviewApplyCreateGroup')[0]!.body).toEqual({ applyId: 'GA0001', reviewStatus: '2', reviewReason: '群名称不规范，请按“客户姓名+服务内容+群”命名' });
    // In 我审核的, with the reason.
    await v.getByRole('tab', { name: '我审核的' }).click();
    await v.getByRole('article', { name: '建群申请 罗梓涵家庭保障服务群' }).getByText('审核驳回').waitFor();

    // 王芳 (Beijing) reviews nothing here: her list is empty, and a forged request is refused by
    // the BFF's answer (the upstream decides from her session, whatever the request says).
    server.demo.resetData();
    await as('wangfang', '/review', '11000000');
    await view(page, 'Review').getByText('没有待你审核的建群申请').waitFor();
    const forged = await page.evaluate<{ status: number; body: { ok: boolean; error?: { message: string } } }>(`
      fetch('api/qt/creategroupapply/reviewApplyCreateGroup', {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf': '1' },
        body: JSON.stringify({ applyId: 'GA0001', reviewStatus: '1', reviewerUserCode: '44010001', userCode: '44010001' }),
      }).then(async (r) => ({ status: r.status, body: await r.json() }))`);
    expect(forged.body).toMatchObject({ ok: false, error: { code: 'NOT_REVIEWER' } });
    expect(forged.status).toBe(403);
    expect(calls('qt/creategroupapply/reviewApplyCreateGroup')).toHaveLength(0);
    expect(server.demo.state.group.applies).toEqual(expect.arrayContaining([expect.objectContaining({ applyId: 'GA0001', status: '0' })]));
  }, 90_000);

  it('a staff member without the enterprise-config permission reads the reviewer configuration and is told why they cannot change it', async () => {
    // 张伟, an ordinary sales agent: no delete, no add, a clear notice; the form says so too and does not save.
    await as('zhangwei', '/reviewer-config-list');
    await shown(page, 'ReviewerConfigList', '审核人配置');
    const v = view(page, 'ReviewerConfigList');
    await v.getByRole('note').getByText('您没有企业配置权限，可查看建群审核人配置；添加、修改或删除请联系管理员开通').waitFor();
    await v.getByLabel('审核人配置', { exact: true }).getByRole('listitem').first().waitFor();
    expect(await v.getByRole('button', { name: /^删除/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: '添加审核人' }).count()).toBe(0);
    await v.getByRole('link', { name: /^修改\s*李娜/ }).last().click();
    await shown(page, 'ReviewerConfig', '审核人设置');
    const edit = view(page, 'ReviewerConfig');
    await edit.getByRole('note').getByText(/您没有企业配置权限/).waitFor();
    await until(page, `document.querySelector('.view[data-route="ReviewerConfig"] nav.action-bar .btn--primary')?.disabled === true`);
    expect(calls('qt/creategroupapply/addOrUpdateReviewerConfig')).toHaveLength(0);
    expect(calls('qt/creategroupapply/deleteReviewerConfig')).toHaveLength(0);
    expect(unexpected(browser.errors)).toEqual([]);
  });

  it('configures reviewers: list, add (fuzzy search by name, organisation filter), change and delete', async () => {
    // Guangdong's provincial administrator 郑毅 holds the enterprise-config permission.
    await as('zhengyi', '/reviewer-config-list');
    await shown(page, 'ReviewerConfigList', '审核人配置');
    let v = view(page, 'ReviewerConfigList');
    expect(await v.getByRole('note').count()).toBe(0);
    const list = v.getByLabel('审核人配置', { exact: true });
    await list.getByRole('listitem').first().waitFor();
    // Guangdong's three configs only.
    expect(await list.getByRole('listitem').count()).toBe(3);
    // Reviewers by name with the employee code masked (spec 000 §5): no code shown in full.
    expect(await list.innerText()).toMatch(/李娜\s*\*\*\*\*0002/);
    expect(await list.innerText()).not.toMatch(/4401000\d/);
    await shots(page, 'group-reviewer-list');

    // Add 张伟 for 深圳 through the colleague search.
    await page.getByRole('link', { name: '添加审核人' }).click();
    await shown(page, 'ReviewerConfigAdd', '添加审核人');
    await view(page, 'ReviewerConfigAdd').getByRole('button', { name: '选择审核人' }).click();
    await shown(page, 'ReviewerConfigSelect', '选择审核人');
    const sel = view(page, 'ReviewerConfigSelect');
    await pick(page, '按机构筛选', '广州市分公司');
    await sel.getByRole('searchbox', { name: '姓名或员工代码' }).fill('张');
    await sel.getByRole('button', { name: '查找' }).click();
    const found = sel.getByRole('list', { name: '查找结果' });
    await found.getByRole('button', { name: /张伟/ }).waitFor();
    expect(await found.innerText()).toMatch(/张伟\s*\*\*\*\*0001 · 广州市分公司/);
    expect(await found.innerText()).not.toMatch(/4401000\d/);
    await found.getByRole('button', { name: /张伟/ }).click();
    expect(calls('fuzzyQueryUserByUserNameOrUserCode').at(-1)!.query).toEqual({ keyword: '张', comCode: '44010000' });
    await shown(page, 'ReviewerConfigAdd', '添加审核人');
    const form = view(page, 'ReviewerConfigAdd');
    await form.getByRole('button', { name: '选择审核人' }).getByText('张伟').waitFor();
    await form.locator('.gp-person', { hasText: '深圳市分公司' }).click();
    await form.getByRole('textbox', { name: '备注' }).fill('深圳建群审核');
    await shots(page, 'group-reviewer-add');
    await page.getByRole('button', { name: '添加', exact: true }).click();
    await toastSays(page, 'success', '审核人已添加');
    await shown(page, 'ReviewerConfigList', '审核人配置');
    expect(calls('qt/creategroupapply/addOrUpdateReviewerConfig')[0]!.body).toEqual({ reviewerUserCode: '44010001', reviewerName: '张伟', comCodes: ['44030000'], remark: '深圳建群审核' });
    v = view(page, 'ReviewerConfigList');
    await until(page, `document.querySelectorAll('.view[data-route="ReviewerConfigList"] [aria-label="审核人配置"] li').length === 4`);

    // Change RC0005's remark; a refused change keeps what was typed.
    await v.getByRole('link', { name: /^修改\s*李娜/ }).last().click();
    await shown(page, 'ReviewerConfig', '审核人设置');
    const edit = view(page, 'ReviewerConfig');
    await edit.getByRole('textbox', { name: '备注' }).waitFor();
    expect(await edit.getByRole('textbox', { name: '备注' }).inputValue()).toBe('佛山建群审核（临时）');
    await edit.locator('.gp-person', { hasText: '广州市分公司' }).click(); // 李娜 already reviews 广州 in RC0001
    await edit.getByRole('textbox', { name: '备注' }).fill('佛山、广州建群审核');
    await page.getByRole('button', { name: '保存修改' }).click();
    await toastSays(page, 'error', '该审核人已在其他配置中负责所选机构');
    expect(await edit.getByRole('textbox', { name: '备注' }).inputValue()).toBe('佛山、广州建群审核');
    await edit.locator('.gp-person', { hasText: '广州市分公司' }).click();
    await edit.getByRole('textbox', { name: '备注' }).fill('佛山建群审核');
    await page.getByRole('button', { name: '保存修改' }).click();
    await toastSays(page, 'success', '审核人配置已修改');
    const updates = calls('qt/creategroupapply/addOrUpdateReviewerConfig');
    expect(updates.at(-1)!.body).toEqual({ id: 'RC0005', reviewerUserCode: '44010002', reviewerName: '李娜', comCodes: ['44060000'], remark: '佛山建群审核' });

    // Delete it, confirmed in red.
    await shown(page, 'ReviewerConfigList', '审核人配置');
    await view(page, 'ReviewerConfigList').getByRole('button', { name: '删除 李娜 的配置' }).last().click();
    await page.locator('.dialog .btn--danger', { hasText: '删除' }).click();
    await toastSays(page, 'success', '已删除');
    expect(calls('qt/creategroupapply/deleteReviewerConfig')[0]!.body).toEqual({ id: 'RC0005' });
    await until(page, `document.querySelectorAll('.view[data-route="ReviewerConfigList"] [aria-label="审核人配置"] li').length === 3`);
    expect(unexpected(browser.errors)).toEqual([]);
  }, 120_000);
});

describe('group tools in Chromium at 375x667', () => {
  const app = appInBrowser();
  let server: AppInBrowser['server'];
  let browser: AppInBrowser['browser'];
  let page: Page;
  const calls = app.calls;
  beforeAll(async () => {
    ({ server, browser } = app);
    page = browser.page;
    await loginAs(page, server.url, 'zhangwei');
  });
  beforeEach(() => {
    server.demo.resetData();
    browser.errors.length = 0;
  });

  it('follows an approved application: the robot task (withdrawn with confirmation), the contact-me QR code, an interconnect read from a business licence', async () => {
    // GA0002 (张伟 for 胡斌) was approved and queued for the robot as RPA0001.
    await go(page, '/customer-info/multiple-group');
    await shown(page, 'MultipleGroup', '多群管理');
    const groups = view(page, 'MultipleGroup').getByLabel('客户服务群', { exact: true });
    const approved = groups.getByRole('listitem').filter({ hasText: '胡斌车险理赔服务群' });
    await approved.getByText('机器人排队中').waitFor();
    await shots(page, 'group-multiple');
    await approved.getByRole('link', { name: '协助建群' }).click();
    await shown(page, 'OtherAssistance', '协助建群');
    const v = view(page, 'OtherAssistance');
    await v.getByText('排队中').waitFor();
    expect(calls('checkRpaApply').at(-1)!.query).toEqual({ applyId: 'GA0002' });

    // The contact-me code for the customer, then voided.
    await v.getByRole('button', { name: '生成“联系我”二维码' }).click();
    await v.getByRole('img', { name: '联系我二维码' }).waitFor();
    expect(calls('queryContactWayQRCode')[0]!.query).toEqual({ custId: 'C4400000003' });
    await v.getByRole('button', { name: '作废二维码' }).click();
    await page.locator('.dialog .btn--danger', { hasText: '作废' }).click();
    await toastSays(page, 'success', '二维码已作废');
    expect(calls('cancelQRCodeAndRegister')[0]!.query).toEqual({ configId: 'CW0002' });

    // An interconnect: the company name read from the licence photo, a bad mobile refused as typed.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await v.getByLabel('上传营业执照').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png });
    await toastSays(page, 'success', /已识别：/);
    const corp = await v.getByRole('textbox', { name: '客户企业名称' }).inputValue();
    expect(corp).toMatch(/有限公司|制品厂/);
    expect(calls('ocrCompanyName')[0]!.body).toEqual({ imageBase64: `data:image/png;base64,${png.toString('base64')}` });
    await v.getByRole('textbox', { name: '联系人手机号（选填）' }).fill('1391234');
    await v.getByText(/手机号/).filter({ hasText: /位|格式|不正确/ }).first().waitFor();
    await v.getByRole('textbox', { name: '联系人手机号（选填）' }).fill('13912345678');
    await v.getByRole('button', { name: '申请企业互联' }).click();
    await toastSays(page, 'success', '已申请企业互联');
    await v.getByRole('img', { name: `${corp}互联邀请二维码` }).waitFor();
    expect(calls('applyInterconnect')[0]!.body).toEqual({ custId: 'C4400000003', corpName: corp, contactMobile: '13912345678' });
    await shots(page, 'group-other-assistance');

    // Withdraw the robot task.
    await v.getByRole('button', { name: '撤销', exact: true }).click();
    await page.locator('.dialog .btn--danger', { hasText: '撤销' }).click();
    await toastSays(page, 'success', '已撤销机器人建群');
    await v.getByText('该申请没有机器人建群任务').waitFor();
    expect(calls('deleteRpaApply')[0]!.query).toEqual({ rpaApplyId: 'RPA0001' });
    expect(unexpected(browser.errors)).toEqual([]);
  }, 120_000);

  it('shows the team code (voided and renewed), the group configuration with the robot account, and corrects a quote-robot recognition', async () => {
    await go(page, '/customer-info/team-code');
    await shown(page, 'TeamCode', '团队码');
    let v = view(page, 'TeamCode');
    await v.getByRole('img', { name: '团队码' }).waitFor();
    await v.getByText('你有 3 条新的客户评价').waitFor();
    // The code shown beside the team code, which customers see, is masked (spec 000 §5).
    await v.getByText('员工 ****0001', { exact: true }).waitFor();
    expect(await page.locator('.view[data-route="TeamCode"]').innerText()).not.toContain('44010001');
    await shots(page, 'group-team-code');
    await v.getByRole('button', { name: '作废并更换' }).click();
    await page.locator('.dialog .btn--danger', { hasText: '作废并更换' }).click();
    await toastSays(page, 'success', '已作废旧团队码');
    expect(calls('cancelQRCodeAndRegister')[0]!.query).toEqual({ configId: 'CW0002' });
    // A new code after the old one was voided.
    await expect.poll(() => calls('queryContactWayQRCode').length).toBe(2);
    await v.getByRole('img', { name: '团队码' }).waitFor();

    await go(page, '/customer-info/group-configuration');
    await shown(page, 'GroupConfiguration', '群配置');
    v = view(page, 'GroupConfiguration');
    await v.getByText('已开放').waitFor();
    await v.getByRole('region', { name: '各机构审核人' }).getByText('李娜、张伟').waitFor();
    await v.getByRole('button', { name: '获取临时凭证' }).click();
    await v.getByText('sa_44000000').waitFor();
    expect(calls('getSaCredential')).toHaveLength(1);
    await shots(page, 'group-configuration');
    await v.getByRole('navigation', { name: '建群功能' }).getByRole('link', { name: '群报价指引' }).click();

    await shown(page, 'GroupQuotationGuide', '群报价指引');
    v = view(page, 'GroupQuotationGuide');
    await v.getByRole('textbox', { name: '识别结果编号' }).fill('OCR0001');
    await v.getByRole('button', { name: '查看' }).click();
    const plate = v.getByRole('textbox', { name: '车牌号' });
    await until(page, `document.querySelector('.view[data-route="GroupQuotationGuide"] .gp-ocr input')?.value === '刘方'`);
    // The robot read an O for a 0: the plate check says so; nothing is sent until it is right.
    expect(await plate.inputValue()).toBe('粤A23O49');
    await v.locator('.field--error').first().waitFor();
    expect(await page.getByRole('button', { name: '确认识别结果' }).isDisabled()).toBe(true);
    await plate.fill('粤A23049');
    await v.getByRole('textbox', { name: '所有人' }).fill('刘芳');
    await shots(page, 'group-quotation-guide');
    await page.getByRole('button', { name: '确认识别结果' }).click();
    await toastSays(page, 'success', '已更正 2 项并确认');
    await v.getByText('已核对').waitFor();
    expect(calls('updateRobotQtOcrResult')[0]!.body).toEqual({ resultId: 'OCR0001', ownerName: '刘芳', licenseNo: encodeURIComponent('粤A23049') });
    expect(await appPath(page)).toBe('/customer-info/group-quotation-guide?resultId=OCR0001');
    expect(unexpected(browser.errors)).toEqual([]);
  }, 120_000);
});
