import { describe, expect, it } from 'vitest';
import { confirmTask, createTask, receivedOn, settle } from '../../demo/state/mass.js';
import { chinaTime } from '../../shared/domain/index.js';
import { confirmMassTask, go, shots, shown, signedInApp, until } from './app-helpers.js';

// Disaster warnings (issue 17, part B) in Chromium against the demo upstream, as 张伟 (Guangdong):
// the warning and its affected customers, one reminded into the chat as text and one as a link
// card to the detail page (the flag written back each time); the rest sent through WeCom by the
// server — a WeCom task, 待成员确认 with nothing sent until the stand-in confirms it, then the
// results, one customer over WeCom's daily limit — and what is left by SMS, with the result.

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

  it('sends the warning through WeCom as a WeCom task: 待成员确认 with nothing sent, confirmed (the stand-in), then the results, one customer over the daily limit', async () => {
    const { page, server } = app;
    const { db, mass, care } = server.demo.state;
    const now = server.demo.state.now();
    const today = chinaTime(now).slice(0, 10);
    const typhoon = () => care.messages.filter((m) => m.msgType === '4' && m.warningId === 'ZH2026110101' && m.userCode === '44010001');
    const unsent = typhoon().filter((m) => m.sendFlag === '0' && !mass.blacklist.has(m.custId) && db.customers.filter((c) => c.name === m.custName).length === 1);
    const limited = unsent.at(-1)!;
    // The customer got a mass message from the enterprise earlier today: a colleague's send, confirmed.
    const earlier = createTask(mass, db, { userCode: '44010002', creatorName: '李娜', comCode: '44010000', taskId: null, draft: undefined, msgType: '1', filterType: '1', title: '早间问候', content: '您好', custIds: [limited.custId] }, chinaTime(now));
    confirmTask(mass, earlier, now.getTime() - 60_000);
    settle(mass, now.getTime());
    expect(receivedOn(mass, limited.custId, today)).toBe(true);

    await go(page, '/customer-info/street-sweeping-send?warningId=ZH2026110101');
    await shown(page, 'StreetSweepingSend', '发送灾害提醒');
    await page.getByRole('radio', { name: '企业微信', checked: true }).waitFor();
    await page.getByRole('navigation', { name: '操作' }).getByRole('button', { name: /发送给 \d+ 位客户/ }).click();
    const ask = page.getByRole('alertdialog');
    await ask.getByText('需你在企业微信中确认后才会发出').waitFor();
    await ask.getByRole('button', { name: '提交到企业微信' }).click();

    // The WeCom task waits for the staff member: nothing sent.
    const task = page.getByRole('region', { name: '企业微信群发任务' });
    await task.locator('.tag', { hasText: '待成员确认' }).waitFor();
    await task.getByRole('note', { name: '待成员确认' }).getByText(/尚未发给任何客户.*群发助手/).waitFor();
    await expect(task.getByRole('tab', { name: /已发送/ }).innerText()).resolves.toMatch(/^0\s*已发送$/);
    const h = mass.histories.at(-1)!;
    expect(h).toMatchObject({ title: '灾害提醒：台风“银杏”橙色预警', status: '0', userCode: '44010001' });
    expect(typhoon().filter((m) => m.historyId === h.historyId).every((m) => m.sendFlag === '0')).toBe(true);
    // Blacklisted customers were left out by the BFF, and the page says so.
    await page.getByText(/未提交（客户在消息黑名单中）/).waitFor();
    await shots(page, 'disaster-task-waiting');

    // The list shows it waiting (never 已发送), its tag leading back to the task; the page asks again while it waits.
    await go(page, '/customer-info/street-sweeping');
    await shown(page, 'StreetSweeping', '灾害提醒');
    await page.locator('[aria-label="未发送的客户"] .mass-item').getByText('待成员确认').first().click();
    await shown(page, 'StreetSweepingSend', '发送灾害提醒');
    const asked = app.calls('queryGroupMsgHistoryById').filter((c) => c.query['historyId'] === h.historyId).length;
    await expect.poll(() => app.calls('queryGroupMsgHistoryById').filter((c) => c.query['historyId'] === h.historyId).length, { timeout: 12_000 }).toBeGreaterThan(asked);

    // Confirmed in WeCom (the stand-in): the results arrive; the customer over the daily limit is not sent.
    await confirmMassTask(page);
    await task.getByRole('status').filter({ hasText: '发送完成，1 位客户超出群发上限' }).waitFor({ timeout: 30_000 });
    await task.locator('.tag', { hasText: '已完成' }).waitFor();
    await expect(task.getByRole('list', { name: '超出上限的客户' }).innerText()).resolves.toMatch(new RegExp(`${limited.custName}[\\s\\S]*超出群发上限`));
    await expect(task.getByRole('tab', { name: /已发送/ }).innerText()).resolves.toMatch(new RegExp(`^${h.total - 1}\\s*已发送$`));
    expect(typhoon().find((m) => m.msgId === limited.msgId)).toMatchObject({ sendFlag: '0' });
    expect(typhoon().find((m) => m.msgId === limited.msgId)!.historyId).toBeUndefined();
    // Still to remind: the customer over the limit (by SMS below).
    await page.getByRole('region', { name: /未提醒的客户/ }).getByText(limited.custName).waitFor();
    await shots(page, 'disaster-task-results');
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
    const result = page.getByRole('region', { name: '发送结果' });
    await result.getByRole('status').filter({ hasText: '发送完成' }).waitFor();
    expect(bodyOf(app.calls('sendDisasterWarningMsg').at(-1)!)).toMatchObject({ warningId: 'ZH2026110101', sendType: '2' });
    await result.getByRole('tab', { name: /已发送/ }).waitFor();
    const sentRows = await result.locator('.send-progress__row').count();
    // The seeded blacklisted customer is left out by the BFF (issue 30) and shown as skipped, with why.
    await result.getByRole('tab', { name: /已跳过/ }).click();
    await result.locator('.send-progress__row').getByText('客户在消息黑名单中，未发送').first().waitFor();
    const skippedRows = await result.locator('.send-progress__row').count();
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
