import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_TOKEN_SECRET } from '../../demo/token.js';
import type { DemoUpstream } from '../../demo/upstream.js';
import { loadConfig } from '../../server/config.js';
import { ENUMERATION_LIMITED } from '../../server/plugins/enumeration.js';
import type { FastifyInstance } from 'fastify';
import { startStack, type TestStack } from '../helpers/app.js';
import { auditCapture } from '../helpers/audit.js';
import { cookieFor, tokenFor } from '../helpers/session.js';

// Bearer access for internal apps (INTERNAL_APPS): a staff member's upstream token as a bearer token
// plus the app's own key; the app reaches only what it was granted, and the audit log and metrics
// name it. Against the demo upstream.

const CLAIMS_KEY = 'claims-portal-key-0123456789abcdef0123456789';
const REPORTS_KEY = 'reports-key-fedcba9876543210fedcba98765432';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const APPS = [
  { name: 'claims-portal', keySha256: sha256(CLAIMS_KEY), calls: ['7.3', 'session'], perMinute: 1000 },
  { name: 'reports', keySha256: sha256(REPORTS_KEY), calls: ['weixinCustPortraitDetail'], perMinute: 3 },
];

// The enumeration budget, low enough to reach in a test (by another staff member than the other tests').
const ENUMERATION_LIMIT = 4;

const captured = auditCapture();
const audit = captured.lines;
// The request log (pino's lines), captured the same way.
const logged = auditCapture();

let stack: TestStack;
let demo: DemoUpstream;
let app: FastifyInstance;
beforeAll(async () => {
  stack = await startStack(
    { TOKEN_SECRET: DEMO_TOKEN_SECRET, INTERNAL_APPS: JSON.stringify(APPS), ENUMERATION_LIMIT_PER_HOUR: String(ENUMERATION_LIMIT) },
    { auditStream: captured.stream, logStream: logged.stream },
  );
  ({ app, demo } = stack);
});
afterAll(() => stack.close());
afterEach(() => {
  demo.resetData();
  captured.clear();
  logged.clear();
});

const api = () => request(app.server);
const upstreamCalls = () => demo.state.calls.length;
const bearer = (userCode?: string, ttlS?: number) => `Bearer ${tokenFor(userCode, ttlS)}`;

describe('an internal app with a staff token and its own key', () => {
  it('reaches a granted call with the same answer the staff member gets in the app, as that staff member', async () => {
    const asApp = await api().get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' }).set('authorization', bearer()).set('x-app-key', CLAIMS_KEY);
    expect(asApp.status).toBe(200);
    const asStaff = await api().get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' }).set('cookie', cookieFor());
    expect(asApp.body).toEqual(asStaff.body);
    const [first] = demo.state.calls.filter((c) => c.name === 'weixinCustPortraitDetail');
    expect(first?.userCode).toBe('44010001');
    // Only the token goes upstream, as USER_TOKEN (as for the cookie): never the app's key.
    expect(first?.cookieNames).toEqual(['USER_TOKEN']);
    expect(JSON.stringify(demo.state.calls)).not.toContain(CLAIMS_KEY);
  });

  it('a state-changing call needs no x-csrf (a bearer token is not ambient) and says nothing about cookies', async () => {
    const res = await api().post('/api/weixinCustMainBinding').send({ custId: 'C4400000002' }).set('authorization', bearer()).set('x-app-key', CLAIMS_KEY);
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    expect(res.headers['set-cookie']).toBeUndefined();
    // Its audit line names the app and the staff member of the token.
    expect(audit).toContainEqual(expect.objectContaining({ log: 'audit', app: 'claims-portal', userCode: '44010001', call: 'weixinCustMainBinding', status: 200 }));
  });

  it('a token the upstream refreshed comes back as x-refreshed-token, never as a cookie', async () => {
    const res = await api().get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' }).set('authorization', bearer(undefined, 60)).set('x-app-key', CLAIMS_KEY);
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const refreshed = res.headers['x-refreshed-token'] as string;
    expect(refreshed.split('.')).toHaveLength(3);
    // The new token works as the bearer from then on.
    const again = await api().get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' }).set('authorization', `Bearer ${refreshed}`).set('x-app-key', CLAIMS_KEY);
    expect(again.status).toBe(200);
  });

  it('the request log line names the app and the staff member of the token', async () => {
    const res = await api().get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' }).set('authorization', bearer()).set('x-app-key', CLAIMS_KEY).set('x-request-id', 'app-log-1');
    expect(res.status).toBe(200);
    // Written when the answer has gone out: possibly after the client has it.
    await vi.waitFor(() => expect(logged.lines.find((l) => l.reqId === 'app-log-1' && l.msg === 'request')).toBeDefined());
    expect(logged.lines.find((l) => l.reqId === 'app-log-1' && l.msg === 'request')).toMatchObject({ app: 'claims-portal', user: '44010001', route: '/api/weixinCustPortraitDetail', status: 200 });
    // Every line of the request names the app.
    expect(logged.lines.filter((l) => l.reqId === 'app-log-1').every((l) => l.app === 'claims-portal')).toBe(true);
  });

  it('past the enumeration budget: 429 ENUMERATION_LIMITED, nothing upstream, an audit line naming the app and the staff member', async () => {
    const lina = '44010002';
    const hers = demo.state.db.customers.filter((c) => c.bindUserCode === lina).slice(0, ENUMERATION_LIMIT + 1);
    expect(hers).toHaveLength(ENUMERATION_LIMIT + 1);
    const read = (custId: string) => api().get('/api/weixinCustPortraitDetail').query({ custId }).set('authorization', bearer(lina)).set('x-app-key', CLAIMS_KEY);
    for (const c of hers.slice(0, ENUMERATION_LIMIT)) expect((await read(c.custId)).status).toBe(200);
    const before = upstreamCalls();
    const refused = await read(hers[ENUMERATION_LIMIT]!.custId);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ ok: false, error: { code: 'ENUMERATION_LIMITED', message: ENUMERATION_LIMITED } });
    expect(upstreamCalls()).toBe(before);
    expect(audit).toContainEqual(
      expect.objectContaining({ log: 'audit', msg: 'enumeration-limit', app: 'claims-portal', userCode: lina, call: 'weixinCustPortraitDetail', record: 'customer', limit: ENUMERATION_LIMIT, outcome: 'refused' }),
    );
  });

  it('"session" grants who-am-I for the bearer’s staff member', async () => {
    const res = await api().get('/api/session').query({ comId: '44000000' }).set('authorization', bearer()).set('x-app-key', CLAIMS_KEY);
    expect(res.status).toBe(200);
    expect(res.body.data.user.userCode).toBe('44010001');
  });

  it('a reveal by an app is audited with the app’s name and the staff member', async () => {
    const res = await api().get('/api/decryptCustomerPhone').query({ custId: 'C4400000001' }).set('authorization', bearer()).set('x-app-key', CLAIMS_KEY);
    expect(res.status).toBe(200);
    expect(audit).toContainEqual(expect.objectContaining({ log: 'audit', app: 'claims-portal', userCode: '44010001', call: 'decryptCustomerPhone', outcome: 'revealed' }));
  });

  it('a call outside the grant → 403 APP_NOT_GRANTED, nothing upstream, one audit line naming the app', async () => {
    const before = upstreamCalls();
    const res = await api().get('/api/wf/queryACRMAllInfo').query({ custId: 'C4400000001' }).set('authorization', bearer()).set('x-app-key', CLAIMS_KEY);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ ok: false, error: { code: 'APP_NOT_GRANTED', message: '该应用无权调用此接口' } });
    expect(upstreamCalls()).toBe(before);
    expect(audit).toContainEqual(expect.objectContaining({ log: 'audit', app: 'claims-portal', route: '/api/wf/queryACRMAllInfo', status: 403, outcome: 'refused' }));
    // Nor the login routes: an app never starts a browser session.
    const login = await api().post('/api/auth/demo-login').send({ userId: 'zhangwei' }).set('authorization', bearer()).set('x-app-key', CLAIMS_KEY);
    expect(login.status).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();
  });

  it('a leaked app key alone reaches nothing, not even with a staff cookie', async () => {
    const before = upstreamCalls();
    for (const extra of [{}, { cookie: cookieFor() }]) {
      const res = await api().get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' }).set('x-app-key', CLAIMS_KEY).set(extra);
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body.error.code).toBe('BEARER_REQUIRED');
    }
    expect(upstreamCalls()).toBe(before);
  });

  it('a token without the app key, or with a wrong one, reaches nothing', async () => {
    const before = upstreamCalls();
    for (const key of [undefined, 'guess', `${CLAIMS_KEY}x`, sha256(CLAIMS_KEY)]) {
      let req = api().get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' }).set('authorization', bearer());
      if (key) req = req.set('x-app-key', key);
      const res = await req;
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('APP_KEY_INVALID');
    }
    expect(upstreamCalls()).toBe(before);
    expect(audit.every((line) => line.app === 'unknown')).toBe(true);
  });

  it('a forged or expired token with a good key → 401 NOT_LOGGED_IN', async () => {
    const good = tokenFor();
    const [h, p] = good.split('.');
    for (const token of [`${h}.${p}.AAAA`, tokenFor(undefined, -10), 'not-a-token']) {
      const res = await api().get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' }).set('authorization', `Bearer ${token}`).set('x-app-key', CLAIMS_KEY);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('NOT_LOGGED_IN');
    }
  });

  it('the session is the bearer’s: a cookie of another staff member on the same request is ignored', async () => {
    await api().get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' }).set('authorization', bearer()).set('x-app-key', CLAIMS_KEY).set('cookie', cookieFor('44010002'));
    const calls = demo.state.calls.filter((c) => c.name === 'weixinCustPortraitDetail');
    expect(calls.at(-1)?.userCode).toBe('44010001');
  });

  it('each app has its own rate limit per minute (429 with Retry-After), and /metrics counts its requests by app', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api().get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' }).set('authorization', bearer()).set('x-app-key', REPORTS_KEY);
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // The other app is not limited by this one's use.
    const other = await api().get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' }).set('authorization', bearer()).set('x-app-key', CLAIMS_KEY);
    expect(other.status).toBe(200);
    const metrics = (await api().get('/metrics')).text;
    expect(metrics).toMatch(/internal_app_requests_total\{app="reports",route="\/api\/weixinCustPortraitDetail",status="200"\} 3/);
    expect(metrics).toMatch(/internal_app_requests_total\{app="reports",route="\/api\/weixinCustPortraitDetail",status="429"\} 2/);
  });

  it('staff in the browser are unchanged: the cookie still needs x-csrf for a state change', async () => {
    const res = await api().post('/api/weixinCustMainBinding').send({ custId: 'C4400000002' }).set('cookie', cookieFor());
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('CSRF');
    // A proxy's Basic credentials on a staff request are not an app's: the cookie serves it.
    const basic = await api().get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' }).set('cookie', cookieFor()).set('authorization', 'Basic dXNlcjpwYXNz');
    expect(basic.status).toBe(200);
  });
});

describe('INTERNAL_APPS configuration', () => {
  it('refuses unknown calls, bad hashes and repeated names at start, naming the variable', () => {
    const bad = (apps: unknown) => () => loadConfig({ INTERNAL_APPS: JSON.stringify(apps) });
    expect(bad([{ ...APPS[0], calls: ['noSuchCall'] }])).toThrow(/INTERNAL_APPS\[0\]\.calls/);
    expect(bad([{ ...APPS[0], keySha256: 'abc' }])).toThrow(/keySha256/);
    expect(bad([APPS[0], { ...APPS[1], name: 'claims-portal' }])).toThrow(/repeats/);
    expect(() => loadConfig({ INTERNAL_APPS: '{' })).toThrow(/INTERNAL_APPS must be a JSON array/);
  });
});
