import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream } from '../../demo/upstream.js';
import { DEMO_TOKEN_SECRET } from '../../demo/token.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { EX } from '../../shared/catalogue/examples.js';
import { entryByName } from '../../shared/catalogue/index.js';
import { startStack, type TestStack } from '../helpers/app.js';
import { startRedis, type TestRedis } from '../helpers/redis.js';
import { cookieFor } from '../helpers/session.js';

// Issue 30, findings 5, 6 and 8: one search budget per staff member across every search call (in
// both stores) that listing one's own tasks does not touch; per-address limits that a forged
// X-Forwarded-For cannot reset; production defaults that are safe without ops having to know.

/** Send a call's example (or the given fields) as the staff member `userCode`. */
function send(stack: TestStack, name: string, userCode: string, fields?: Record<string, unknown>) {
  const entry = entryByName(name);
  const body = fields ?? entry.example;
  const url = `/api${entry.mirrorPath}`;
  const cookie = cookieFor(userCode);
  return entry.methods[0] === 'GET'
    ? request(stack.app.server).get(url).query(body).set('cookie', cookie).set('x-csrf', '1')
    : request(stack.app.server).post(url).send(body).set('cookie', cookie).set('x-csrf', '1');
}

const upstreamCalls = (stack: TestStack, name: string) => stack.demo.state.calls.filter((c) => c.name === name).length;

/** Three searches through three different calls, then every further look-up by plate answers 429. */
async function spendTheBudget(stack: TestStack, userCode: string) {
  // The home page's own task list, many times: not a search.
  for (let i = 0; i < 8; i++) expect((await send(stack, 'weixinCustMainQuery', userCode, { taskType: '2', pageNo: 1, pageSize: 100 })).status).toBe(200);
  expect((await send(stack, 'customerCarInfo', userCode)).status).toBe(200);
  expect((await send(stack, 'weixinCustMainQuery', userCode, { name: '刘', pageNo: 1, pageSize: 10 })).status).toBe(200);
  expect((await send(stack, 'queryHistoryPrp', userCode)).status).toBe(200);
  const before = upstreamCalls(stack, 'queryPolicyList') + upstreamCalls(stack, 'wf/queryCarInfo') + upstreamCalls(stack, 'customerCarInfo');
  for (const [name, fields] of [
    ['customerCarInfo', undefined],
    ['queryPolicyList', { licenseNo: '粤A23049', pageNo: 1, pageSize: 10 }],
    ['wf/queryCarInfo', undefined],
  ] as const) {
    const res = await send(stack, name, userCode, fields);
    expect(res.status, name).toBe(429);
    expect(res.body.error).toEqual({ code: 'RATE_LIMITED', message: '操作过于频繁，请稍后再试' });
  }
  expect(upstreamCalls(stack, 'queryPolicyList') + upstreamCalls(stack, 'wf/queryCarInfo') + upstreamCalls(stack, 'customerCarInfo')).toBe(before);
  // Listing one's own tasks still works after the budget is spent; another staff member has their own.
  expect((await send(stack, 'weixinCustMainQuery', userCode, { taskType: '2', pageNo: 1, pageSize: 100 })).status).toBe(200);
  expect((await send(stack, 'customerCarInfo', '44010002')).status).toBe(200);
}

describe('one search budget per staff member, across every search call', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack({ SEARCH_LIMIT_PER_HOUR: '3' });
  });
  afterAll(() => stack.close());

  it('embedded store: three searches by three calls spend it; own task lists never count', async () => {
    await spendTheBudget(stack, '44010001');
  });
});

describe('one search budget per staff member, with Redis', () => {
  let redis: TestRedis;
  let stack: TestStack;
  beforeAll(async () => {
    redis = await startRedis();
    stack = await startStack({ SEARCH_LIMIT_PER_HOUR: '3', REDIS_URL: redis.url, REDIS_KEY_PREFIX: `t30-${process.pid}:` });
  });
  afterAll(async () => {
    await stack.close();
    await redis.stop();
  });

  it('the same budget, counted in Redis', async () => {
    await spendTheBudget(stack, '44010001');
  });
});

describe('TRUST_PROXY: a hop count, never true', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack({ TRUST_PROXY: '1', SEARCH_LIMIT_PER_HOUR: '4' });
  });
  afterAll(() => stack.close());

  it('true is refused at start, with a message that says what to give instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true.*number of proxies/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16']);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY/);
  });

  it('a forged X-Forwarded-For does not reset the per-address limit of the public e-policy look-up', async () => {
    const lookUp = (i: number) =>
      request(stack.app.server)
        .get('/api/queryEPolicyByCodeAndIdNo')
        .query({ code: EX.policyNo, idNo: String(100000 + i) })
        // The caller's own invented address first, then what the one proxy in front appended.
        .set('x-forwarded-for', `203.0.113.${i}, 127.0.0.1`);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await lookUp(i)).status);
    expect(statuses.slice(0, 4).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });

  it('two callers behind the one proxy have a budget each: the address the proxy appended, not the proxy address', async () => {
    const lookUp = (i: number, client: string) =>
      request(stack.app.server)
        .get('/api/queryEPolicyByCodeAndIdNo')
        .query({ code: EX.policyNo, idNo: String(200000 + i) })
        .set('x-forwarded-for', client);
    const first: number[] = [];
    for (let i = 0; i < 5; i++) first.push((await lookUp(i, '198.51.100.7')).status);
    expect(first.slice(0, 4).every((s) => s !== 429)).toBe(true);
    expect(first[4]).toBe(429);
    // Another customer behind the same ingress is not locked out by the first one's guesses.
    expect((await lookUp(10, '198.51.100.8')).status).not.toBe(429);
    // The first one cannot start again by naming an address of their own before the proxy's.
    expect((await lookUp(11, '192.0.2.1, 198.51.100.7')).status).toBe(429);
  });
});

describe('production defaults (UPSTREAM_URL set)', () => {
  const production = async (env: Record<string, string>) => {
    const demo = await startDemoUpstream();
    const config = loadConfig({ LOG_LEVEL: 'silent', AUDIT_LOG: 'off', UPSTREAM_URL: demo.url, PUBLIC_URL: 'https://wecom.example.com', TOKEN_SECRET: DEMO_TOKEN_SECRET, ...env });
    const app = await buildApp({ config, upstreamUrl: demo.url, logger: false, clientDir: 'dist/client' });
    await app.ready();
    return { app, close: async () => (await app.close(), await demo.close()) };
  };

  it('/metrics is not served on the app port unless METRICS_TOKEN or METRICS_PORT says how', async () => {
    const bare = await production({});
    const res = await request(bare.app.server).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_request_duration_seconds');
    await bare.close();
    const withToken = await production({ METRICS_TOKEN: 'scrape-secret' });
    expect((await request(withToken.app.server).get('/metrics')).status).toBe(401);
    expect((await request(withToken.app.server).get('/metrics').set('authorization', 'Bearer scrape-secret')).text).toContain('http_request_duration_seconds');
    await withToken.close();
  });

  it('an https PUBLIC_URL makes every cookie Secure, whatever protocol reached the BFF', async () => {
    const stack = await startStack({ PUBLIC_URL: 'https://wecom.example.com' });
    try {
      const login = await request(stack.app.server).post('/api/auth/demo-login').set('x-csrf', '1').send({ userId: 'zhangwei' });
      const token = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('USER_TOKEN='));
      expect(token).toMatch(/; Secure/i);
      const pc = await request(stack.app.server).post('/api/auth/pc-qr').set('x-csrf', '1');
      expect((pc.headers['set-cookie'] as unknown as string[]).every((c) => /; Secure/i.test(c))).toBe(true);
    } finally {
      await stack.close();
    }
  });
});

describe('outbound URLs: the upstream gets the URL the BFF checked (finding 2)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack({ OUTBOUND_URL_HOSTS: '*.demo-insurer.cn' });
  });
  afterAll(() => stack.close());
  const fetchImage = (imageUrl: string) => request(stack.app.server).get('/api/getImageBase64').query({ imageUrl }).set('cookie', cookieFor('44010001'));
  const received = () => stack.demo.state.calls.filter((c) => c.name === 'getImageBase64').map((c) => ({ ...c.query, ...((c.body ?? {}) as object) }) as Record<string, unknown>);

  it('the reported bypass is refused, nothing goes upstream', async () => {
    const res = await fetchImage('https://img.demo-insurer.cn\\@127.0.0.1:3525/latest/meta-data');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'URL_NOT_ALLOWED', message: '地址不在允许范围内：imageUrl' });
    expect(received()).toEqual([]);
  });

  it('an allowed URL goes upstream as the BFF serialised it, not as the caller spelled it', async () => {
    await fetchImage('https://IMG.demo-insurer.cn/posters/x/../P1.png');
    expect(received().at(-1)?.['imageUrl']).toBe('https://img.demo-insurer.cn/posters/P1.png');
  });
});
