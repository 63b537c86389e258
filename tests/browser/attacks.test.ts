import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInApp, until } from './app-helpers.js';

// The cross-site findings of issue 11 (1, 3, 4) replayed in Chromium: a staff member is signed in
// to the app, then opens a page of another origin (another port; "localhost" is another site than
// 127.0.0.1, and 127.0.0.1 on another port is the same site) that tries to use their session.

const app = signedInApp('zhangwei');
let attacker: Server;
let pages = new Map<string, string>();
const origins: Record<'cross-site' | 'same-site', string> = { 'cross-site': '', 'same-site': '' };

beforeAll(async () => {
  attacker = createServer((req, res) => {
    const html = pages.get((req.url ?? '').split('?')[0]!) ?? '<p>nothing</p>';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  const { port } = attacker.address() as AddressInfo;
  origins['cross-site'] = `http://localhost:${port}`;
  origins['same-site'] = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  attacker.closeAllConnections();
  return new Promise<void>((resolve) => attacker.close(() => resolve()));
});
beforeEach(() => {
  pages = new Map();
  app.server.demo.state.calls.length = 0;
});

const appUrl = (path: string) => `${app.server.url}${path.replace(/^\//, '')}`;
const attack = (name: string, body: string) => pages.set(`/${name}`, `<!doctype html><html><body>${body}</body></html>`);
/** Whom the browser's session belongs to, asked by the app's own origin. */
async function signedInUser(): Promise<string | undefined> {
  const page = await app.browser.context.newPage();
  await page.goto(appUrl('/healthz'));
  const body = await page.evaluate<{ data?: { user?: { userId?: string } } }>(
    `fetch(${JSON.stringify(appUrl('/api/session?comId=44000000'))}, { headers: { 'x-csrf': '1' } }).then((r) => r.json())`,
  );
  await page.close();
  return body.data?.user?.userId;
}
/** The JSON the browser shows after navigating to an /api URL. */
async function shownJson(): Promise<{ ok: boolean; error?: { code: string } }> {
  await until(app.page, `location.href.startsWith(${JSON.stringify(app.server.url)})`);
  await app.page.waitForLoadState('load');
  return JSON.parse((await app.page.locator('body').textContent()) ?? '{}') as { ok: boolean; error?: { code: string } };
}

describe.each(['cross-site', 'same-site'] as const)('an attacker page (%s) cannot use the staff member’s session', (kind) => {
  it('finding 1: navigating the staff member to confirmQRCodeLoginPC confirms nothing; the attacker’s poll gets no session', async () => {
    // The attacker starts a PC login of their own (they hold its browser cookie).
    const attackerPc = request.agent(app.server.app.server);
    const { loginId } = (await attackerPc.post('/api/auth/pc-qr').set('x-csrf', '1')).body.data as { loginId: string };
    attack('qr', `<script>location.href = ${JSON.stringify(appUrl(`/api/confirmQRCodeLoginPC?loginId=${loginId}`))};</script>`);
    await app.page.goto(`${origins[kind]}/qr`);
    const shown = await shownJson();
    expect(shown.ok).toBe(false);
    // A form POST to the BFF's confirm route (no x-csrf; refused as cross-site first).
    attack(
      'qr-post',
      `<form method="post" action=${JSON.stringify(appUrl(`/api/auth/pc-qr/${loginId}/confirm`))}></form><script>document.forms[0].submit();</script>`,
    );
    await app.page.goto(`${origins[kind]}/qr-post`);
    expect((await shownJson()).error?.code).toBe('CROSS_SITE');
    const poll = await attackerPc.get(`/api/auth/pc-qr/${loginId}`);
    expect(poll.body.data.status).toBe('waiting');
    expect(String(poll.headers['set-cookie'] ?? '')).not.toMatch(/USER_TOKEN=[^;]/);
    expect(app.calls('confirmQRCodeLoginPC')).toEqual([]);
  });

  it('finding 3: a navigation to a state-changing GET call changes nothing (the customer is not blacklisted)', async () => {
    const custId = 'C4400000003';
    attack('blacklist', `<script>location.href = ${JSON.stringify(appUrl(`/api/updateMsgBlackList?custId=${custId}&operateType=1`))};</script>`);
    await app.page.goto(`${origins[kind]}/blacklist`);
    expect((await shownJson()).error?.code).toBe('CROSS_SITE');
    // Images and scripts pointing at it are refused too.
    attack('img', `<img src=${JSON.stringify(appUrl(`/api/updateMsgBlackList?custId=${custId}&operateType=1`))}><script src=${JSON.stringify(appUrl('/api/logout'))}></script>`);
    await app.page.goto(`${origins[kind]}/img`);
    await app.page.waitForLoadState('load');
    expect(app.calls('updateMsgBlackList')).toEqual([]);
    expect(app.calls('logout')).toEqual([]);
    expect(await signedInUser()).toBe('zhangwei');
  });

  it('finding 4: a navigation to the login mirrors does not replace the staff member’s session (no login CSRF)', async () => {
    for (const [name, path] of [
      ['code', '/api/codeExchangeId?code=demo-lina&comId=44000000'],
      ['login', '/api/login?code=demo-lina&comId=44000000'],
    ] as const) {
      attack(name, `<script>location.href = ${JSON.stringify(appUrl(path))};</script>`);
      await app.page.goto(`${origins[kind]}/${name}`);
      expect((await shownJson()).ok).toBe(false);
    }
    expect(app.calls('codeExchangeId')).toEqual([]);
    expect(app.calls('login')).toEqual([]);
    expect(await signedInUser()).toBe('zhangwei');
  });

  it('a form POST (finding 2’s spelling included) and a credentialed fetch reach nothing upstream', async () => {
    attack(
      'bind',
      `<form method="post" enctype="text/plain" action=${JSON.stringify(appUrl('/%61pi/weixinCustMainBinding'))}><input name='{"custId":"C4400000003","x":"' value='"}'></form><script>document.forms[0].submit();</script>`,
    );
    await app.page.goto(`${origins[kind]}/bind`);
    expect((await shownJson()).error?.code).toBe('CROSS_SITE');
    attack('fetch', `<script>fetch(${JSON.stringify(appUrl('/api/weixinCustMainQuery'))}, { method: 'POST', credentials: 'include', mode: 'no-cors', body: '{}' }).finally(() => { document.title = 'done'; });</script>`);
    await app.page.goto(`${origins[kind]}/fetch`);
    await until(app.page, `document.title === 'done'`);
    expect(app.calls('weixinCustMainBinding')).toEqual([]);
    expect(app.calls('weixinCustMainQuery')).toEqual([]);
  });
});

describe('the app itself still works with its session', () => {
  it('the staff member’s own page reads and changes state (x-csrf on every call)', async () => {
    await app.page.goto(appUrl('/home/customer-home-page'));
    const answer = await app.page.evaluate<{ ok: boolean }>(
      `fetch('api/updateMsgBlackList?custId=C4400000003&operateType=1', { headers: { 'x-csrf': '1' } }).then((r) => r.json())`,
    );
    expect(answer.ok).toBe(true);
    expect(app.calls('updateMsgBlackList')).toHaveLength(1);
  });
});
