import { createServer, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN_SECRET } from '../../demo/token.js';
import { startDemoUpstream, type DemoUpstream } from '../../demo/upstream.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openBrowser, type Browser } from '../helpers/browser.js';
import { tokenFor } from '../helpers/session.js';
import { shown, until } from './app-helpers.js';

// Issue 35: never fake a send outside WeCom. The BFF runs as in production — UPSTREAM_URL (here a
// demo upstream started on its own, so the test can see what reached it), TOKEN_SECRET and
// PUBLIC_URL — and a staff member uses it from a PC browser (no wxwork in the user agent). The
// stand-in never shows; a send into the chat is not offered (disabled, 请在企业微信中打开后发送
// beside it) and nothing is recorded upstream; a send the server makes (to chosen customers)
// still goes out.

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

describe('outside WeCom against a real upstream, in Chromium', () => {
  let demo: DemoUpstream;
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;
  const calls = (name: string) => demo.state.calls.filter((c) => c.name === name);

  beforeAll(async () => {
    demo = await startDemoUpstream(0);
    const port = await freePort();
    url = `http://127.0.0.1:${port}/`;
    const config = loadConfig({ UPSTREAM_URL: demo.url, TOKEN_SECRET: DEMO_TOKEN_SECRET, PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'silent', AUDIT_LOG: 'off' });
    app = await buildApp({ config, upstreamUrl: demo.url, demo: false, logger: false, clientDir: 'dist/client' });
    await app.listen({ host: '127.0.0.1', port });
    browser = await openBrowser({ width: 360, height: 640 });
    await browser.context.addCookies([{ name: 'USER_TOKEN', value: tokenFor('44010001'), domain: '127.0.0.1', path: '/', httpOnly: true }]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await demo?.close();
  });

  it('a send into the chat is not offered, 请在企业微信中打开后发送 said up front: no stand-in, nothing recorded upstream', async () => {
    const { page } = browser;
    await page.goto(`${url}interact/interact-details?newsId=N20250002&comId=44000000`);
    await shown(page, 'InteractDetails');
    await page.getByRole('heading', { name: '出门在外，驾乘意外险了解一下' }).waitFor();
    await page.getByRole('note').filter({ hasText: '请在企业微信中打开后发送' }).waitFor();
    await expect(page.getByRole('button', { name: '发到当前会话' }).isDisabled()).resolves.toBe(true);
    // Whatever the refused send would have started has finished: nothing more goes out.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog', { name: '企业微信模拟' }).count()).resolves.toBe(0);
    expect(calls('sendMpNews')).toHaveLength(0);
    // No JS-SDK outside WeCom: nothing was signed either.
    expect(calls('config')).toHaveLength(0);

    expect(browser.errors).toEqual([]);
  });

  it('care: into the chat not offered and no send flag set; sent by the server (企业微信发送) it goes out', async () => {
    const { page } = browser;
    await page.goto(`${url}custcare-msg/custcare-msg-query?msgType=1&comId=44000000`);
    const item = page.locator('[aria-label="年检提醒未发送"] .care-item').first();
    await item.click();
    await shown(page, 'CustcareMsgView');
    await page.getByRole('note').filter({ hasText: '请在企业微信中打开后发送' }).waitFor();
    await expect(page.getByRole('button', { name: '发到当前会话' }).isDisabled()).resolves.toBe(true);
    // Whatever the refused send would have started has finished: nothing more goes out.
    await page.waitForLoadState('networkidle');
    expect(calls('updateCareMsgSendFlag')).toHaveLength(0);
    await expect(page.getByRole('dialog', { name: '企业微信模拟' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: '企业微信发送' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '发送', exact: true }).click();
    await page.locator('.toast--success', { hasText: '已提交企业微信，待成员确认' }).waitFor();
    expect(calls('sendCustcareMsg')).toHaveLength(1);
    expect(browser.errors).toEqual([]);
  });

  it('a send the server makes still goes out: the article to a chosen customer', async () => {
    const { page } = browser;
    await page.goto(`${url}news/send-person-news-group-msg?newsId=N20250002&comId=44000000`);
    await shown(page, 'SendPersonNewsGroupMsg', '资讯群发');
    await page.getByRole('button', { name: '选择客户', exact: true }).click();
    const picker = page.getByRole('dialog', { name: '选择发送的客户' });
    await picker.locator('.picker__row').first().waitFor();
    await picker.locator('.picker__row', { hasText: '刘芳' }).first().locator('input').check();
    await picker.getByRole('button', { name: '确定' }).click();
    await until(page, `!document.querySelector('.popup-mask')`);
    await page.getByRole('button', { name: '发送给 1 位客户' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '发送' }).click();
    await page.getByRole('region', { name: '发送进度' }).getByText('发送完成').waitFor();
    const liu = demo.state.db.customers.find((c) => c.custId === 'C4400000001')!;
    expect(calls('sendMpNews').map((c) => c.body)).toEqual([{ externalUserId: liu.externalUserId, newsId: 'N20250002', type: 'news' }]);
    expect(browser.errors).toEqual([]);
  });
});
