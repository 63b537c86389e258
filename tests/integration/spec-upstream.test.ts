import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { CATALOGUE, entryByName } from '../../shared/catalogue/index.js';
import { startStack } from '../helpers/app.js';
import { cookieFor } from '../helpers/session.js';
import { startSpecUpstream, type ReceivedCall, type SpecUpstream } from '../helpers/spec-upstream.js';

// The shared behaviours of the BFF toward the upstream, run against three upstreams: the demo
// upstream this project was built with, and a second stand-in written from the spec's words only
// (tests/helpers/spec-upstream.ts), once answering in the older envelope (status 200) and once in
// the newer one, with answer shapes of its own. Issue 13: calls the demo answered fine failed
// against such a stand-in.

interface Target {
  app: FastifyInstance;
  /** The calls the upstream received for a catalogue call (by name). */
  calls(name: string): ReceivedCall[];
  slow(name: string, ms: number): void;
  loginTimeoutNext(name: string): void;
  reset(): void;
  close(): Promise<void>;
}

const segment = (name: string) => name.split('/').pop()!;

async function demoTarget(): Promise<Target> {
  const stack = await startStack();
  return {
    app: stack.app,
    calls: (name) => stack.demo.state.calls.filter((c) => c.name === name),
    slow: (name, ms) => stack.demo.fault(name, { kind: 'delay', ms, times: 1 }),
    loginTimeoutNext: (name) => stack.demo.fault(name, { kind: 'status16', times: 1 }),
    reset: () => stack.demo.reset(),
    close: () => stack.close(),
  };
}

async function specTarget(style: 'older' | 'newer'): Promise<Target & { upstream: SpecUpstream }> {
  const upstream = await startSpecUpstream(style);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), upstreamUrl: upstream.url, logger: false, clientDir: 'dist/client' });
  await app.ready();
  return {
    app,
    upstream,
    calls: (name) => upstream.callsTo(segment(name)),
    slow: (name, ms) => upstream.slow(segment(name), ms),
    loginTimeoutNext: (name) => upstream.answerNext(segment(name), { status: 16, statusText: '登录超时' }),
    reset: () => upstream.reset(),
    async close() {
      await app.close();
      await upstream.close();
    },
  };
}

const staff = cookieFor();
const CUST = String(entryByName('weixinCustPortraitDetail').example['custId']);
const sha1 = (s: string) => createHash('sha1').update(s, 'utf8').digest('hex');

describe.each([
  ['the demo upstream', demoTarget],
  ['the spec stand-in, older envelope (status 200)', () => specTarget('older')],
  ['the spec stand-in, newer envelope', () => specTarget('newer')],
] as const)('shared behaviours against %s', (_label, start) => {
  let t: Target;
  const api = () => request(t.app.server);
  const get = (name: string, query: Record<string, unknown>) => api().get(`/api/${name}`).query(query).set('cookie', staff);
  const post = (name: string, body: unknown) => api().post(`/api/${name}`).set('x-csrf', '1').set('cookie', staff).send(body as object);

  beforeAll(async () => {
    t = await start();
  });
  afterAll(() => t.close());
  afterEach(() => {
    t.reset();
    for (const cache of Object.values(t.app.caches)) cache.clear();
  });

  it('a plain mirror call answers { ok: true, data }', async () => {
    const res = await get('weixinCustPortraitDetail', { custId: CUST });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ ok: true, data: expect.any(Object) });
  });

  it('a rejection answers 422 with the upstream\'s own message', async () => {
    const res = await get('weixinCustPortraitDetail', { custId: 'NO-SUCH-CUSTOMER' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('UPSTREAM_REJECTED');
    expect(res.body.error.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(res.body.error.message).not.toBe('请求超时，请重试');
  });

  it('spec 001 §5: binding with custId only fills encryptCustId once, then from the cache', async () => {
    const bind = await post('weixinCustMainBinding', { custId: CUST });
    const unbind = await post('weixinCustMainRemove', { custId: CUST });
    expect([bind.body.ok, unbind.body.ok], JSON.stringify([bind.body, unbind.body])).toEqual([true, true]);
    expect(t.calls('toEncryptCustId')).toHaveLength(1);
    const sent = t.calls('weixinCustMainBinding')[0]!.body as Record<string, unknown>;
    expect(sent['encryptCustId']).toEqual(expect.any(String));
    expect(sent['encryptCustId']).not.toBe(CUST);
  });

  it('spec 001 §4: identical customer-car lookups in flight share one upstream call', async () => {
    t.slow('mc/customerCar', 300);
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('mc/customerCar', { custId: CUST })));
    expect(answers.every((a) => a.body.ok === true), JSON.stringify(answers[0]!.body)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(t.calls('mc/customerCar')).toHaveLength(1);
  });

  it('/api/session answers the user and the province\'s app config, frontUrl decoded', async () => {
    const res = await api().get('/api/session').query({ comId: '44000000' }).set('cookie', staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user).toMatchObject({ userCode: '44010001', comId: '44000000' });
    expect(res.body.data.appConfig.frontUrl).toMatch(/^https?:\/\/[^%]*$/);
  });

  it('/api/session/permission answers a decision whatever the config and manager calls answer', async () => {
    const res = await api().get('/api/session/permission').query({ path: '/poster/index' }).set('cookie', staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.permission).toEqual(expect.any(Boolean));
  });

  it('spec 001 §5: vinNo, frameNo and licenseNo URL-encoded once, in any call, nested or not', async () => {
    await get('weixinCarBaseInfoSearch', { custId: CUST, licenseNo: '粤B·12345', vinNo: 'LSV/AB 1' });
    const [car] = t.calls('weixinCarBaseInfoSearch');
    expect(car!.query['licenseNo']).toBe(encodeURIComponent('粤B·12345'));
    expect(car!.query['vinNo']).toBe(encodeURIComponent('LSV/AB 1'));

    await post('customerCarInfo', { licenseNo: '粤B·12345', car: { frameNo: 'LF/1 2', vinNo: ['A 1', 'B/2'] } });
    const body = t.calls('customerCarInfo')[0]!.body as { licenseNo: string; car: { frameNo: string; vinNo: string[] } };
    expect(body.licenseNo).toBe(encodeURIComponent('粤B·12345'));
    expect(body.car).toEqual({ frameNo: 'LF%2F1%202', vinNo: ['A%201', 'B%2F2'] });
  });

  it('input that cannot be URL-encoded (a lone surrogate) answers 400 naming the field, and calls nothing', async () => {
    for (const [payload, field] of [
      ['{"licenseNo":"粤B\\ud800"}', 'body.licenseNo'],
      ['{"frameNo":"\\udc00LF1"}', 'body.frameNo'],
      ['{"car":{"vinNo":"\\ud83d"}}', 'body.car.vinNo'],
    ] as const) {
      const res = await api().post('/api/customerCarInfo').set('x-csrf', '1').set('cookie', staff).set('content-type', 'application/json').send(payload);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: `请求参数有误：${field}` } });
    }
    expect(t.calls('customerCarInfo')).toHaveLength(0);
  });

  it('spec 000 §8: status 16 is the login timeout: 401 and the cookie cleared', async () => {
    t.loginTimeoutNext('weixinCustPortraitDetail');
    const res = await get('weixinCustPortraitDetail', { custId: CUST });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('LOGIN_TIMEOUT');
    expect(String(res.headers['set-cookie'])).toMatch(/USER_TOKEN=;/);
  });

  it('spec 000 §7: a white-list call is signed (sorted, nulls skipped, key=value&…, SHA-1) and accepted', async () => {
    const res = await api().get('/api/white/querySwitchConfig').query({ type: 'wx_temporarily_do' });
    expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
    const { sign, ...rest } = t.calls('white/querySwitchConfig')[0]!.query;
    const joined = Object.keys(rest).sort().map((k) => `${k}=${rest[k]}`).join('&');
    expect(sign).toBe(sha1(joined));
  });

  it('only the token cookie goes upstream, with the request id', async () => {
    await get('weixinCustPortraitDetail', { custId: CUST }).set('cookie', `${staff}; other=1; WEIXIN_USERID=x`).set('x-request-id', 'req-13');
    const [c] = t.calls('weixinCustPortraitDetail');
    expect(c!.cookieNames).toEqual(['USER_TOKEN']);
    expect(c!.requestId).toBe('req-13');
  });

  it('spec 001 §6: a role query answers whatever shape the upstream gives', async () => {
    const res = await get('um/umtuser/queryUserRole', { userCode: '44010001' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.ok).toBe(true);
  });
});

describe.each(['older', 'newer'] as const)('the spec stand-in, %s envelope: answers the demo does not give', (style) => {
  let t: Awaited<ReturnType<typeof specTarget>>;
  const api = () => request(t.app.server);
  const metrics = async () => (await api().get('/metrics')).text;

  beforeAll(async () => {
    t = await specTarget(style);
  });
  afterAll(() => t.close());
  afterEach(() => {
    t.reset();
    for (const cache of Object.values(t.app.caches)) cache.clear();
  });

  it('an answer of another shape is passed on as it came, counted in /metrics', async () => {
    const roles = await api().get('/api/um/umtuser/queryUserRole').set('cookie', staff);
    expect(roles.body).toEqual({ ok: true, data: { x: 1 } });
    const portrait = await api().get('/api/weixinCustPortraitDetail').query({ custId: CUST }).set('cookie', staff);
    expect(portrait.body).toEqual({ ok: true, data: { customer: { id: CUST }, tags: 'VIP|车险', score: 88 } });
    expect(await metrics()).toMatch(/upstream_answer_schema_mismatch_total\{call="um\/umtuser\/queryUserRole"\} 1/);
  });

  it('binding answers the older layer\'s msgbool and msgString', async () => {
    const res = await api().post('/api/weixinCustMainBinding').set('x-csrf', '1').set('cookie', staff).send({ custId: CUST, encryptCustId: 'given' });
    expect(res.body).toEqual({ ok: true, data: { msgbool: true, msgString: '绑定成功' } });
  });

  it.each([
    [{ status: 200, msg: 'success', data: { a: 1 } }, 200, { ok: true, data: { a: 1 } }],
    [{ status: 200, msg: 'fail', errorMsg: '客户不存在' }, 422, { ok: false, error: { code: 'UPSTREAM_REJECTED', message: '客户不存在' } }],
    [{ status: 200, msgbool: true, msgString: '已发送' }, 200, { ok: true, data: { msgbool: true, msgString: '已发送' } }],
    [{ status: '0', data: [1] }, 200, { ok: true, data: [1] }],
    [{ status: 5, statusText: '任务已结束' }, 422, { ok: false, error: { code: 'UPSTREAM_REJECTED', message: '任务已结束' } }],
  ])('the body %j answers %i', async (body, status, answer) => {
    t.upstream.answerNext('weixinCustPortraitDetail', body);
    const res = await api().get('/api/weixinCustPortraitDetail').query({ custId: CUST }).set('cookie', staff);
    expect([res.status, res.body]).toEqual([status, answer]);
  });

  it('no 500 for odd input: every call, fields replaced by lone surrogates, nested objects and arrays', async () => {
    const odd = ['\ud800', { licenseNo: '\udc00', list: [1, { frameNo: '\ud83d' }] }, [null, '', 0], 'x'.repeat(2000)];
    const failures: string[] = [];
    for (const entry of CATALOGUE.filter((e) => !e.upload && !e.download)) {
      const method = entry.methods[0]!;
      for (const value of odd) {
        const fields = Object.fromEntries(Object.keys({ ...entry.example, licenseNo: 1 }).map((k) => [k, value]));
        const url = `/api${entry.mirrorPath}`;
        const res =
          method === 'GET'
            ? await api().get(`${url}?${Object.keys(fields).map((k) => `${encodeURIComponent(k)}=%ED%A0%80%FF`).join('&')}`).set('cookie', staff)
            : await api().post(url).set('x-csrf', '1').set('cookie', staff).set('content-type', 'application/json').send(JSON.stringify(fields));
        if (res.status >= 500 && res.status !== 502 && res.status !== 504) failures.push(`${method} ${entry.name} ${JSON.stringify(value).slice(0, 20)} → ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
