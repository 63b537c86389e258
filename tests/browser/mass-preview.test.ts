import { describe, expect, it } from 'vitest';
import { customerTitleFor } from '../../shared/domain/script.js';
import { confirmMassTask, go, shots, shown, signedInApp } from './app-helpers.js';

// Issue 32 item 2: the mass-message preview and the send record show what each customer reads —
// {客户称谓} and {坐席姓名} (spec 000 §3) filled for the picked customer, not the bare template.

describe('mass message preview and record (issue 32 item 2)', () => {
  const app = signedInApp('zhangwei');

  it('fills the placeholders for the picked customer in the preview and shows each customer\'s text in the record', async () => {
    const { page } = app;
    await go(page, '/group-msg/group-msg-edit');
    await shown(page, 'GroupMsgEdit', '编辑群发');
    const box = page.getByRole('textbox', { name: '消息内容' });
    await box.fill('');
    await page.getByRole('button', { name: '+客户称谓' }).click();
    await box.press('End');
    await box.pressSequentially('您好，天气转凉请注意保暖。');
    await page.getByRole('button', { name: '+坐席姓名' }).click();

    await page.getByRole('button', { name: /选择客户|修改/ }).click();
    const picker = page.getByRole('dialog', { name: '选择群发客户' });
    await picker.locator('.picker__row:not(.is-blocked)').first().waitFor();
    const row = picker.locator('.picker__row:not(.is-blocked)').first();
    await row.click();
    await picker.getByRole('button', { name: '确定' }).click();
    const chip = page.getByRole('list', { name: '已选客户' }).locator('.mass-chip').first();
    const name = (await chip.innerText()).split(/\s/)[0]!;
    const cust = app.server.demo.state.db.customers.find((c) => c.name === name && c.bindUserCode === '44010001')!;
    const title = customerTitleFor(cust.gender, cust.name);
    expect(title).not.toBe(name); // a gendered title, so the test tells filled from unfilled

    const preview = page.getByTestId('mass-preview');
    await expect.poll(() => preview.innerText()).toBe(`${title}您好，天气转凉请注意保暖。张伟`);
    await page.getByRole('region', { name: `预览（${name}）` }).waitFor();
    await shots(page, 'mass-preview');

    await page.getByRole('button', { name: '发送', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '发送', exact: true }).click();
    await shown(page, 'GroupMsgCustomerList', '群发客户');
    await confirmMassTask(page);
    await page.getByRole('status').filter({ hasText: '发送完成' }).waitFor({ timeout: 30_000 });
    const rowOf = page.locator('.send-progress__row', { hasText: name });
    await rowOf.getByText('收到的内容').click();
    await expect.poll(() => rowOf.locator('.msg-bubble').innerText()).toBe(`${title}您好，天气转凉请注意保暖。张伟`);
    await shots(page, 'mass-record-text');
  });
});
