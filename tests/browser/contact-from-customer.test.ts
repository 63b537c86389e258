import { describe, expect, it } from 'vitest';
import { go, shown, shots, signedInApp, toastSays } from './app-helpers.js';

// Issue 32 item 7: 联系客户 on the customer page is the customer's one contact screen. When the
// customer has an open task of the staff member's, the follow-up is recorded on it, and a
// reservation made there shows on the task's own contact page.

const bodyOf = (c: { body: unknown; query: Record<string, string> }) => ({ ...c.query, ...((c.body ?? {}) as Record<string, unknown>) });

describe('contact from the customer page (issue 32 item 7)', () => {
  const app = signedInApp('zhangwei');

  it('records the open task\'s follow-up, and the reservation shows on the task\'s contact page', async () => {
    const { page, server } = app;
    const { db } = server.demo.state;
    const task = db.tasks.find((t) => t.userCode === '44010001' && t.taskType === '2' && db.customers.some((c) => c.custId === t.custId && c.bindUserCode === '44010001'))!;
    expect(task).toBeTruthy();
    await go(page, `/customer-info/customerInfo-detail?custId=${task.custId}`);
    await page.getByRole('navigation', { name: '客户操作' }).getByRole('link', { name: '联系客户' }).click();
    await shown(page, 'ContactCustomer', '联系客户');
    const v = '.view[data-route="ContactCustomer"]';
    await page.locator(`${v} section[aria-label="跟进任务"]`).waitFor();
    await page.getByRole('region', { name: '记录跟进' }).waitFor();

    await page.locator(`${v} [role="radio"]`, { hasText: '继续跟进' }).click();
    await page.locator(`${v} .hm-chip`).first().click();
    await page.locator(`${v} .dtp-field`).click();
    const picker = page.getByRole('dialog', { name: '预约时间' });
    await picker.getByRole('listbox', { name: '日期' }).getByRole('option', { name: '明天' }).click();
    await picker.getByRole('listbox', { name: '时' }).getByRole('option', { name: '10', exact: true }).click();
    await picker.getByRole('button', { name: '确定' }).click();
    await page.getByLabel('预约事项').fill('从客户页预约回访');
    await page.getByRole('button', { name: '提交跟进' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await toastSays(page, 'success', '跟进记录已保存');
    expect(bodyOf(app.calls('fwdapi/khyx/wf/wftmobileservice/reservationTask').at(-1)!)).toMatchObject({ taskId: task.taskId, followStatus: 'mu001' });
    expect(bodyOf(app.calls('fwdapi/reservation').at(-1)!)).toMatchObject({ custId: task.custId, taskId: task.taskId });
    await shots(page, 'contact-from-customer');

    // The task's own contact page (from the home task list) shows the same reservation.
    await go(page, `/contact-customer?taskId=${task.taskId}&custId=${task.custId}`);
    await shown(page, 'ContactCustomer');
    await page.locator(`${v} .hm-resv`, { hasText: '从客户页预约回访' }).waitFor();
  });
});
