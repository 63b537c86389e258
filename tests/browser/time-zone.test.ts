import { describe, expect, it } from 'vitest';
import { chinaTime } from '../../shared/domain/format.js';
import { appInBrowser, go, loginAs, shown, toastSays, until } from './app-helpers.js';

// Spec 000 §5: the upstream's times are China time (YYYY-MM-DD HH:mm:ss). A record made during the
// session shows the China time it was made at, on a phone set to another zone too (Los Angeles:
// 16 hours behind China in November), and "now" on the device is China's now; an instant of the
// device (a send job's ISO createdAt) is shown as China time too.

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

  it('the poster sends of this device show when each was sent in China time', async () => {
    const { page, server } = app;
    await go(page, '/poster/send-person-poster-group-msg?posterId=P20250004');
    await shown(page, 'SendPersonPosterGroupMsg', '海报群发');
    await page.getByRole('img', { name: '我的海报：百万医疗 守护全家' }).waitFor();
    await page.getByRole('button', { name: '选择客户', exact: true }).click();
    const picker = page.getByRole('dialog', { name: '选择要发送海报的客户' });
    const boxes = picker.locator('input[type="checkbox"]:not([disabled])');
    await boxes.first().waitFor();
    await boxes.first().check();
    await picker.getByRole('button', { name: '确定' }).click();
    await until(page, `!document.querySelector('.popup-mask')`);
    const before = chinaTime(server.demo.state.now(), 'YYYY-MM-DD HH:mm');
    await page.getByRole('button', { name: '发送给 1 位客户' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '发送' }).click();
    await shown(page, 'SendPersonPosterBatch', '海报批量发送');
    await page.getByRole('region', { name: '发送进度' }).getByText('发送完成').waitFor();
    const after = chinaTime(server.demo.state.now(), 'YYYY-MM-DD HH:mm');

    await go(page, '/poster/send-person-poster-batch');
    const job = page.getByRole('link', { name: /海报「百万医疗 守护全家」/ });
    await job.waitFor();
    const shownAt = (await job.innerText()).match(/\d{4}-\d\d-\d\d \d\d:\d\d/)?.[0];
    expect([before, after]).toContain(shownAt);
  });

  // Last: the marketing mobile differs from the WeCom one afterwards.
  it('a changed mobile shows 最近修改 at the China time of the change', async () => {
    const { page, server } = app;
    await go(page, '/customer-info/account-info');
    await shown(page, 'AccountInfo', '账号信息');
    await page.getByRole('textbox', { name: '新手机号' }).fill('13622227777');
    await page.getByRole('button', { name: '获取验证码' }).click();
    const hint = page.getByText(/^演示环境验证码：\d{6}$/);
    await hint.waitFor();
    await page.getByRole('textbox', { name: '短信验证码' }).fill((await hint.innerText()).slice(-6));
    const before = chinaTime(server.demo.state.now(), 'YYYY-MM-DD HH:mm');
    await page.getByRole('button', { name: '确认修改' }).click();
    await toastSays(page, 'success', '手机号已修改');
    const after = chinaTime(server.demo.state.now(), 'YYYY-MM-DD HH:mm');
    const phones = page.getByRole('region', { name: '手机号', exact: true });
    await phones.getByText('1362****777').waitFor();
    const shownAt = (await phones.innerText()).match(/最近修改\s*(\d{4}-\d\d-\d\d \d\d:\d\d):\d\d/)?.[1];
    expect([before, after]).toContain(shownAt);
  });
});
