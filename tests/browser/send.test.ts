import { beforeAll, describe, expect, it } from 'vitest';
import { appPath, go, loginAs, shots, shown, until, appInBrowser } from './app-helpers.js';

// The shared sending pieces (client/src/lib/send) on the debug-only /dev/send playground: choose
// customers in the picker, send them an article one by one with the progress view, come back to
// the progress after a reload, and send a card into the current chat. Area screens use the same
// pieces; their own tests do their jobs.

describe('sending to customers in Chromium', () => {
  const app = appInBrowser();
  beforeAll(async () => {
    const { hostname } = new URL(app.server.url);
    await app.browser.context.addCookies([{ name: 'debug', value: '1', domain: hostname, path: '/' }]);
    await loginAs(app.page, app.server.url, 'zhangwei');
  });

  it('chooses two to-do customers, sends each the article once and shows the progress, also after a reload', async () => {
    const { page } = app;
    await go(page, '/dev/send');
    await shown(page, 'DevSend', '发送组件演示');
    await page.getByRole('button', { name: '选择客户' }).click();
    const picker = page.getByRole('dialog', { name: '选择客户' });
    await picker.getByRole('tab', { name: '车险待办', selected: true }).waitFor();
    const boxes = picker.locator('input[type="checkbox"]:not([disabled])');
    await boxes.first().waitFor();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(picker.locator('.picker__count').innerText()).resolves.toBe('已选 2 位');
    await shots(page, 'send-picker');
    const names = await picker.locator('.picker__row:has(input:checked) strong').allInnerTexts();
    expect(names).toHaveLength(2);
    await picker.getByRole('button', { name: '确定' }).click();
    await until(page, `!document.querySelector('.popup-mask')`);

    await page.getByRole('button', { name: '逐个发送资讯' }).click();
    const progress = page.getByRole('region', { name: '发送进度' });
    await progress.getByText('发送完成').waitFor();
    await shots(page, 'send-progress');
    await expect(progress.getByRole('tab', { name: /已发送/ }).innerText()).resolves.toMatch(/^2\s*已发送$/);
    await expect(progress.getByRole('list', { name: '已发送的客户' }).innerText()).resolves.toContain(names[0]!);

    // The demo upstream got one sendMpNews per chosen customer, with the customer's WeCom id.
    const db = app.server.demo.state.db;
    const expected = db.customers.filter((c) => names.includes(c.name)).map((c) => c.externalUserId);
    expect(expected).toHaveLength(2);
    const sent = app.calls('sendMpNews').map((c) => c.body as Record<string, unknown>);
    expect(sent.map((f) => f['externalUserId']).sort()).toEqual([...expected].sort());
    expect(sent.every((f) => f['newsId'] === 'N20250001')).toBe(true);

    // The job id is in the URL: a reload comes back to the same progress, nothing sent again.
    expect(await appPath(page)).toMatch(/^\/dev\/send\?job=\w+$/);
    await page.reload();
    await page.getByRole('region', { name: '发送进度' }).getByText('发送完成').waitFor();
    expect(app.calls('sendMpNews')).toHaveLength(2);
  });

  it('lets the staff member search, but not choose customers they do not serve', async () => {
    const { page } = app;
    const db = app.server.demo.state.db;
    // An unbound Guangdong customer not on his tasks: the search finds them (to bind), but he does not serve them.
    // (A colleague's customer is not even found: the upstream's data permission.)
    const other = db.customers.find((c) => c.comId === '44000000' && !c.bindUserCode && !db.tasks.some((t) => t.custId === c.custId && t.userCode === '44010001'))!;
    await page.getByRole('button', { name: '选择客户' }).click();
    const picker = page.getByRole('dialog', { name: '选择客户' });
    await picker.getByRole('tab', { name: '搜索客户' }).click();
    await picker.getByRole('button', { name: '搜索' }).click();
    await page.getByText('请输入客户姓名、车牌号或手机号').first().waitFor();
    await picker.getByRole('searchbox', { name: '搜索客户' }).fill(other.name);
    await picker.getByRole('button', { name: '搜索' }).click();
    const row = picker.locator('.picker__row', { hasText: other.name }).first();
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('非本人客户');
    await expect(row.locator('input').isDisabled()).resolves.toBe(true);
    await shots(page, 'send-picker-search');
    await picker.getByRole('button', { name: '关闭' }).click();
    await until(page, `!document.querySelector('.popup-mask')`);
  });

  it('sends a card into the current chat through the stand-in', async () => {
    const { page } = app;
    await page.getByRole('button', { name: '发送到当前聊天' }).click();
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    await expect(sheet.getByTestId('message-card').innerText()).resolves.toContain('车险续保指南');
    await sheet.getByRole('button', { name: '模拟成功' }).click();
    await page.getByText('发送成功').first().waitFor();
  });

  it('chooses from the staff member\'s own WeCom customers and by a label', async () => {
    const { page } = app;
    const db = app.server.demo.state.db;
    await page.getByRole('button', { name: '选择客户' }).click();
    const picker = page.getByRole('dialog', { name: '选择客户' });
    await picker.getByRole('tab', { name: '我的客户' }).click();
    const mine = db.customers.filter((c) => c.bindUserCode === '44010001' && c.contactAddedAt !== null);
    await picker.locator('.picker__row').first().waitFor();
    const shown = await picker.locator('.picker__row strong').allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((n) => mine.some((c) => c.name === n))).toBe(true);
    await expect(picker.locator('.picker__row input[disabled]').count()).resolves.toBe(0);

    await picker.getByRole('tab', { name: '按标签' }).click();
    const chip = picker.getByRole('group', { name: '客户标签' }).getByRole('button').first();
    await chip.waitFor();
    await chip.click();
    await picker.locator('.picker__row').first().waitFor();
    const labelId = app.calls('queryLabelCustomers').at(-1)!.query['labelId'];
    expect(labelId).toMatch(/^L1-\d{2}$/);
    await shots(page, 'send-picker-label');
    await picker.getByRole('button', { name: '关闭' }).click();
  });
});
