import { describe, expect, it } from 'vitest';
import { EX } from '../../shared/catalogue/examples.js';
import { MOBILE_REASONS } from '../../shared/domain/mobile.js';
import { appPath, go, shots, shown, signedInApp, until } from './app-helpers.js';

// Organisation pages (issue 22) in Chromium against the demo upstream, as staff member 张伟
// (44010001): the car-mall customer information query and the two "please read" notices.

describe('organisation pages in Chromium', () => {
  const app = signedInApp('zhangwei');
  const MASKED_MOBILE = /^1\d{2,3}\*{4}\d{3,4}$/;

  it('car mall: checks the plate before asking, then shows the vehicle, the owner with their staff member and the masked mobile', async () => {
    const { page } = app;
    await go(page, '/management-of-car-mall/che-shang-tong');
    await shown(page, 'CheShangTong', '客户信息查询');
    const form = page.getByRole('region', { name: '查询车辆' });
    await form.getByRole('textbox', { name: '车牌号' }).fill('粤');
    await form.getByRole('button', { name: '查询' }).click();
    await form.locator('.field__error').waitFor();
    expect(app.calls('customerCarInfo')).toHaveLength(0);

    await form.getByRole('textbox', { name: '车牌号' }).fill(EX.licenseNo);
    await form.getByRole('button', { name: '查询' }).click();
    const car = page.getByRole('region', { name: '车辆信息' });
    await car.getByText(EX.frameNo).waitFor();
    const owner = page.getByRole('region', { name: '车主与归属' });
    await owner.getByText('刘芳').waitFor();
    await owner.getByText('张伟（44010001）').waitFor();
    const mobile = owner.locator('.cell', { hasText: '手机号' }).locator('dd');
    await mobile.waitFor();
    expect((await mobile.innerText()).trim()).toMatch(MASKED_MOBILE);
    await shots(page, 'org-car-mall');
    expect(app.calls('getUserByLicenseNo').at(-1)!.query['licenseNo']).toBe(encodeURIComponent(EX.licenseNo));

    // By frame number: the owner parts wait for the vehicle's plate, then show the same owner.
    await form.getByRole('radio', { name: '车架号' }).click();
    await form.getByRole('textbox', { name: '车架号' }).fill(EX.frameNo.toLowerCase());
    await form.getByRole('button', { name: '查询' }).click();
    await page.getByRole('region', { name: '车主与归属' }).getByText('刘芳').waitFor();
    expect((app.calls('customerCarInfo').at(-1)!.body as Record<string, unknown>)['frameNo']).toBe(EX.frameNo);

    // The owner is served by this staff member: the customer page is one tap away.
    await page.getByRole('link', { name: '查看客户详情' }).click();
    await shown(page, 'CustomerInfoDetail');
    expect(await appPath(page)).toContain(`custId=${EX.custId}`);
  });

  it('notices: read to the end, accept, go on; the acceptance is remembered per notice', async () => {
    const { page } = app;
    await go(page, '/notice/health-notice?redirect=%2Fhome%2Fcustomer-home-page');
    await shown(page, 'HealthNotice', '请阅读');
    const section = page.getByRole('region', { name: '健康告知须知' });
    await section.getByText('待确认').waitFor();
    const bar = page.getByRole('navigation', { name: '操作' });
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    const agree = bar.getByRole('button', { name: '我已阅读并同意' });
    await agree.waitFor();
    await shots(page, 'org-notice');
    await agree.click();
    await page.locator('.toast--success', { hasText: '已确认同意' }).waitFor();
    await shown(page, 'CustomerHomePage');
    expect(app.calls('saveNoticeAgreement').map((c) => c.body)).toEqual([{ noticeCode: 'health', version: '2026.1' }]);

    // Opened again: accepted, with the time; the other notice still asks.
    await go(page, '/notice/health-notice');
    await page.getByRole('region', { name: '健康告知须知' }).getByText('已同意').waitFor();
    await page.getByText(/您已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 阅读并同意本须知。/).waitFor();
    await expect(page.getByRole('navigation', { name: '操作' }).count()).resolves.toBe(0);
    await go(page, '/notice/cust-info-authorization');
    await shown(page, 'CustInfoAuthorization', '请阅读');
    await page.getByRole('region', { name: '客户信息授权及保密承诺' }).getByText('待确认').waitFor();
  });

  it('account info: the mobile change checks the number, refuses a wrong code with the reason and keeps what was typed', async () => {
    const { page } = app;
    await go(page, '/customer-info/account-info');
    await shown(page, 'AccountInfo', '账号信息');
    await page.getByRole('region', { name: '账号信息' }).getByText('44010001').waitFor();
    const phones = page.getByRole('region', { name: '手机号' });
    await phones.getByText('一致', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: '新手机号' }).fill('12345678901');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText(MOBILE_REASONS.invalid).waitFor();
    expect(app.calls('fwdapi/um/sendSMSValidCode')).toHaveLength(0);

    await page.getByRole('textbox', { name: '新手机号' }).fill('13622225555');
    await page.getByRole('button', { name: '获取验证码' }).click();
    const hint = page.getByText(/^演示环境验证码：\d{6}$/);
    await hint.waitFor();
    const code = (await hint.innerText()).slice(-6);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByRole('textbox', { name: '短信验证码' }).fill(wrong);
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.locator('.toast--error', { hasText: '短信验证码错误或已过期' }).waitFor();
    await expect(page.getByRole('textbox', { name: '新手机号' }).inputValue()).resolves.toBe('13622225555');
    await shots(page, 'org-account-info');

    await page.getByRole('textbox', { name: '短信验证码' }).fill(code);
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.locator('.toast--success', { hasText: '手机号已修改' }).waitFor();
    await phones.getByText('不一致').waitFor();
    const change = app.calls('fwdapi/um/updateUserQWBySMSValid').at(-1)!;
    expect(change.query).toEqual({ userCode: '44010001', smsCode: code });
    expect(change.body).toEqual({ mobile: '13622225555' });
  });

  it('labels: counts per label, the customers of one, and setting a customer\'s labels of each kind', async () => {
    const { page } = app;
    const db = app.server.demo.state.db;
    const mine = db.customers.filter((c) => c.bindUserCode === '44010001');
    await go(page, '/customer-info/all-lables');
    await shown(page, 'AllLables', '全部标签');
    const value = page.getByRole('list', { name: '客户价值' });
    const high = value.getByRole('button', { name: /高价值/ });
    await high.waitFor();
    const count = mine.filter((c) => c.tags.includes('高价值')).length;
    await expect(high.innerText()).resolves.toContain(`${count} 位客户`);
    await high.click();
    await until(page, `location.search.includes('label=L1-01')`);
    const customers = page.locator('[aria-label="高价值的客户"]');
    if (count > 0) await customers.getByRole('link').first().waitFor();
    else await page.getByText('您的客户中暂无此标签').waitFor();
    await shots(page, 'org-labels');

    // The customer's labels: tap to choose, save; the system labels are the customer's tags.
    const cust = db.customers.find((c) => c.custId === EX.custId)!;
    await go(page, `/customer-info/all-lables?custId=${EX.custId}`);
    await page.getByRole('region', { name: '刘芳的全部标签' }).waitFor();
    const boss = page.getByRole('button', { name: '企业主' });
    const had = cust.tags.includes('企业主');
    await expect(boss.getAttribute('aria-pressed')).resolves.toBe(String(had));
    await boss.click();
    await page.getByRole('navigation', { name: '操作' }).getByRole('button', { name: '保存标签' }).click();
    await page.locator('.toast--success', { hasText: '标签已保存' }).waitFor();
    expect(cust.tags.includes('企业主')).toBe(!had);
    await shots(page, 'org-labels-edit');

    // Another kind, same customer: the WeCom labels.
    await page.getByRole('navigation', { name: '标签类型' }).getByRole('link', { name: '企微标签' }).click();
    await shown(page, 'WechatLables', '企微标签');
    expect(await appPath(page)).toBe(`/customer-info/wechat-lables?custId=${EX.custId}`);
    await page.getByRole('button', { name: '重点跟进' }).click();
    await page.getByRole('button', { name: '保存标签' }).click();
    await page.locator('.toast--success', { hasText: '标签已保存' }).last().waitFor();
    const last = app.calls('saveCustomerLabels').at(-1)!.body as { labelType: string; labelIds: string[] };
    expect(last.labelType).toBe('2');
    expect(last.labelIds).toContain('L2-06');

    // Someone else's customer: refused with the reason, nothing to save.
    const other = db.customers.find((c) => c.comId === '44000000' && c.bindUserCode && c.bindUserCode !== '44010001')!;
    await go(page, `/customer-info/all-lables?custId=${other.custId}`);
    await page.getByText('只能查看和设置本人客户的标签').waitFor();
  });

  it('configuration management: the organisation\'s configuration, each part on its own, and my permission', async () => {
    const { page } = app;
    await go(page, '/configuration-nape/configuration-management');
    await shown(page, 'ConfigurationManagement', '配置管理');
    const system = page.getByRole('region', { name: '系统配置' });
    const row = (name: string) => system.locator('.cell', { hasText: name }).locator('dd');
    await row('智能名片登记检查').getByText('关闭').waitFor();
    await row('资讯分享员工水印').getByText('开启').waitFor();
    await expect(row('资讯分享员工水印').innerText()).resolves.toContain('默认 关闭');
    await row('续保提醒提前天数').getByText('90').waitFor();
    const wecom = page.getByRole('region', { name: '企业微信' });
    await wecom.getByText('多个（2）').waitFor();
    await wecom.getByText('总部企业微信').waitFor();
    const yx = page.getByRole('region', { name: '营销系统配置' });
    await yx.locator('[aria-label="续保跟进方式"]').getByText('电话跟进').waitFor();
    const mine = page.getByRole('region', { name: '我的角色与权限' });
    await mine.getByText('企业配置管理员').waitFor();
    await mine.locator('.cell', { hasText: '企业配置权限' }).getByText('有').waitFor();
    await shots(page, 'org-configuration');
  });

  it('pickers: a salesman and special agreements go back to the screen that asked, only to a local screen', async () => {
    const { page } = app;
    const back = '/customer-info/all-lables?label=L1-01';
    await go(page, `/common/salesman-list?returnTo=${encodeURIComponent(back)}`);
    await shown(page, 'SalesmanList', '业务员列表');
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByText('请输入姓名或员工代码').first().waitFor();
    await page.getByRole('textbox', { name: '姓名或员工代码' }).fill('李');
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByRole('button', { name: '选择李娜' }).click();
    await shown(page, 'AllLables');
    const url = new URL(`http://x${await appPath(page)}`);
    expect(url.pathname).toBe('/customer-info/all-lables');
    expect(Object.fromEntries(url.searchParams)).toEqual({ label: 'L1-01', userCode: '44010002', userName: '李娜' });
    expect(app.calls('fuzzyQueryUserByUserNameOrUserCode').at(-1)!.query['keyword']).toBe('李');

    // Another site as returnTo: a plain directory, nothing to choose.
    await go(page, `/common/salesman-list?returnTo=${encodeURIComponent('//evil.example/x')}&keyword=%E5%BC%A0`);
    await page.getByRole('list', { name: '员工' }).getByText('张伟').waitFor();
    await expect(page.getByRole('button', { name: /^选择/ }).count()).resolves.toBe(0);

    // Special agreements: the mandatory one is always in, the chosen one joins it.
    await go(page, `/common/risk-engage-list?riskCode=DAA&returnTo=${encodeURIComponent('/customer-info/all-lables')}`);
    await shown(page, 'RiskEngageList', '特别约定');
    const must = page.getByRole('checkbox', { name: '选择电子保单效力约定' });
    await must.waitFor();
    await expect(must.isChecked()).resolves.toBe(true);
    await expect(must.isDisabled()).resolves.toBe(true);
    await page.getByRole('checkbox', { name: '选择指定驾驶人约定' }).check();
    await shots(page, 'org-risk-engage');
    await page.getByRole('button', { name: '带回 2 条约定' }).click();
    await shown(page, 'AllLables');
    expect(await appPath(page)).toBe('/customer-info/all-lables?riskCode=DAA&engageCodes=T0099%2CT0001');
  });
});
