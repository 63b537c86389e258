import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entryByName } from '../../shared/catalogue/index.js';
import { DEMO_TOKEN_SECRET } from '../../demo/token.js';
import { startDemoUpstream, type DemoUpstream } from '../../demo/upstream.js';
import { startRedis, type TestRedis } from '../helpers/redis.js';
import { cookieFor } from '../helpers/session.js';

// Issue 23: two BFF processes (the built entry point) on one Redis and one demo upstream, behind a
// round-robin client, behave as one BFF; with Redis stopped mid-run, security-relevant state fails
// closed (503), caches call the upstream, /readyz names the store, and it all comes back on its own.

let redis: TestRedis;
let demo: DemoUpstream;
const bffs: { child: ChildProcess; url: string }[] = [];

function startBff(redisUrl: string, logs?: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: '0',
      UPSTREAM_URL: demo.url,
      PUBLIC_URL: 'http://127.0.0.1',
      TOKEN_SECRET: DEMO_TOKEN_SECRET,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `test-${process.pid}:`,
      REVEAL_LIMIT_PER_HOUR: '3',
      LOG_LEVEL: 'warn',
      AUDIT_LOG: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c) => {
      out += c;
      logs?.push(String(c));
      const m = /open (http:\/\/[^\s]+)/.exec(out);
      if (m?.[1]) resolve({ child, url: m[1].replace(/\/$/, '') });
    });
    child.on('exit', (code) => reject(new Error(`BFF exited early (${code}): ${out}`)));
  });
}

/** A round-robin client: each request goes to the next replica, as behind a load balancer. */
let turn = 0;
const next = () => bffs[turn++ % bffs.length]!.url;
const on = (i: 0 | 1) => bffs[i]!.url;

interface Answer {
  status: number;
  body: { ok: boolean; data?: Record<string, unknown>; error?: { code: string; message: string } };
  headers: Headers;
}
async function call(base: string, method: string, path: string, opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.cookie) headers['cookie'] = opts.cookie;
  if (method !== 'GET') headers['x-csrf'] = '1';
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}) });
  return { status: res.status, body: (await res.json()) as Answer['body'], headers: res.headers };
}

const calls = (name: string) => demo.state.calls.filter((c) => c.name === name).length;
const setConfig = (code: string, value: string) => demo.state.config.systemConfig.set(code, value);
const staff = cookieFor('44010001');

beforeAll(async () => {
  [redis, demo] = await Promise.all([startRedis(), startDemoUpstream()]);
  bffs.push(...(await Promise.all([startBff(redis.url), startBff(redis.url)])));
}, 30_000);

afterAll(async () => {
  for (const { child } of bffs) child.kill('SIGTERM');
  await Promise.all(bffs.map(({ child }) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined)));
  await redis?.stop();
  await demo?.close();
});

beforeEach(() => {
  demo.resetData();
});

describe('two replicas on one Redis behave as one BFF', () => {
  it('both are ready and say which store they use', async () => {
    for (const i of [0, 1] as const) {
      const ready = await call(on(i), 'GET', '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body.data).toMatchObject({ status: 'ready', store: 'redis' });
    }
  });

  it('a remembered denial is seen on the other replica, and a reset on A lets the user through on B', async () => {
    setConfig('smart_business_card', '1');
    const wangfang = cookieFor('11010003');
    const decide = (base: string) => call(base, 'GET', '/api/session/permission?path=/customer-info/customerInfo-detail', { cookie: wangfang });
    expect((await decide(on(0))).body.data).toMatchObject({ permission: false, check: 'smartBusinessCard' });
    const register = await call(on(0), 'POST', '/api/mc/custManagerInfoRegister', { cookie: wangfang, body: { managerName: '王芳', managerType: 'manager', mobile: '13800138003', title: '客户经理' } });
    expect(register.body.ok, JSON.stringify(register.body)).toBe(true);
    const managerQueries = calls('queryManagerInfo');
    // B has never run the check: it answers A's remembered denial until the user resolves it.
    expect((await decide(on(1))).body.data).toMatchObject({ permission: false, check: 'smartBusinessCard' });
    expect(calls('queryManagerInfo')).toBe(managerQueries);
    expect((await call(on(0), 'POST', '/api/session/permission/reset', { cookie: wangfang })).body.data).toEqual({ reset: true });
    expect((await decide(on(1))).body.data).toEqual({ permission: true, check: 'none' });
  });

  it('a PC login started on A is confirmed on B and handed over on A, once', async () => {
    const issued = await fetch(`${on(0)}/api/auth/pc-qr`, { method: 'POST', headers: { 'x-csrf': '1' } });
    const { loginId } = ((await issued.json()) as { data: { loginId: string } }).data;
    const pcCookie = issued.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const poll = (base: string) => call(base, 'GET', `/api/auth/pc-qr/${loginId}`, { cookie: pcCookie });
    expect((await poll(on(1))).body.data).toEqual({ status: 'waiting' });
    // Scanned on A, confirmed on B: the scanning phone session is in the shared store.
    expect((await call(on(0), 'POST', `/api/auth/pc-qr/${loginId}/scan`, { cookie: staff })).status).toBe(200);
    expect((await call(on(1), 'POST', `/api/auth/pc-qr/${loginId}/confirm`, { cookie: staff })).body.data).toEqual({ status: 'confirmed' });
    // Confirmed once: a second confirmation on either replica is refused.
    expect((await call(on(0), 'POST', `/api/auth/pc-qr/${loginId}/confirm`, { cookie: staff })).body.error?.code).toBe('LOGIN_ID_INVALID');
    // Another browser that only knows the loginId gets nothing, on either replica.
    expect((await call(on(1), 'GET', `/api/auth/pc-qr/${loginId}`)).status).toBe(403);
    const done = await poll(on(0));
    expect(done.body.data).toEqual({ status: 'confirmed', redirect: '/' });
    expect(done.headers.getSetCookie().some((c) => c.startsWith('USER_TOKEN='))).toBe(true);
    expect((await poll(on(1))).body.data).toEqual({ status: 'expired' });
  });

  it('two confirmations racing on A and B: exactly one wins', async () => {
    const { loginId } = (await call(on(0), 'POST', '/api/auth/pc-qr')).body.data as { loginId: string };
    expect((await call(on(1), 'POST', `/api/auth/pc-qr/${loginId}/scan`, { cookie: staff })).status).toBe(200);
    const both = await Promise.all([0, 1].map((i) => call(on(i as 0 | 1), 'POST', `/api/auth/pc-qr/${loginId}/confirm`, { cookie: staff })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 410]);
  });

  it('the reveal limit is one count across replicas', async () => {
    // One of 李娜's own customers (the upstream refuses anyone else's).
    const hers = demo.state.db.customers.find((c) => c.bindUserCode === '44010002')!.custId;
    const reveal = () => call(next(), 'GET', `/api/decryptCustomerPhone?custId=${hers}`, { cookie: cookieFor('44010002') });
    for (let i = 0; i < 3; i++) expect((await reveal()).status).toBe(200);
    const limited = await reveal();
    expect(limited.status).toBe(429);
    expect(limited.body.error?.code).toBe('RATE_LIMITED');
    expect(calls('decryptCustomerPhone')).toBe(3);
  });

  it('an Idempotency-Key used on A gets the first answer on B, with one upstream call; racing repeats too', async () => {
    const bind = (base: string, key: string) =>
      call(base, 'POST', '/api/weixinCustMainBinding', { cookie: staff, body: entryByName('weixinCustMainBinding').example, headers: { 'idempotency-key': key } });
    const first = await bind(on(0), 'replica-key-0001');
    const again = await bind(on(1), 'replica-key-0001');
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(calls('weixinCustMainBinding')).toBe(1);
    const [a, b] = await Promise.all([bind(on(0), 'replica-key-0002'), bind(on(1), 'replica-key-0002')]);
    expect(a.body).toEqual(b.body);
    expect(calls('weixinCustMainBinding')).toBe(2);
  });

  it('config is fetched from the upstream once for both replicas', async () => {
    const comId = '11000000';
    for (let i = 0; i < 4; i++) expect((await call(next(), 'GET', `/api/queryAppConfig?comId=${comId}`, { cookie: staff })).body.ok).toBe(true);
    expect(calls('queryAppConfig')).toBe(1);
  });
});

describe('Redis stopped mid-run', () => {
  beforeAll(async () => {
    await redis.stop();
  });
  afterAll(async () => {
    await redis.start();
  });

  it('/readyz answers 503 on both replicas and names the state store', async () => {
    for (const i of [0, 1] as const) {
      const ready = await call(on(i), 'GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body.error).toEqual({ code: 'STATE_STORE_UNAVAILABLE', message: 'redis state store did not answer' });
    }
  });

  it('PC login ids, idempotency keys and rate limits fail closed with a clear 503, nothing sent upstream', async () => {
    const unavailable = { code: 'STATE_STORE_UNAVAILABLE', message: '服务暂时不可用（共享状态存储无法连接），请稍后重试' };
    const issue = await call(next(), 'POST', '/api/auth/pc-qr');
    expect(issue.status).toBe(503);
    expect(issue.body.error).toEqual(unavailable);
    const bind = await call(next(), 'POST', '/api/weixinCustMainBinding', { cookie: staff, body: entryByName('weixinCustMainBinding').example, headers: { 'idempotency-key': 'replica-key-down' } });
    expect(bind.status).toBe(503);
    expect(bind.body.error).toEqual(unavailable);
    const reveal = await call(next(), 'GET', '/api/decryptCustomerPhone?custId=C4400000001', { cookie: staff });
    expect(reveal.status).toBe(503);
    expect(reveal.body.error).toEqual(unavailable);
    expect(calls('weixinCustMainBinding') + calls('decryptCustomerPhone') + calls('confirmQRCodeLoginPC')).toBe(0);
  });

  it('cached calls still answer, from the upstream each time; permission checks still run', async () => {
    for (let i = 0; i < 2; i++) expect((await call(next(), 'GET', '/api/queryAppConfig?comId=44000000', { cookie: staff })).body.ok).toBe(true);
    expect(calls('queryAppConfig')).toBe(2);
    const decided = await call(next(), 'GET', '/api/session/permission?path=/customer-info/customerInfo-detail', { cookie: staff });
    expect(decided.body.data).toEqual({ permission: true, check: 'none' });
  });

  it('when Redis comes back, both replicas reconnect on their own', async () => {
    await redis.start();
    const deadline = Date.now() + 10_000;
    const ready = async () => (await Promise.all([0, 1].map((i) => call(on(i as 0 | 1), 'GET', '/readyz')))).every((r) => r.status === 200);
    while (!(await ready())) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 200));
    }
    const issue = await call(next(), 'POST', '/api/auth/pc-qr');
    expect(issue.status).toBe(200);
  });
});

describe('a replica started while Redis is unreachable', () => {
  it('starts anyway, says so, answers /readyz 503 and security-relevant calls 503, and serves cached calls from the upstream', async () => {
    const logs: string[] = [];
    const down = await startBff('redis://127.0.0.1:1', logs);
    try {
      expect(logs.join('')).toContain('redis state store not reachable at start');
      expect((await call(down.url, 'GET', '/readyz')).body.error?.code).toBe('STATE_STORE_UNAVAILABLE');
      expect((await call(down.url, 'POST', '/api/auth/pc-qr')).status).toBe(503);
      const config = await call(down.url, 'GET', '/api/queryAppConfig?comId=44000000', { cookie: staff });
      expect(config.body.ok).toBe(true);
    } finally {
      const exited = new Promise((r) => down.child.once('exit', r));
      down.child.kill('SIGTERM');
      await exited;
    }
  });
});
