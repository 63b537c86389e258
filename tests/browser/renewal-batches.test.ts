import { describe, expect, it } from 'vitest';
import { go, shots, shown, signedInApp, until } from './app-helpers.js';

// Issue 32 item 5: renewal batches can be found. 续保通知群发 lists the staff member's batches
// (newest first, with their due customers) instead of asking for a 批次号 no screen shows, and the
// event push leads to this month's batch.

describe('renewal batches (issue 32 item 5)', () => {
  const app = signedInApp('zhangwei');

  it('续保通知群发 lists the batches, newest first with their due customers, and opens one', async () => {
    const { page } = app;
    await go(page, '/group-msg/group-msg-query');
    await shown(page, 'GroupMsgQuery');
    await page.getByRole('navigation', { name: '操作' }).getByRole('link', { name: '续保通知群发' }).click();
    await shown(page, 'RenewalNoticeGroupMsg', '续保通知群发');
    const list = page.getByRole('region', { name: '我的续保提醒批次' });
    const items = list.locator('.mass-item');
    await items.first().waitFor();
    const names = await items.locator('strong').allInnerTexts();
    expect(names.length).toBeGreaterThan(1);
    // Newest first: the month of each batch never increases down the list.
    const ym = names.map((n) => {
      const m = /(\d{4})年(\d{1,2})月/.exec(n)!;
      return Number(m[1]) * 100 + Number(m[2]);
    });
    expect([...ym].sort((a, b) => b - a)).toEqual(ym);
    await expect(items.first().innerText()).resolves.toMatch(/\d+ 位客户到期：\S+/);
    await shots(page, 'renewal-batches');

    const first = names[0]!;
    await items.first().click();
    await until(page, `location.search.includes('batchNo=XB')`);
    await page.locator('[aria-label="到期客户"] .mass-item').first().waitFor();
    await page.getByText(first).first().waitFor();
  });

  it('the event push leads to this month\'s batch', async () => {
    const { page } = app;
    await go(page, '/home/event-push');
    await shown(page, 'EventPush');
    await page.getByRole('button', { name: /^续保提醒批次/ }).first().click();
    await shown(page, 'RenewalNoticeGroupMsg', '续保通知群发');
    await until(page, `location.search.includes('batchNo=XB')`);
    await page.locator('[aria-label="到期客户"] .mass-item').first().waitFor();
  });
});
