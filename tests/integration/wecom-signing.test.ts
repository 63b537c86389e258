import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { startStack, type TestStack } from '../helpers/app.js';
import { cookieFor } from '../helpers/session.js';

// Issue 35: the BFF signs JS-SDK pages of this app only (under PUBLIC_URL and BASE_PATH), caches no
// signature, and serves WeCom's trusted-domain verification file at the domain root even with a
// BASE_PATH.

const dir = mkdtempSync(join(tmpdir(), 'wecom-verify-'));
const VERIFY = join(dir, 'WW_verify_Ab12Cd34Ef56Gh78.txt');
writeFileSync(VERIFY, 'Ab12Cd34Ef56Gh78');

describe('JS-SDK signing and the verification file (PUBLIC_URL https://wecom.insurer.cn, BASE_PATH /app/)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack({ PUBLIC_URL: 'https://wecom.insurer.cn', BASE_PATH: '/app/', WECOM_VERIFY_FILE: VERIFY });
  });
  afterAll(() => stack?.close());
  const sign = (name: 'config' | 'config-sign', url: string) =>
    stack.app.inject({ method: 'GET', url: `/app/api/${name}`, query: { url }, headers: { cookie: cookieFor() } });
  const upstream = (name: string) => stack.demo.state.calls.filter((c) => c.name === name).length;

  it('signs a page of the app, every time from the upstream (no cached signature), answered no-store', async () => {
    const page = 'https://wecom.insurer.cn/app/customer-info/customerInfo-detail?custId=C4400000001';
    const before = upstream('config');
    for (let i = 0; i < 2; i++) {
      const res = await sign('config', page);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ corpid: expect.any(String), agentid: expect.anything(), signature: expect.any(String) });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(upstream('config') - before).toBe(2);
    expect((await sign('config-sign', 'https://wecom.insurer.cn/app/')).statusCode).toBe(200);
  });

  it.each([
    ['another site', 'https://evil.example.com/app/home'],
    ['a look-alike host', 'https://wecom.insurer.cn.evil.example.com/app/home'],
    ['http instead of https', 'http://wecom.insurer.cn/app/home'],
    ['outside the base path', 'https://wecom.insurer.cn/other/home'],
    ['a base-path prefix that is another folder', 'https://wecom.insurer.cn/application/home'],
    ['credentials in the URL', 'https://user:pw@wecom.insurer.cn/app/home'],
    ['a #fragment (WeCom signs without it)', 'https://wecom.insurer.cn/app/home#x'],
    ['not a URL', 'javascript:alert(1)'],
  ])('refuses %s with 400 and asks the upstream nothing', async (_what, url) => {
    const before = upstream('config') + upstream('config-sign');
    for (const name of ['config', 'config-sign'] as const) {
      const res = await sign(name, url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, error: { code: 'PAGE_URL_NOT_ALLOWED', message: '只能为本应用的页面签名：页面地址须在 PUBLIC_URL 之下：url' } });
    }
    expect(upstream('config') + upstream('config-sign')).toBe(before);
  });

  it('serves the verification file at the domain root, outside BASE_PATH', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/WW_verify_Ab12Cd34Ef56Gh78.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('Ab12Cd34Ef56Gh78');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect((await stack.app.inject({ method: 'GET', url: '/WW_verify_Other.txt' })).statusCode).toBe(404);
  });

  it('refuses a verification file that is not WeCom’s at start', () => {
    const wrong = join(dir, 'verify.txt');
    writeFileSync(wrong, 'x');
    expect(() => loadConfig({ WECOM_VERIFY_FILE: wrong })).toThrow(ConfigError);
    expect(() => loadConfig({ WECOM_VERIFY_FILE: join(dir, 'WW_verify_Missing1.txt') })).toThrow(/cannot be read/);
  });
});

describe('JS-SDK signing with the demo upstream and no PUBLIC_URL', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it('signs pages of the address the browser used, nothing else', async () => {
    const headers = { cookie: cookieFor(), host: '127.0.0.1:3000' };
    const own = await stack.app.inject({ method: 'GET', url: '/api/config', query: { url: 'http://127.0.0.1:3000/home/customer-home-page?comId=44000000' }, headers });
    expect(own.statusCode).toBe(200);
    const foreign = await stack.app.inject({ method: 'GET', url: '/api/config', query: { url: 'http://127.0.0.1:4000/home' }, headers });
    expect(foreign.statusCode).toBe(400);
  });

  it('tells the client the stand-in may run (demo upstream)', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/api/session', query: { comId: '44000000' }, headers: { cookie: cookieFor() } });
    expect(res.json().data.wecomStandIn).toBe(true);
  });
});
