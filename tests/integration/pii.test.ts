import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUpstream } from '../../demo/upstream.js';
import { EX } from '../../shared/catalogue/examples.js';
import { entryByName } from '../../shared/catalogue/index.js';
import { startStack, type TestStack } from '../helpers/app.js';
import { auditCapture } from '../helpers/audit.js';
import { cookieFor, tokenFor } from '../helpers/session.js';
import { decodeToken } from '../../server/session/token.js';
import type { FastifyInstance } from 'fastify';

// Issue 12: personal data minimised in answers, reveals and searches limited per staff member and
// audited, and state-changing calls never sent twice (idempotency keys, "result unknown").

const captured = auditCapture();
const auditLines = captured.lines;

let stack: TestStack;
let demo: DemoUpstream;
let app: FastifyInstance;
beforeAll(async () => {
  stack = await startStack({ REVEAL_LIMIT_PER_HOUR: '3', SEARCH_LIMIT_PER_HOUR: '4' }, { auditStream: captured.stream });
  ({ app, demo } = stack);
});
afterAll(() => stack.close());
afterEach(() => {
  demo.resetData();
  demo.state.faults.clear();
});

const api = () => request(app.server);
const calls = (name: string) => demo.state.calls.filter((c) => c.name === name);
const staff = cookieFor(); // 张伟 44010001
const FULL_ID = /\b\d{17}[\dXx]\b/;
const FULL_MOBILE = /\b1[3-9]\d{9}\b/;

describe('data minimisation: ID numbers and customer mobiles are masked in every answer', () => {
  it('a customer search answers no full ID number or mobile (spec 000 §5 masks)', async () => {
    const res = await api().post('/api/weixinCustMainQuery').set('x-csrf', '1').set('cookie', staff).send({ name: '刘' });
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(FULL_ID);
    expect(text).not.toMatch(FULL_MOBILE);
    const first = (res.body.data.lists as { idNumber?: string; mobile?: string }[]).find((c) => c.idNumber && c.idNumber.length === 18)!;
    expect(first.idNumber).toMatch(/^\d{6}\d{4}\*{4}[\dX]{4}$/);
  });

  it('the customer page, policies and the vehicle owner: masked wherever they appear', async () => {
    for (const [name, query] of [
      ['weixinCustPortraitDetail', { custId: EX.custId }],
      ['weixinCustInsureDetail', { custId: EX.custId }],
      ['mc/customerBasic', { custId: EX.custId }],
      ['mc/customerComm', { custId: EX.custId }],
    ] as const) {
      const res = await api().get(`/api/${name}`).query(query).set('cookie', staff);
      expect(res.status, name).toBe(200);
      expect(JSON.stringify(res.body), name).not.toMatch(FULL_ID);
      expect(JSON.stringify(res.body), name).not.toMatch(FULL_MOBILE);
    }
  });

  it('a business card’s contact phone is shown as it is (it is meant for customers)', async () => {
    const res = await api().get('/api/queryManagerInfo').set('cookie', staff);
    expect(res.body.data.mobile).toMatch(FULL_MOBILE);
  });

  it('the reveal call answers the full mobile', async () => {
    const res = await api().get('/api/decryptCustomerPhone').query({ custId: EX.custId }).set('cookie', staff);
    expect(res.body.data.mobile).toMatch(FULL_MOBILE);
  });
});

describe('reveals and searches are limited per staff member, and every reveal is audited', () => {
  it('the reveal limit answers 429 at the configured count, per staff member; one audit line per reveal', async () => {
    captured.clear();
    const reveal = (cookie: string, custId: string) => api().get('/api/decryptCustomerPhone').query({ custId }).set('cookie', cookie);
    const lina = cookieFor('44010002');
    // Her own customers (the upstream refuses anyone else's: data permission).
    const hers = demo.state.db.customers.filter((c) => c.bindUserCode === '44010002').map((c) => c.custId);
    for (const custId of hers.slice(0, 3)) expect((await reveal(lina, custId)).status).toBe(200);
    const limited = await reveal(lina, hers[3]!);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ ok: false, error: { code: 'RATE_LIMITED', message: '操作过于频繁，请稍后再试' } });
    expect(calls('decryptCustomerPhone')).toHaveLength(3);
    // Another staff member has a count of their own.
    const wangfangs = demo.state.db.customers.find((c) => c.bindUserCode === '11010003')!.custId;
    expect((await reveal(cookieFor('11010003'), wangfangs)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    const mine = auditLines.filter((l) => l['userCode'] === '44010002');
    expect(mine).toHaveLength(4);
    expect(mine[0]).toMatchObject({ log: 'audit', msg: 'reveal', userCode: '44010002', comId: '44000000', call: 'decryptCustomerPhone', custId: hers[0], outcome: 'revealed', status: 200 });
    expect(typeof mine[0]!['reqId']).toBe('string');
    expect(typeof mine[0]!['time']).toBe('string');
    expect(mine[3]).toMatchObject({ custId: hers[3], outcome: 'refused', status: 429 });
    expect(auditLines.filter((l) => l['userCode'] === '11010003')).toHaveLength(1);
  });

  it('customer searches answer 429 past the configured count', async () => {
    const search = () => api().post('/api/weixinCustMainQuery').set('x-csrf', '1').set('cookie', cookieFor('51010004')).send({ name: '王' });
    for (let i = 0; i < 4; i++) expect((await search()).status).toBe(200);
    const limited = await search();
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('the public e-policy look-up (no login) is limited per address, so ID tails cannot be tried in bulk', async () => {
    const lookUp = (idNo: string) => api().get('/api/queryEPolicyByCodeAndIdNo').query({ code: EX.policyNo, idNo });
    expect((await lookUp('18920X')).body).toMatchObject({ ok: true, data: { policyNo: EX.policyNo } });
    for (let i = 0; i < 3; i++) expect((await lookUp(String(100000 + i))).status).toBe(422);
    const limited = await lookUp('18920X');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(calls('queryEPolicyByCodeAndIdNo')).toHaveLength(4);
  });
});

describe('safe retries of state-changing calls', () => {
  const bind = (key: string | undefined, cookie = staff) => {
    const req = api().post('/api/weixinCustMainBinding').set('x-csrf', '1').set('cookie', cookie);
    return (key ? req.set('idempotency-key', key) : req).send(entryByName('weixinCustMainBinding').example);
  };

  it('a repeat with the same Idempotency-Key gets the first answer; the upstream is called once', async () => {
    const first = await bind('bind-key-0001');
    const again = await bind('bind-key-0001');
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(calls('weixinCustMainBinding')).toHaveLength(1);
    // Concurrent repeats share the first call too.
    const [a, b] = await Promise.all([bind('bind-key-0002'), bind('bind-key-0002')]);
    expect(a.body).toEqual(b.body);
    expect(calls('weixinCustMainBinding')).toHaveLength(2);
  });

  it('keys are the caller’s own: another staff member with the same key is served separately', async () => {
    await bind('shared-key-001');
    await bind('shared-key-001', cookieFor('44010002'));
    expect(calls('weixinCustMainBinding')).toHaveLength(2);
  });

  it('a malformed key → 400, nothing upstream', async () => {
    const res = await bind('x');
    expect(res.status).toBe(400);
    expect(calls('weixinCustMainBinding')).toHaveLength(0);
  });

  it('a state-changing call whose connection is lost after sending answers 504 UPSTREAM_RESULT_UNKNOWN, and its repeat is not sent again', async () => {
    demo.fault('weixinCustMainBinding', { kind: 'reset' });
    const res = await bind('lost-key-0001');
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ ok: false, error: { code: 'UPSTREAM_RESULT_UNKNOWN', message: '结果未知，请勿重复提交，请稍后查看结果' } });
    demo.state.faults.clear();
    const again = await bind('lost-key-0001');
    expect(again.body.error.code).toBe('UPSTREAM_RESULT_UNKNOWN');
    expect(calls('weixinCustMainBinding')).toHaveLength(1);
  });

  it('a state-changing call that times out says the result is unknown; a read that times out says try again', async () => {
    demo.fault('sendElectronicPolicy', { kind: 'delay', ms: 2_500 });
    const send = { ...entryByName('sendElectronicPolicy'), timeoutMs: 200 };
    const token = tokenFor();
    const ctx = { requestId: 't1', log: app.log, session: { token, user: decodeToken(token)! } };
    await expect(app.upstream.invoke(send, entryByName('sendElectronicPolicy').example, ctx)).rejects.toMatchObject({ statusCode: 504, code: 'UPSTREAM_RESULT_UNKNOWN' });
    demo.fault('weixinCustPortraitDetail', { kind: 'delay', ms: 2_500 });
    const read = { ...entryByName('weixinCustPortraitDetail'), timeoutMs: 200 };
    await expect(app.upstream.invoke(read, { custId: EX.custId }, ctx)).rejects.toMatchObject({ statusCode: 504, code: 'UPSTREAM_TIMEOUT' });
  });

  it('a read that loses its connection is still the ordinary 502 (safe to try again)', async () => {
    demo.fault('weixinCustPortraitDetail', { kind: 'reset' });
    const res = await api().get('/api/weixinCustPortraitDetail').query({ custId: EX.custId }).set('cookie', staff);
    expect(res.status).toBe(502);
  });
});
