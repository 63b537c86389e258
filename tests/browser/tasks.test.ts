import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../demo/types.js';
import { encryptId } from '../../demo/crypto.js';
import { appPath, go, loginAs, logout, shots, shown, until, signedInApp, type SignedInApp } from './app-helpers.js';

// The mission centre (issue 18, job 1) as the staff member runs their day from it, against the
// demo upstream: tasks by type soonest due first with the overdue marked, the follow-up filter
// in the URL, a task opened into its follow-up, and a task handed to a colleague — checked
// through the upstream's recorded calls and its data.
// Seed (44010001 张伟 = zhangwei): 12 vehicle to-do tasks (type 2), 7 done (3), 3 non-vehicle
// to-do (6); the only colleague of the province is 44010002 李娜.

const view = (route: string) => `.view[data-route="${route}"]`;
/** An element's attribute reader (the root typecheck has no DOM types). */
type Attr = { getAttribute(name: string): string | null };

describe('mission centre in Chromium', () => {
  const app = signedInApp();
  let server: SignedInApp['server'];
  let page: SignedInApp['page'];
  const calls = app.calls;
  beforeAll(() => {
    ({ server, page } = app);
  });
  beforeEach(() => server.demo.resetData());

  const bodyOf = (c: RecordedCall | undefined) => (c?.body ?? {}) as Record<string, unknown>;
  const myTasks = (types: string[]) => server.demo.state.db.tasks.filter((t) => t.userCode === '44010001' && types.includes(t.taskType));
  /** The browser's today as YYYY-MM-DD (the screen marks due dates before it as overdue). */
  const today = () => page.evaluate<string>(`(() => { const d = new Date(); return d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0'); })()`);

  it('lists the to-do renewal tasks soonest due first, marks the overdue, filters by follow-up status and opens the follow-up', async () => {
    const v = view('MissionCenter');
    await go(page, '/home/mission-center');
    await shown(page, 'MissionCenter', '续保任务');
    const cards = page.locator(`${v} .tk-task`);
    await cards.first().waitFor();

    // The vehicle to-do tasks come from the bind query by task type 2 (spec 001 §3).
    expect(calls('weixinCustMainQuery').map((c) => bodyOf(c).taskType)).toEqual(['2']);
    const todo = myTasks(['2']);
    expect(todo).toHaveLength(12);
    // The first page of 12, then the rest (load-more: scrolled to the end of the list, or tapped).
    expect(await cards.count()).toBe(10);
    await page.locator(`${v} .paged__footer`).scrollIntoViewIfNeeded();
    await until(page, `document.querySelectorAll('${v} .tk-task').length === 12`);

    // Soonest due first; every task due before today is marked 已逾期, no other.
    const dues = await page.locator(`${v} .tk-task time`).evaluateAll((els) => els.map((e) => (e as unknown as Attr).getAttribute('datetime') ?? ''));
    expect(dues).toEqual(todo.map((t) => t.dueDate).sort());
    const day = await today();
    const overdue = todo.filter((t) => t.dueDate < day).length;
    expect(overdue).toBeGreaterThan(0);
    expect(await page.locator(`${v} .tk-task .when--past`, { hasText: '已逾期' }).count()).toBe(overdue);
    const summary = await page.locator(`${v} [aria-label="今日概况"]`).innerText();
    expect(summary.replace(/\s+/g, '')).toContain(`12待办${overdue}已逾期`);
    await shots(page, 'tasks-mission-center');

    // The follow-up filter lives in the URL and shows only tasks of that status.
    const following = todo.filter((t) => t.followStatus === 'mu001');
    await page.locator(`${v} .tk-chip`, { hasText: '继续跟进' }).click();
    await until(page, `location.search.includes('follow=mu001')`);
    await until(page, `document.querySelectorAll('${v} .tk-task').length === ${following.length}`);
    for (const text of await page.locator(`${v} .tk-task .tk-task__head`).allInnerTexts()) expect(text).toContain('继续跟进');
    expect(calls('weixinCustMainQuery')).toHaveLength(1); // filtering needs no new call

    // Done tasks: type 3, no hand-over.
    await page.locator(`${v} [role="tab"]`, { hasText: '已办' }).click();
    await until(page, `location.search.includes('state=done')`);
    await page.locator(`${v} .tk-chip`, { hasText: '全部' }).click();
    await until(page, `document.querySelectorAll('${v} .tk-task').length === 7`);
    expect(calls('weixinCustMainQuery').map((c) => bodyOf(c).taskType)).toEqual(['2', '3']);
    expect(await page.locator(`${v} .tk-task button`, { hasText: '转交' }).count()).toBe(0);

    // A to-do task opens its follow-up (the contact screen of the task).
    await page.locator(`${v} [role="tab"]`, { hasText: '待办' }).click();
    const first = todo.slice().sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0]!;
    await page.locator(`${v} .tk-task`).first().locator('a', { hasText: '去跟进' }).click();
    const contact = first.pushSource === 'kafkaPayment' ? 'KafkaContactCustomer' : 'ContactCustomer';
    await shown(page, contact);
    expect(await appPath(page)).toContain(`taskId=${first.taskId}`);
    await page.goBack();
    await shown(page, 'MissionCenter');
    expect(await appPath(page)).not.toContain('state=done');
  });

  it('hands a to-do task to a colleague found by name, after a confirmation', async () => {
    const v = view('MissionCenter');
    await go(page, '/home/mission-center');
    await shown(page, 'MissionCenter', '续保任务');
    const card = page.locator(`${v} .tk-task`).first();
    await card.waitFor();
    const task = myTasks(['2']).sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0]!;
    await card.locator('button', { hasText: '转交' }).click();

    const sheet = page.getByRole('dialog', { name: '转交任务' });
    await sheet.waitFor();
    // An empty search is refused in words, nothing sent.
    await sheet.locator('button[type="submit"]').click();
    await sheet.locator('[role="alert"]', { hasText: '请输入同事的姓名或员工代码' }).waitFor();
    expect(calls('fuzzyQueryUserByUserNameOrUserCode')).toHaveLength(0);

    // 张 finds the reader (not choosable) only; 李 finds 李娜.
    await sheet.locator('input').fill('张');
    await sheet.locator('input').press('Enter');
    await sheet.locator('.tk-person', { hasText: '本人' }).waitFor();
    expect(await sheet.locator('.tk-person', { hasText: '张伟' }).isDisabled()).toBe(true);
    await sheet.locator('input').fill('李');
    await sheet.locator('button[type="submit"]').click();
    const lina = sheet.locator('.tk-person', { hasText: '李娜' });
    await lina.waitFor();
    expect(calls('fuzzyQueryUserByUserNameOrUserCode').map((c) => c.query.keyword)).toEqual(['张', '李']);
    await shots(page, 'tasks-hand-over');
    await lina.click();

    // Confirm, then the customer's adviser changes and the task leaves the list.
    const dialog = page.locator('.dialog');
    await dialog.filter({ hasText: '李娜（****0002）' }).waitFor();
    await dialog.locator('button', { hasText: '确定转交' }).click();
    await page.locator('.toast', { hasText: '已转交给 李娜' }).last().waitFor();
    const changes = calls('fwdapi/updateAdviserByJson');
    expect(changes).toHaveLength(1);
    expect(bodyOf(changes[0])).toMatchObject({ custId: task.custId, adviserCode: '44010002' });
    expect(calls('updateNonVehicleAdviser')).toHaveLength(0);
    await until(page, `document.querySelectorAll('${v} .tk-task').length === 10 && !document.querySelector('${v} [aria-label="${task.title}"]')`);
    expect(server.demo.state.db.tasks.find((t) => t.taskId === task.taskId)?.userCode).toBe('44010002');
    expect(calls('weixinCustMainQuery').map((c) => bodyOf(c).taskType)).toEqual(['2', '2']); // reloaded
  });

  it('non-vehicle tasks hand over through the non-vehicle adviser change; cancelling sends nothing', async () => {
    const v = view('MissionCenterNocar');
    await go(page, '/home/mission-center-nocar');
    await shown(page, 'MissionCenterNocar', '非车任务');
    await until(page, `document.querySelectorAll('${v} .tk-task').length === ${myTasks(['6']).length}`);
    expect(calls('weixinCustMainQuery').map((c) => bodyOf(c).taskType)).toEqual(['6']);
    const task = myTasks(['6']).sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0]!;
    const card = page.locator(`${v} .tk-task`).first();
    expect(await card.locator('a', { hasText: '去跟进' }).getAttribute('href')).toContain('/nonvehicle-contact-customer?');

    const pick = async () => {
      await card.locator('button', { hasText: '转交' }).click();
      const sheet = page.getByRole('dialog', { name: '转交任务' });
      await sheet.locator('input').fill('44010002');
      await sheet.locator('input').press('Enter');
      await sheet.locator('.tk-person', { hasText: '李娜' }).click();
    };
    await pick();
    await page.locator('.dialog button', { hasText: '取消' }).click();
    await page.locator('.dialog').waitFor({ state: 'detached' });
    expect(calls('updateNonVehicleAdviser')).toHaveLength(0);

    await pick();
    await page.locator('.dialog button', { hasText: '确定转交' }).click();
    await page.locator('.toast', { hasText: '已转交给 李娜' }).last().waitFor();
    expect(bodyOf(calls('updateNonVehicleAdviser')[0])).toMatchObject({ custId: task.custId, adviserCode: '44010002' });
    expect(calls('fwdapi/updateAdviserByJson')).toHaveLength(0);
    await until(page, `document.querySelectorAll('${v} .tk-task').length === ${myTasks(['6']).length}`);
    expect(server.demo.state.db.customers.find((c) => c.custId === task.custId)?.nonVehicleAdviserCode).toBe('44010002');
    expect(app.browser.errors).toEqual([]);
  });

  it('reservations: books a customer of an open task with the date-time picker, lists upcoming and past ones', async () => {
    const v = view('CustomerReservation');
    await go(page, '/home/mission-center');
    await shown(page, 'MissionCenter');
    const first = myTasks(['2']).sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0]!;
    // From a task card: the reservation opens for that task's customer.
    await page.locator(`${view('MissionCenter')} .tk-task`).first().locator('a', { hasText: '预约' }).click();
    await shown(page, 'CustomerReservation', '客户预约');
    expect(await appPath(page)).toBe(`/customer-info/customer-reservation?custId=${first.custId}&taskId=${first.taskId}`);
    const name = server.demo.state.db.customers.find((c) => c.custId === first.custId)!.name;
    await page.locator(`${v} section[aria-label="预约客户"]`, { hasText: name }).waitFor();
    expect(bodyOf(calls('wf/queryClientInfo')[0])).toMatchObject({ taskId: first.taskId });

    // Nothing chosen: both reasons, nothing sent.
    await page.getByRole('button', { name: '保存预约' }).click();
    await page.locator(`${v} [role="alert"]`, { hasText: '请选择预约时间' }).waitFor();
    await page.locator(`${v} [role="alert"]`, { hasText: '请填写预约事项' }).waitFor();
    expect(calls('fwdapi/reservation')).toHaveLength(0);

    // The day after tomorrow on the picker's calendar (China time, whatever the machine's zone):
    // 今天 and 明天 are named, later days show as MM-DD 周X.
    const next = new Date(Date.now() + 8 * 3_600_000 + 2 * 86_400_000);
    const day = `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}-${String(next.getUTCDate()).padStart(2, '0')}`;
    await page.locator(`${v} .dtp-field`).click();
    const picker = page.getByRole('dialog', { name: '预约时间' });
    await picker.getByRole('listbox', { name: '日期' }).getByRole('option', { name: new RegExp(`^${day.slice(5)} 周`) }).click();
    await picker.getByRole('listbox', { name: '时' }).getByRole('option', { name: '15', exact: true }).click();
    await picker.getByRole('listbox', { name: '分' }).getByRole('option', { name: '00', exact: true }).click();
    await picker.getByRole('button', { name: '确定' }).click();
    await picker.waitFor({ state: 'detached' });
    await page.locator(`${v} .tk-chip`, { hasText: '预约电话回访' }).click();
    expect(await page.getByLabel('预约事项').inputValue()).toBe('预约电话回访');
    await shots(page, 'tasks-reservation');

    await page.getByRole('button', { name: '保存预约' }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.innerText()).toContain(`${day.slice(5)} 15:00`);
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.locator('.toast', { hasText: '预约已保存' }).last().waitFor();
    expect(bodyOf(calls('fwdapi/reservation')[0])).toMatchObject({ custId: first.custId, taskId: first.taskId, reserveTime: `${day} 15:00:00`, content: '预约电话回访' });
    // The new one is among this customer's upcoming reservations, as a reservation task.
    const item = page.locator(`${v} [aria-label="即将到来的预约"] .tk-resv`, { hasText: '预约电话回访' });
    await item.waitFor();
    expect(await item.innerText()).toContain('预约任务');
    expect(bodyOf(calls('fwdapi/queryReservation').at(-1))).toMatchObject({ custId: first.custId });

    // All of mine (no customer): upcoming soonest first, past ones under 已过 (in the URL).
    await page.getByRole('button', { name: '更换客户' }).click();
    await until(page, `!location.search.includes('custId')`);
    await page.locator(`${v} section[aria-label="选择预约客户"] .tk-pick`).first().waitFor();
    const now = await page.evaluate<string>(`(() => { const d = new Date(); const p = (n) => String(n).padStart(2, '0'); return d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate()) + ' ' + p(d.getHours()) + ':' + p(d.getMinutes()) + ':' + p(d.getSeconds()); })()`);
    const mine = server.demo.state.db.reservations.filter((r) => r.userCode === '44010001');
    const upcoming = mine.filter((r) => r.status === '0' && r.reserveTime >= now);
    await until(page, `document.querySelectorAll('${v} [aria-label="即将到来的预约"] .tk-resv').length === ${upcoming.length}`);
    const times = await page.locator(`${v} [aria-label="即将到来的预约"] time`).evaluateAll((els) => els.map((e) => (e as unknown as Attr).getAttribute('datetime')));
    expect(times).toEqual(upcoming.map((r) => r.reserveTime).sort());
    await page.locator(`${v} [role="tab"]`, { hasText: '已过' }).click();
    await until(page, `location.search.includes('when=past')`);
    await until(page, `document.querySelectorAll('${v} [aria-label="已过的预约"] .tk-resv').length === ${mine.length - upcoming.length}`);
    await shots(page, 'tasks-reservations');

    // Choosing an open task's customer from the list.
    await page.locator(`${v} section[aria-label="选择预约客户"] .tk-pick`).first().click();
    await until(page, `location.search.includes('custId=${first.custId}')`);
    await page.locator(`${v} section[aria-label="新建预约"]`).waitFor();
    expect(app.browser.errors).toEqual([]);
  });

  it('customer handling: a task opened into its workflow progress, customer, vehicle and quotations', async () => {
    const v = view('CustomerHandling');
    await go(page, '/home/mission-center');
    await shown(page, 'MissionCenter');
    const first = myTasks(['2']).sort((a, b) => a.dueDate.localeCompare(b.dueDate)).find((t) => t.licenseNo)!;
    await page.locator(`${view('MissionCenter')} .tk-task[aria-label="${first.title}"] .tk-task__open`).click();
    await shown(page, 'CustomerHandling', '客户办理');
    expect(await appPath(page)).toBe(`/customer-info/customer-handling?taskId=${first.taskId}`);

    // Workflow steps by the task's process instance: the BFF adds the encrypted piid.
    const steps = page.locator(`${v} .tk-step`);
    await until(page, `document.querySelectorAll('${v} .tk-step').length === 5`);
    expect((await steps.allInnerTexts()).map((t) => t.split('\n')[0])).toEqual(['任务下发', '客户联系', '报价', '投保', '缴费出单']);
    const nodes = calls('fwdapi/khyx/newFront/common/queryAllActivityNode');
    expect(nodes[0]?.query).toMatchObject({ piid: first.piid });
    expect(nodes[0]?.query.encryptPiid).toBeTruthy();

    await page.locator(`${v} section[aria-label="车辆与保单"]`, { hasText: first.licenseNo! }).waitFor();
    await page.locator(`${v} section[aria-label="报价单"] :is(.list, [role="status"])`).first().waitFor();
    expect(bodyOf(calls('wf/queryCarInfo')[0])).toMatchObject({ taskId: first.taskId });
    expect(calls('wf/quoteQuery')[0]?.query).toMatchObject({ taskId: first.taskId });
    const quotes = server.demo.state.db.quotations.filter((q) => q.licenseNo === first.licenseNo);
    if (quotes.length) await page.locator(`${v} section[aria-label="报价单"] .list__item`, { hasText: quotes[0]!.quotationNo }).waitFor();
    await expect.poll(() => calls('saveBuryingPoint').length).toBe(1);
    expect(calls('saveBuryingPoint').map((c) => bodyOf(c))).toEqual([expect.objectContaining({ eventCode: 'task_open', pageName: 'customer-handling', eventData: { taskId: first.taskId } })]);
    await shots(page, 'tasks-handling');

    await page.locator('.action-bar a', { hasText: '去跟进' }).click();
    await shown(page, first.pushSource === 'kafkaPayment' ? 'KafkaContactCustomer' : 'ContactCustomer');
    expect(app.browser.errors).toEqual([]);
  });

  it('a done task\'s notes open from the mission centre; the public renewal-task link works without a login', async () => {
    // In the app: a done task's 跟进记录 opens its notes (by the encrypted id the bind query gives).
    const v = view('MissionCenter');
    await go(page, '/home/mission-center?state=done');
    await shown(page, 'MissionCenter');
    const done = myTasks(['3']).sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0]!;
    await page.locator(`${v} .tk-task[aria-label="${done.title}"] a`, { hasText: '跟进记录' }).click();
    await shown(page, 'NotesOfFollowUpInformation', '跟进记录');
    const notesOf = (taskId: string) => server.demo.state.db.followUps.filter((f) => f.taskId === taskId);
    await until(page, `document.querySelectorAll('.view[data-route="NotesOfFollowUpInformation"] .tk-note').length === ${notesOf(done.taskId).length}`);

    // Logged out, as from a WeCom app message: the task by its encrypted id, the customer masked.
    const task = myTasks(['2']).find((t) => notesOf(t.taskId).length > 0)!;
    const customer = server.demo.state.db.customers.find((c) => c.custId === task.custId)!;
    // As the upstream mints it for the staff member whose link it is (their user code inside).
    const link = `renewal-task/renewal-task?encryptTaskId=${encryptId('taskId', task.taskId, task.userCode)}`;
    expect(app.browser.errors).toEqual([]);
    // Logged out from the login page: a staff page still open would see its own calls refused
    // (401) while the session goes, which is not what this test is about.
    await page.goto(`${server.url}login?comId=44000000`);
    await logout(page);
    await page.goto(`${server.url}${link}`);
    await shown(page, 'RenewalTask', '续保任务');
    const r = view('RenewalTask');
    await page.locator(`${r} section[aria-label="续保任务"] .cells`).waitFor();
    const text = await page.locator(r).innerText();
    expect(text).not.toContain(customer.name);
    expect(text).toContain(customer.name.slice(0, 1));
    expect(text).toContain('张伟');
    expect(text).toContain('1380****001');
    if (task.licenseNo) expect(text).toContain(task.licenseNo);
    const info = calls('white/queryRenewalTaskInfo');
    expect(info).toHaveLength(1);
    expect(info[0]?.query).toMatchObject({ encryptTaskId: encryptId('taskId', task.taskId, task.userCode) });
    expect(info[0]?.query.sign).toBeTruthy(); // white-list calls are signed by the BFF
    expect(info[0]?.cookieNames).toEqual([]); // no session
    await shots(page, 'tasks-public-task');

    await page.locator(`${r} .tk-public__notes`, { hasText: `${notesOf(task.taskId).length} 条` }).click();
    await shown(page, 'NotesOfFollowUpInformation', '跟进记录');
    const n = view('NotesOfFollowUpInformation');
    await until(page, `document.querySelectorAll('${n} .tk-note').length === ${notesOf(task.taskId).length}`);
    expect(await page.locator(`${n} .tk-note__remark`).first().innerText()).toBe(
      [...notesOf(task.taskId)].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!.remark,
    );
    await shots(page, 'tasks-public-notes');

    // A damaged link says so.
    await page.goto(`${server.url}renewal-task/renewal-task?encryptTaskId=broken`);
    await page.locator(`${r} [role="alert"]`, { hasText: '任务链接无效或已失效' }).waitFor();
    // The upstream's refusal (422) is the only console line, and the expected one.
    expect(app.browser.errors).toEqual([expect.stringContaining('422')]);
    app.browser.errors.length = 0;
    await loginAs(page, server.url, 'zhangwei');
  });

  it('marketing tasks: activities by end date with their send counts; one sent to its unsent customers as a send job', async () => {
    const v = view('MissionCenterYxtask');
    await go(page, '/home/mission-center-yxtask');
    await shown(page, 'MissionCenterYxtask', '营销任务');
    const rows = page.locator(`${v} [aria-label="营销任务"] .tk-act`);
    await until(page, `document.querySelectorAll('${v} [aria-label="营销任务"] .tk-act').length === 4`);
    const titles = (await rows.locator('.tk-task__title').allInnerTexts());
    // Ongoing ones soonest ending first, the ended one last.
    expect(titles).toEqual(['车险续保双十一礼遇', '家财险焕新推广', '冬季安全用车关怀', '国庆自驾出行关怀']);
    expect(await rows.nth(3).innerText()).toContain('已结束');

    await rows.first().click();
    await until(page, `location.search.includes('batch=MA2026110001')`);
    const panel = page.locator(`${v} section[aria-label="任务详情"]`);
    await panel.locator('[aria-label="发送内容"]', { hasText: '双十一期间续保车险' }).waitFor();
    const customers = panel.locator('[aria-label="目标客户"] .tk-act__cust');
    await customers.first().waitFor();
    const total = await customers.count();
    expect(total).toBeGreaterThan(0);
    expect(calls('mc/wechat/custCareMarketing/getMarketingActivityDetail')[0]?.query).toMatchObject({ batchNo: 'MA2026110001' });
    await shots(page, 'tasks-marketing');

    await panel.getByRole('button', { name: `发送给未发送的 ${total} 位客户` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '开始发送' }).click();
    await until(page, `location.search.includes('job=')`);
    await panel.locator('.send-progress__head', { hasText: '发送完成' }).waitFor({ timeout: 60_000 });
    const sends = calls('mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNoAndSendType');
    expect(sends).toHaveLength(total); // one call per customer, one at a time
    for (const c of sends) expect(bodyOf(c)).toMatchObject({ batchNo: 'MA2026110001', sendType: '1' });
    // The customers' marks and the list's count come back from the upstream.
    const detail = await page.evaluate<{ data: { sentCount: number } }>(`fetch('api/mc/wechat/custCareMarketing/getMarketingActivityDetail?batchNo=MA2026110001').then((r) => r.json())`);
    await until(page, `document.querySelectorAll('${v} [aria-label="目标客户"] .tag--success').length === ${detail.data.sentCount}`);
    expect(detail.data.sentCount).toBeGreaterThan(0);
    await rows.first().locator('.tk-act__figures', { hasText: `已发送 ${detail.data.sentCount} / ${total} 位` }).waitFor();
    await shots(page, 'tasks-marketing-sent');
    expect(app.browser.errors).toEqual([]);
  });

  it('marketing tasks: the activity link shared into the chat; one customer sent by SMS after the check that it did not go to them yet', async () => {
    const v = view('MissionCenterYxtask');
    await go(page, '/home/mission-center-yxtask?batch=MA2026110001');
    await shown(page, 'MissionCenterYxtask', '营销任务');
    const panel = page.locator(`${v} section[aria-label="任务详情"]`);
    await panel.getByRole('button', { name: '分享活动链接到聊天' }).click();
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    const card = sheet.getByTestId('message-card');
    expect(await card.locator('.msg-card__title').innerText()).toBe('车险续保双十一礼遇');
    expect(calls('mc/wechat/custCareMarketing/getMarketingActivityShareInsureLink').at(-1)?.query).toMatchObject({ batchNo: 'MA2026110001' });
    await sheet.getByRole('button', { name: '模拟成功' }).click();
    await until(page, `!document.querySelector('.popup-mask')`);

    const row = panel.locator('[aria-label="目标客户"] .tk-act__cust').filter({ has: page.getByRole('button', { name: /^短信发送给/ }) }).first();
    const sms = row.getByRole('button', { name: /^短信发送给/ });
    const name = (await sms.getAttribute('aria-label'))!.replace('短信发送给', '');
    await sms.click();
    await page.locator('.toast--success', { hasText: `已通过短信发送给${name}` }).first().waitFor();
    const checked = calls('mc/wechat/custCareMarketing/checkSentMarketingActivitySingleByBatchNo').at(-1)!;
    const sent = calls('mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNoAndSendType').at(-1)!;
    expect(checked.query).toMatchObject({ batchNo: 'MA2026110001' });
    expect(bodyOf(sent)).toMatchObject({ batchNo: 'MA2026110001', custId: checked.query['custId'], sendType: '2' });
    // Marked sent: no second send offered for them.
    await panel.locator('[aria-label="目标客户"] .tk-act__cust', { hasText: name }).locator('.tag--success').waitFor();
    expect(app.browser.errors).toEqual([]);
  });

  it('service tasks: today\'s and missed contacts, care waiting by kind, renewals due, each opening its list', async () => {
    const v = view('ServiceTasks');
    await go(page, '/home/service-tasks');
    await shown(page, 'ServiceTasks', '服务任务');
    const db = server.demo.state.db;
    const endOfToday = await page.evaluate<string>(`(() => { const d = new Date(); const p = (n) => String(n).padStart(2, '0'); return d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate()) + ' 23:59:59'; })()`);
    const due = db.reservations.filter((r) => r.userCode === '44010001' && r.status === '0' && r.reserveTime <= endOfToday);
    if (due.length) await until(page, `document.querySelectorAll('${v} [aria-label="今日待联系"] .tk-resv').length === ${due.length}`);
    else await page.locator(`${v} section[aria-label="今日待联系"] [role="status"]`, { hasText: '今天没有待联系的预约' }).waitFor();
    expect(bodyOf(calls('fwdapi/queryReservation')[0])).toMatchObject({ status: '0' });

    const care = await page.evaluate<{ data: { total: number; list: { msgType: string; msgTypeName: string; count: number }[] } }>(`fetch('api/queryCustCareNumbers').then((r) => r.json())`);
    const waiting = care.data.list.filter((c) => c.count > 0);
    await until(page, `document.querySelectorAll('${v} [aria-label="待发送的关怀"] .tk-service').length === ${waiting.length}`);
    expect(await page.locator(`${v} section[aria-label="待发送的关怀"] .cl-note`).innerText()).toBe(`共 ${care.data.total} 条`);

    const todo = myTasks(['2']);
    const day = await today();
    const overdue = todo.filter((t) => t.dueDate < day).length;
    await page.locator(v).getByRole('link', { name: /^续保待办概况/ }).filter({ hasText: `已逾期 ${overdue}` }).waitFor();
    await shots(page, 'tasks-service');

    // A kind of care opens the care list of that kind (when that screen exists).
    const first = page.locator(`${v} [aria-label="待发送的关怀"] a.tk-service`).first();
    if (await first.count()) {
      await first.click();
      await shown(page, 'CustcareMsgQuery');
      expect(await appPath(page)).toBe(`/custcare-msg/custcare-msg-query?msgType=${waiting[0]!.msgType}`);
      await page.goBack();
      await shown(page, 'ServiceTasks');
    }
    await page.locator(v).getByRole('link', { name: /^续保待办概况/ }).click();
    await shown(page, 'MissionCenter');
    expect(app.browser.errors).toEqual([]);
  });
});
