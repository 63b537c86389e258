import { describe, expect, it } from 'vitest';
import { go, shots, shown, signedInApp, until } from './app-helpers.js';

// Disaster warnings (issue 17, part B) in Chromium against the demo upstream, as 张伟 (Guangdong):
// the warning and its affected customers, one reminded into the chat as text and one as a link
// card to the detail page (the flag written back each time), then all the rest sent by the server
// with the result.

const bodyOf = (c: { body: unknown; query: Record<string, string> }) => ({ ...c.query, ...((c.body ?? {}) as Record<string, unknown>) });

describe('disaster warnings in Chromium', () => {
  const app = signedInApp('zhangwei');

  const sendFirstToChat = async () => {
    const { page } = app;
    const first = page.locator('[aria-label="未发送的客户"] .mass-item', { has: page.locator('button.dw-send') }).first();
    await first.waitFor();
    const name = (await first.locator('strong').innerText()).trim();
    await first.getByRole('button', { name: `发送给 ${name}` }).click();
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    const card = await sheet.getByTestId('message-card').innerText();
    await sheet.getByRole('button', { name: '模拟成功' }).click();
    await page.locator('.toast--success', { hasText: '发送成功' }).last().waitFor();
    return { name, card };
  };

  it('shows the warning and its affected customers, and reminds one into the chat as text', async () => {
    const { page } = app;
    await go(page, '/custcare-msg/disaster-warning-msg');
    await shown(page, 'DisasterWarningMsg', '灾害预警');
    await page.getByRole('tab', { name: '台风“银杏”橙色预警', selected: true }).waitFor();
    await page.getByText('影响区域：广东省沿海地区').waitFor();
    await shots(page, 'disaster-warnings');
    const flags = app.calls('updateCareMsgSendFlag').length;
    const { name, card } = await sendFirstToChat();
    expect(card).toContain('台风“银杏”');
    expect(card).toContain('95518');
    const flag = app.calls('updateCareMsgSendFlag').slice(flags);
    expect(flag.map((c) => bodyOf(c))).toEqual([expect.objectContaining({ sendFlag: '1', sendType: '1' })]);
    await page.getByRole('tab', { name: '已发送' }).click();
    await until(page, `location.search.includes('sendFlag=1')`);
    await page.locator('[aria-label="已发送的客户"] .mass-item', { hasText: name }).first().waitFor();
  });

  it('sends the link variant as a card to the detail page, which shows the warning and advice', async () => {
    const { page } = app;
    await go(page, '/custcare-msg/disaster-warning-msg-with-link-url');
    await shown(page, 'DisasterWarningMsgWithLinkUrl', '灾害预警（链接）');
    const { card } = await sendFirstToChat();
    expect(card).toContain('台风“银杏”橙色预警');
    await page.getByRole('link', { name: '详情' }).click();
    await shown(page, 'DisasterWarningMsgWithLinkUrlDetail', '灾害预警详情');
    await page.getByText('防范建议').waitFor();
    await page.getByText(/远离广告牌/).first().waitFor();
    await shots(page, 'disaster-detail');
  });

  it('sends the warning to all customers not yet reminded, by SMS, and shows the result', async () => {
    const { page } = app;
    await go(page, '/customer-info/street-sweeping');
    await shown(page, 'StreetSweeping', '灾害提醒');
    await page.locator('[aria-label="未发送的客户"] .mass-item').first().waitFor();
    await page.getByRole('navigation', { name: '操作' }).getByRole('link', { name: '全部发送' }).click();
    await shown(page, 'StreetSweepingSend', '发送灾害提醒');
    await page.getByRole('radio', { name: '短信' }).click();
    const button = page.getByRole('navigation', { name: '操作' }).getByRole('button', { name: /发送给 \d+ 位客户/ });
    const n = Number((await button.innerText()).replace(/\D/g, ''));
    expect(n).toBeGreaterThan(0);
    await shots(page, 'disaster-send');
    await button.click();
    await page.getByRole('alertdialog').getByRole('button', { name: '发送', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '发送完成' }).waitFor();
    expect(bodyOf(app.calls('sendDisasterWarningMsg').at(-1)!)).toMatchObject({ warningId: 'ZH2026110101', sendType: '2' });
    await page.getByRole('tab', { name: /已发送/ }).waitFor();
    const sentRows = await page.locator('.send-progress__row').count();
    // The seeded blacklisted customer is left out by the BFF (issue 30) and shown as skipped, with why.
    await page.getByRole('tab', { name: /已跳过/ }).click();
    await page.locator('.send-progress__row').getByText('客户在消息黑名单中，未发送').first().waitFor();
    const skippedRows = await page.locator('.send-progress__row').count();
    expect(skippedRows).toBeGreaterThan(0);
    expect(sentRows + skippedRows).toBe(n);

    // Only the blacklisted customers are still not reminded: nothing went to them.
    await go(page, '/customer-info/street-sweeping');
    await shown(page, 'StreetSweeping', '灾害提醒');
    const left = page.locator('[aria-label="未发送的客户"] .mass-item');
    await left.first().waitFor();
    await expect(left.count()).resolves.toBe(skippedRows);
  });
});
