import { describe, expect, it } from 'vitest';
import { go, shots, shown, signedInApp, until } from './app-helpers.js';

// Issue 32: the care list's badges are its lists' counts and fall as messages are sent (item 3,
// 灾害预警 included), and 客户关怀 opened from a customer names them, opens on a kind that has
// their messages and counts only theirs (item 12).

interface CareItem { msgId: string; custId: string; custName: string; msgType: string }
const TYPES = ['0', '1', '2', '3', '4', '5'];

describe('care counts (issue 32 items 3 and 12)', () => {
  const app = signedInApp('zhangwei');
  /** The list's own total, as the screen's list call answers it. */
  const listTotal = (msgType: string, sendFlag: string, custId?: string) =>
    app.page.evaluate<number>(
      `fetch('api/queryCustcareMsgList?' + new URLSearchParams(${JSON.stringify({ msgType, sendFlag, pageNo: '1', pageSize: '1', ...(custId ? { custId } : {}) })})).then((r) => r.json()).then((a) => a.data.total)`,
    );
  const badge = (name: RegExp) => app.page.getByRole('tablist', { name: '关怀类型' }).getByRole('tab', { name });
  const badgeCount = async (name: RegExp) => {
    const dot = badge(name).locator('.tabs__count');
    return (await dot.count()) ? Number(await dot.innerText()) : 0;
  };

  it('shows each kind\'s unsent count, 灾害预警 included, and the count falls when one is sent', async () => {
    const { page } = app;
    await go(page, '/custcare-msg/custcare-msg-query');
    await shown(page, 'CustcareMsgQuery', '客户关怀');
    await page.locator('.care-item').first().waitFor();
    const names = [/生日关怀/, /年检提醒/, /新车批改/, /理赔关怀/, /灾害预警/, /增值服务/];
    await until(page, `document.querySelectorAll('.tabs__count').length > 0`);
    for (const [i, name] of names.entries()) {
      expect(await badgeCount(name), `badge ${String(name)}`).toBe(await listTotal(TYPES[i]!, '0'));
    }
    const disaster = await badgeCount(/灾害预警/);
    expect(disaster).toBeGreaterThan(0);
    await shots(page, 'care-counts');
    // The data board says the same: the total of the lists, 灾害预警 not 0 条.
    let total = 0;
    for (const t of TYPES) total += await listTotal(t, '0');
    await go(page, '/client/data-board');
    const board = page.getByRole('region', { name: '待发送的客户关怀' });
    await board.getByText(`共 ${total} 条待发送`).waitFor();
    await expect(board.innerText()).resolves.toMatch(new RegExp(`灾害预警\\s*${disaster} 条`));
    await go(page, '/custcare-msg/custcare-msg-query');
    await shown(page, 'CustcareMsgQuery');
    await until(page, `document.querySelectorAll('.tabs__count').length > 0`);

    // Send the first birthday message into the chat: back on the list its badge is one less.
    const before = await badgeCount(/生日关怀/);
    await badge(/生日关怀/).click();
    await page.locator('[aria-label="生日关怀未发送"] .care-item').first().click();
    await shown(page, 'CustcareMsgView', '关怀消息详情');
    await page.getByRole('navigation', { name: '操作' }).getByRole('button', { name: '发到当前会话' }).click();
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    await sheet.getByRole('button', { name: '模拟成功' }).click();
    await page.locator('.toast--success', { hasText: '发送成功' }).waitFor();
    await page.goBack();
    await shown(page, 'CustcareMsgQuery');
    await expect.poll(() => badgeCount(/生日关怀/)).toBe(before - 1);
  });

  it('opened from a customer: names them, opens on a kind with their messages, badges are theirs', async () => {
    const { page } = app;
    // A customer of 张伟's whose messages are not birthday ones, so the first tab would be empty.
    const all = await page.evaluate<CareItem[]>(
      `fetch('api/queryCustcareMsgList?sendFlag=0&pageNo=1&pageSize=200').then((r) => r.json()).then((a) => a.data.list)`,
    );
    const birthdays = new Set(all.filter((m) => m.msgType === '0').map((m) => m.custId));
    const cust = all.find((m) => !birthdays.has(m.custId))!;
    expect(cust).toBeTruthy();
    await go(page, `/customer-info/customerInfo-detail?custId=${cust.custId}`);
    await page.getByRole('navigation', { name: '客户操作' }).getByRole('link', { name: '客户关怀' }).click();
    await shown(page, 'CustcareMsgQuery', '客户关怀');
    await page.getByLabel('关怀对象').getByRole('link', { name: cust.custName }).waitFor();
    const items = page.locator('.care-item');
    await items.first().waitFor();
    // Every message shown is theirs, and the tab is not empty.
    const names = await page.evaluate<string[]>(`[...document.querySelectorAll('.care-item .care-item__head strong')].map((e) => e.textContent ?? '')`);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n === cust.custName)).toBe(true);
    for (const [i, name] of [/生日关怀/, /年检提醒/, /新车批改/, /理赔关怀/, /灾害预警/, /增值服务/].entries()) {
      expect(await badgeCount(name), `badge ${String(name)}`).toBe(await listTotal(TYPES[i]!, '0', cust.custId));
    }
    await shots(page, 'care-for-customer');
  });
});
