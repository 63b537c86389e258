import { describe, expect, it } from 'vitest';
import { chinaTime } from '../../shared/domain/format.js';
import { appInBrowser, go, loginAs, shown } from './app-helpers.js';

// Spec 000 §5: the upstream's times are China time (YYYY-MM-DD HH:mm:ss). A record made during the
// session shows the China time it was made at, on a phone set to another zone too (Los Angeles:
// 16 hours behind China in November), and "now" on the device is China's now.

describe('times on a device in another time zone', () => {
  const app = appInBrowser({}, { timezoneId: 'America/Los_Angeles' });

  it('a customer put on the blacklist shows 加入于 at the China time it happened', async () => {
    const { page, server } = app;
    await loginAs(page, server.url, 'zhangwei');
    const cust = server.demo.state.db.customers.find((c) => c.bindUserCode === '44010001' && c.name.length > 1 && !c.name.includes('*'))!;
    const before = chinaTime(server.demo.state.now(), 'YYYY-MM-DD HH:mm');
    const status = await page.evaluate<number>(
      `fetch('api/updateMsgBlackList', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf': '1' }, body: JSON.stringify({ custId: ${JSON.stringify(cust.custId)}, operateType: '1', reason: '时区检查' }) }).then((r) => r.status)`,
    );
    expect(status).toBe(200);
    const after = chinaTime(server.demo.state.now(), 'YYYY-MM-DD HH:mm');

    await go(page, '/msg-blacklist/config');
    await shown(page, 'MsgBlacklistConfig', '消息黑名单');
    const row = page.locator('[aria-label="黑名单客户"] .mass-item', { hasText: '时区检查' });
    await row.waitFor();
    const shownAt = (await row.innerText()).match(/加入于 (\d{4}-\d\d-\d\d \d\d:\d\d)/)?.[1];
    expect([before, after]).toContain(shownAt);
    // The device really is elsewhere: its own clock reads another day or hour than China's.
    const deviceHour = await page.evaluate<number>('new Date().getHours()');
    expect(deviceHour).not.toBe(Number(chinaTime(Date.now(), 'HH')));
  });
});
