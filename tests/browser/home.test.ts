import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../demo/types.js';
import { appPath, go, shots, shown, until, signedInApp, type SignedInApp } from './app-helpers.js';

// The home screens (issue 8) doing the staff member's job against the demo upstream, checking
// through the upstream's recorded calls that the right calls were made: the client sends plain
// ids, the BFF adds the encrypted ones.
// Seed (44010001 张伟 = zhangwei): reservations on tasks TK440100010001 (to-do, not followed,
// customer C4400000001 刘芳, plate 粤A23049), …0008 (done), …0015 and …0022 (to-do);
// C4400000002 陈丽 (ID 440304195911101424) is unbound.

const view = (route: string) => `.view[data-route="${route}"]`;

describe('home screens in Chromium', () => {
  const app = signedInApp();
  let server: SignedInApp['server'];
  let browser: SignedInApp['browser'];
  let page: SignedInApp['page'];
  const calls = app.calls;
  beforeAll(() => {
    ({ server, browser, page } = app);
  });
  beforeEach(() => server.demo.resetData());

  /** Customer searches (the bind query without the task-type filter of the task tabs). */
  const searches = () => calls('weixinCustMainQuery').filter((c) => !(c.body as { taskType?: string }).taskType);
  const bodyOf = (c: RecordedCall | undefined) => (c?.body ?? {}) as Record<string, unknown>;
  const toast = (message: string) => page.locator('.toast', { hasText: message }).first().waitFor();

  /** Screenshots at 375 and 480 px wide (full page, from the top: the fixed navbar sits there). */
  async function screenshots(name: string) {
    await page.evaluate('window.scrollTo(0, 0)');
    await shots(page, `home-${name}`);
  }

  it('CustomerHomePage: switches task tabs, finds a customer by plate and opens the detail', async () => {
    const v = view('CustomerHomePage');
    await go(page, '/home/customer-home-page');
    await shown(page, 'CustomerHomePage', '首页');

    // Tasks with TASK_TYPE tabs and FOLLOW_STATUS labels, from the bind query by task type
    // (spec 001 §3); reminders are the pending reservations.
    const tasks = page.locator(`${v} [role="tabpanel"] .hm-task`);
    await tasks.first().waitFor();
    expect(await tasks.count()).toBe(10); // the first page of 12
    expect(await page.locator(`${v} [role="tabpanel"]`).innerText()).toMatch(/未跟进|继续跟进|跟进成功|跟进失败/);
    await page.locator(`${v} .hm-reminder`, { hasText: '预约验车' }).waitFor();
    expect((await page.locator(`${v} [role="tab"]`).allInnerTexts()).map((t) => t.replace(/\s+/g, ''))).toEqual(['待办12', '已办7', '非车待办3', '非车已办2']);
    const byType = calls('weixinCustMainQuery').map((c) => (c.body as { taskType?: string }).taskType).sort();
    expect(byType).toEqual(['2', '3', '6', '7']);

    await page.locator(`${v} [role="tab"]`, { hasText: '已办' }).first().click();
    await page.locator(`${v} [role="tabpanel"] .hm-task`, { hasText: '张晓燕' }).waitFor();
    expect(await page.locator(`${v} [role="tabpanel"]`).innerText()).toContain('跟进失败');
    await page.locator(`${v} [role="tab"]`, { hasText: '非车待办' }).click();
    await page.locator(`${v} [role="tabpanel"] .hm-task`, { hasText: '胡斌' }).waitFor();
    expect(calls('fwdapi/queryReservation')).toHaveLength(1); // tabs switch without reloading
    await page.locator(`${v} [role="tab"]`, { hasText: '待办' }).first().click();
    await tasks.first().waitFor();

    // A bad plate is caught before sending; nothing typed is lost.
    const box = page.locator(`${v} [role="search"] input`);
    await box.fill('粤A2304');
    await page.locator(`${v} [role="search"] button[type="submit"]`).click();
    await page.locator(`${v} [role="search"] [role="alert"]`, { hasText: '车牌号格式不正确' }).waitFor();
    expect(await box.inputValue()).toBe('粤A2304');
    expect(searches()).toHaveLength(0);

    await box.fill('粤A23049');
    await box.press('Enter');
    const hit = page.locator(`${v} .hm-results .list__item`, { hasText: '刘芳' });
    await hit.waitFor();
    const hitText = await hit.innerText();
    expect(hitText).toContain('1818****779'); // masked mobile
    expect(hitText).toContain('4403031999****920X'); // masked ID
    expect(hitText).toContain('在保');
    const q = searches();
    expect(q).toHaveLength(1);
    expect(q[0]!.method).toBe('POST');
    // The BFF URL-encodes licenseNo (spec 000 §5).
    expect(bodyOf(q[0])).toMatchObject({ licenseNo: encodeURIComponent('粤A23049'), pageNo: '1', pageSize: '10' });
    await screenshots('home');

    await hit.locator('a').first().click();
    await shown(page, 'CustomerInfoDetail', '客户详情');
    expect(await appPath(page)).toBe('/customer-info/customerInfo-detail?custId=C4400000001');
  });

  it('QueryCustomer: rejects a bad ID before sending, then binds a match after a confirmation', async () => {
    const v = view('QueryCustomer');
    await go(page, '/customer-info/query-customer');
    await shown(page, 'QueryCustomer', '客户绑定');

    const input = page.locator(`${v} form input`);
    await input.fill('440304195911101425'); // wrong check digit
    await page.locator(`${v} form button[type="submit"]`).click();
    await page.locator(`${v} [role="alert"]`, { hasText: '身份证号校验位不正确' }).waitFor();
    expect(await input.inputValue()).toBe('440304195911101425');
    // Switching the kind keeps what was typed for each kind.
    await page.locator(`${v} [role="radio"]`, { hasText: '手机号' }).click();
    expect(await input.inputValue()).toBe('');
    await page.locator(`${v} [role="radio"]`, { hasText: '身份证' }).click();
    expect(await input.inputValue()).toBe('440304195911101425');
    expect(calls('weixinCustMainQuery')).toHaveLength(0);

    await input.fill('440304195911101424');
    await input.press('Enter');
    const match = page.locator(`${v} .hm-match`, { hasText: '陈丽' });
    await match.waitFor();
    expect(bodyOf(calls('weixinCustMainQuery')[0])).toMatchObject({ idNumber: '440304195911101424' });
    await screenshots('bind');

    // Cancel first: nothing is sent.
    await match.getByRole('button', { name: '绑定陈丽' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '取消' }).click();
    expect(calls('weixinCustMainBinding')).toHaveLength(0);

    await match.getByRole('button', { name: '绑定陈丽' }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.innerText()).toContain('确定将客户“陈丽”绑定到您名下吗？');
    await dialog.getByRole('button', { name: '绑定' }).click();
    await toast('已绑定客户陈丽');
    await page.locator(`${v} .hm-match .tag`, { hasText: '已绑定本人' }).waitFor();

    const bind = calls('weixinCustMainBinding');
    expect(bind).toHaveLength(1);
    expect(bind[0]!.method).toBe('POST');
    expect(bodyOf(bind[0]).custId).toBe('C4400000002');
    expect(typeof bodyOf(bind[0]).encryptCustId).toBe('string'); // added by the BFF
    expect(server.demo.state.db.customers.find((c) => c.custId === 'C4400000002')?.bindUserCode).toBe('44010001');
  });

  it('ContactCustomer: records a follow-up with a reason, a remark and a reservation; calls only after a tap', async () => {
    const v = view('ContactCustomer');
    await go(page, '/contact-customer?taskId=TK440100010001&custId=C4400000001');
    await shown(page, 'ContactCustomer', '联系客户');
    await page.locator(`${v} .hm-person__name`, { hasText: '刘芳' }).waitFor();
    expect(await page.locator(`${v} .hm-person`).innerText()).toContain('1818****779');
    expect(await page.locator(`${v} section[aria-label="跟进任务"]`).innerText()).toContain('未跟进');
    expect(await page.locator(`${v} a[href^="tel:"]`).count()).toBe(0);
    // A task not followed yet: no past follow-ups.
    await page.locator(`${v} section[aria-label="跟进记录"]`, { hasText: '暂无跟进记录' }).waitFor();
    expect(calls('fwdapi/queryFollowUpRecord').map(bodyOf)).toEqual([{ taskId: 'TK440100010001', pageNo: '1', pageSize: '5' }]); // the BFF sends page numbers as text

    // The phone: decrypted only after the tap, then a tel: link.
    await page.getByRole('button', { name: '拨打电话' }).click();
    const tel = page.locator(`${v} a[href^="tel:"]`);
    await tel.waitFor();
    expect(await tel.getAttribute('href')).toBe('tel:18182984779');
    expect(calls('decryptCustomerPhone')).toHaveLength(1);

    // Validation before sending.
    await page.getByRole('button', { name: '提交跟进' }).click();
    await page.locator(`${v} [role="alert"]`, { hasText: '请选择跟进结果' }).waitFor();
    await page.locator(`${v} [role="radio"]`, { hasText: '继续跟进' }).click();
    // The reasons of "continue" (NoteTypeFollow), not those of success or failure.
    await page.locator(`${v} .hm-chip`, { hasText: '客户要求比价后答复' }).waitFor();
    expect(await page.locator(`${v} .hm-chip`).allInnerTexts()).not.toContain('客户已在我司续保');
    await page.getByRole('button', { name: '提交跟进' }).click();
    await page.locator(`${v} [role="alert"]`, { hasText: '请选择原因' }).waitFor();

    await page.locator(`${v} .hm-chip`, { hasText: '客户要求比价后答复' }).click();
    await page.locator(`${v} textarea`).fill('客户在比较两家报价，周五前答复');
    const next = new Date(Date.now() + 3 * 86_400_000);
    const day = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
    // The Chinese date-time picker: a day column, hours, minutes; 确定 keeps the choice.
    await page.locator(`${v} .dtp-field`).click();
    const picker = page.getByRole('dialog', { name: '预约时间' });
    await picker.getByRole('listbox', { name: '日期' }).getByRole('option', { name: new RegExp(`^${day.slice(5)} 周`) }).click();
    await picker.getByRole('listbox', { name: '时' }).getByRole('option', { name: '10', exact: true }).click();
    await picker.getByRole('listbox', { name: '分' }).getByRole('option', { name: '30', exact: true }).click();
    // The popup's mask covers the whole screen, the fixed navbar included: a tap on the navbar's
    // back arrow lands on the mask (closing the popup), never on the page behind it.
    const onNavbar = await page.evaluate<string>(`(() => {
      const nav = document.querySelector('.navbar').getBoundingClientRect();
      const top = document.elementFromPoint(nav.left + 16, nav.top + nav.height / 2);
      return top ? top.className : '';
    })()`);
    expect(onNavbar).toBe('popup-mask popup-mask--bottom');
    await shots(page, 'home-picker');
    await picker.getByRole('button', { name: '确定' }).click();
    await picker.waitFor({ state: 'detached' });
    await expect(page.locator(`${v} .dtp-field`).innerText()).resolves.toMatch(new RegExp(`^${day.slice(5)} 周. 10:30$`));
    await page.getByLabel('预约事项').fill('电话确认报价');
    await screenshots('contact');

    await page.getByRole('button', { name: '提交跟进' }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.innerText()).toContain('继续跟进');
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast('跟进记录已保存');
    await page.locator(`${v} section[aria-label="跟进任务"] .tag`, { hasText: '继续跟进' }).waitFor();
    await page.locator(`${v} .hm-resv`, { hasText: '电话确认报价' }).waitFor();
    // The follow-up just recorded heads the past follow-ups: status, reason, remark, next contact.
    const record = page.locator(`${v} section[aria-label="跟进记录"] .hm-follow`).first();
    await record.filter({ hasText: '客户在比较两家报价，周五前答复' }).waitFor();
    const recordText = await record.innerText();
    expect(recordText).toContain('继续跟进');
    expect(recordText).toContain('客户要求比价后答复');
    expect(recordText).toContain(`下次跟进 ${day.slice(5)} 10:30`);

    const follow = calls('fwdapi/khyx/wf/wftmobileservice/reservationTask');
    expect(follow).toHaveLength(1);
    expect(bodyOf(follow[0])).toMatchObject({
      taskId: 'TK440100010001',
      followStatus: 'mu001',
      reasonCode: 'F03',
      remark: '客户在比较两家报价，周五前答复',
      nextFollowTime: `${day} 10:30:00`,
    });
    const resv = calls('fwdapi/reservation');
    expect(resv).toHaveLength(1);
    expect(bodyOf(resv[0])).toMatchObject({ custId: 'C4400000001', taskId: 'TK440100010001', reserveTime: `${day} 10:30:00`, content: '电话确认报价' });
    expect(calls('tradeStatusReason')).toHaveLength(1);
    const task = server.demo.state.db.tasks.find((t) => t.taskId === 'TK440100010001');
    expect(task?.followStatus).toBe('mu001');
    expect(server.demo.state.db.reservations.filter((r) => r.taskId === 'TK440100010001')).toHaveLength(2);
    expect(browser.errors).toEqual([]);
  });

  it('ContactCustomer: lists the past follow-ups of a task with their status, reason and remark, newest first', async () => {
    const db = server.demo.state.db;
    const task = db.tasks.find((t) => t.userCode === '44010001' && db.followUps.filter((f) => f.taskId === t.taskId).length === 2)!;
    const past = db.followUps.filter((f) => f.taskId === task.taskId).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const v = view('ContactCustomer');
    await go(page, `/contact-customer?taskId=${task.taskId}&custId=${task.custId}`);
    await shown(page, 'ContactCustomer', '联系客户');
    const rows = page.locator(`${v} section[aria-label="跟进记录"] .hm-follow`);
    // Reason codes shown in the organisation's words once its reasons have loaded.
    await rows.nth(1).filter({ hasText: '客户未接听电话，稍后回拨' }).waitFor();
    const texts = await rows.allInnerTexts();
    expect(texts).toHaveLength(2);
    // The seeded first call did not get through (F02); the newest shows first.
    expect(texts[0]).toContain(past[0]!.remark);
    expect(texts[1]).toContain('电话无人接听，已发短信告知续保事宜');
    expect(texts[1]).toContain('客户未接听电话，稍后回拨');
    expect(texts[1]).toContain('继续跟进');
    await screenshots('follow-ups');
  });

  it('KafkaContactCustomer and InsuranceContactCustomer: the variants show their context', async () => {
    await go(page, '/kafka-contact-customer?taskId=TK440100010002&custId=C4400000002');
    await shown(page, 'KafkaContactCustomer', '缴费通知联系');
    const k = view('KafkaContactCustomer');
    await page.locator(`${k} section[aria-label="缴费通知"]`).waitFor();
    expect(await page.locator(`${k} section[aria-label="缴费通知"]`).innerText()).toContain('缴费通知');

    const claim = server.demo.state.db.claims.find((c) => c.custId && server.demo.state.db.customers.some((x) => x.custId === c.custId));
    await go(page, `/insurance-contact-customer?registNo=${claim!.registNo}`);
    await shown(page, 'InsuranceContactCustomer', '理赔关怀联系');
    const i = view('InsuranceContactCustomer');
    await page.locator(`${i} section[aria-label="理赔信息"]`, { hasText: claim!.registNo }).waitFor();
    // No task: a reservation only.
    await page.getByRole('button', { name: '保存预约' }).waitFor();
    await until(page, `document.querySelectorAll('${i} .hm-person__name').length === 1`);
    await screenshots('claim');
  });

  it('Configuration: hides, shows and orders the home tiles; the home page follows; 恢复默认 brings all back', async () => {
    await go(page, '/home/customer-home-page');
    await shown(page, 'CustomerHomePage', '首页');
    const tiles = page.locator(`${view('CustomerHomePage')} [aria-label="功能入口"] nav a`);
    await tiles.first().waitFor();
    const all = await tiles.count();
    expect(await tiles.first().innerText()).toContain('客户绑定');
    await page.getByRole('link', { name: '编辑首页功能' }).click();
    await shown(page, 'Configuration', '首页配置');
    const v = page.locator(view('Configuration'));
    const shownList = v.getByRole('list', { name: '首页显示的功能' });
    await shownList.getByRole('listitem').first().waitFor();
    expect(await shownList.getByRole('listitem').count()).toBe(all);
    await v.getByRole('button', { name: '隐藏客户绑定' }).click();
    await v.getByRole('button', { name: '上移续保任务' }).click();
    await v.getByRole('list', { name: '未显示的功能' }).getByText('客户绑定').waitFor();
    await screenshots('configuration');
    await page.locator('nav.action-bar').getByRole('button', { name: '保存' }).click();
    await shown(page, 'CustomerHomePage');
    const saved = bodyOf(calls('saveHomeConfig').at(-1)).tiles as string[];
    expect(saved.slice(0, 2)).toEqual(['/home/mission-center', '/home/service-tasks']);
    expect(saved).not.toContain('/customer-info/query-customer');
    await until(page, `document.querySelectorAll('${view('CustomerHomePage')} [aria-label="功能入口"] nav a').length === ${all - 1}`);
    expect(await tiles.first().innerText()).toContain('续保任务');

    await page.getByRole('link', { name: '编辑首页功能' }).click();
    await shown(page, 'Configuration');
    await page.locator('nav.action-bar').getByRole('button', { name: '恢复默认' }).click();
    await shown(page, 'CustomerHomePage');
    expect(bodyOf(calls('saveHomeConfig').at(-1)).tiles).toEqual([]);
    await until(page, `document.querySelectorAll('${view('CustomerHomePage')} [aria-label="功能入口"] nav a').length === ${all}`);
    expect(browser.errors).toEqual([]);
  });

  it('EventPush: the pushed events newest first; opening one marks it read and goes to its screen; 全部已读', async () => {
    await go(page, '/home/event-push?read=0');
    await shown(page, 'EventPush', '事件推送');
    const list = page.locator(`${view('EventPush')} [aria-label="事件推送"]`);
    const claim = list.getByRole('button', { name: /^客户报案/ }).first();
    await claim.waitFor();
    const before = await list.getByRole('listitem').count();
    expect(calls('queryEventPushList').at(-1)!.query).toMatchObject({ readFlag: '0' });
    await screenshots('event-push');
    await claim.click();
    await shown(page, 'ClaimSchedule', '理赔进度');
    const read = bodyOf(calls('readEventPush').at(-1));
    expect(String(read.eventId)).toMatch(/^EVCL-/);
    expect(await appPath(page)).toBe(`/customer-info/claim-schedule?registNo=${String(read.eventId).slice(5)}`);
    await page.goBack();
    await shown(page, 'EventPush');
    await until(page, `document.querySelectorAll('${view('EventPush')} [aria-label="事件推送"] .list > li').length === ${before - 1}`);
    await page.locator('nav.action-bar').getByRole('button', { name: '全部已读' }).click();
    await page.locator(view('EventPush')).getByText('没有未读的事件').waitFor();
    expect(browser.errors).toEqual([]);
  });
});
