import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUpstream } from '../../demo/upstream.js';
import { userByCode } from '../../demo/data/users.js';
import { isMirrored } from '../../server/routes/mirror.js';
import { CATALOGUE, type CatalogueEntry } from '../../shared/catalogue/index.js';
import { sendExample } from '../helpers/catalogue.js';
import { findPii } from '../helpers/pii.js';
import { auditCapture } from '../helpers/audit.js';
import { startStack, type TestStack } from '../helpers/app.js';
import { cookieFor } from '../helpers/session.js';
import type { FastifyInstance } from 'fastify';

// Issue 30, findings 3, 4, 7 and 9: every change a staff member makes leaves one audit line (who,
// which call, which records, outcome, request id; no personal data); a reveal names the customer
// it answered and needs one; anonymous Idempotency-Keys are not kept; PC login ids are issued at a
// bounded rate per address and confirmed only by the phone session that scanned them, in 2 minutes.

const captured = auditCapture();
const audit = captured.lines;
const auditText = () => captured.text();

let stack: TestStack;
let demo: DemoUpstream;
let app: FastifyInstance;
let t = Date.now();
beforeAll(async () => {
  stack = await startStack({}, { auditStream: captured.stream, now: () => t });
  ({ app, demo } = stack);
});
afterAll(() => stack.close());
afterEach(() => {
  demo.resetData();
  captured.clear();
});

const api = () => request(app.server);
const upstreamCalls = (name: string) => demo.state.calls.filter((c) => c.name === name).length;
const flushed = () => new Promise((r) => setTimeout(r, 30));

function senderOf(entry: CatalogueEntry): string | undefined {
  const code = entry.example['userCode'];
  return typeof code === 'string' && userByCode(code)?.systemRole === 'qyUser' ? code : undefined;
}

describe('the audit trail of changes', () => {
  it('every state-changing catalogue call writes exactly one line: who, which call, record ids, outcome, request id — and no personal data', async () => {
    const mutating = CATALOGUE.filter((e) => e.mutates && isMirrored(e, true) && !e.public);
    expect(mutating.length).toBeGreaterThan(60);
    const missing: string[] = [];
    for (const entry of mutating) {
      const before = audit.length;
      const res = await sendExample(app.server, entry, cookieFor(senderOf(entry)));
      await flushed();
      const lines = audit.slice(before).filter((l) => l['msg'] === 'change' && l['call'] === entry.name);
      if (lines.length !== 1) {
        missing.push(`${entry.name}: ${lines.length} lines`);
        continue;
      }
      const line = lines[0]!;
      expect(line, entry.name).toMatchObject({ log: 'audit', userCode: senderOf(entry) ?? '44010001', comId: expect.any(String), status: res.status, reqId: res.headers['x-request-id'] });
      expect(['done', 'refused', 'failed', 'unknown'], entry.name).toContain(line['outcome']);
      demo.resetData();
    }
    expect(missing).toEqual([]);
    expect(findPii(auditText())).toEqual([]);
  }, 120_000);

  it('names the records the change was about (blacklisting a customer), and a refusal too', async () => {
    const staff = cookieFor('44010001');
    const ok = await api().post('/api/updateMsgBlackList').set('x-csrf', '1').set('cookie', staff).send({ custId: 'C4400000002', operateType: '1', reason: '客户要求不再接收营销消息' });
    expect(ok.status).toBe(200);
    // Refused before its body is read (no x-csrf): the query's ids are still named.
    const refused = await api().get('/api/updateMsgBlackList').query({ custId: 'C4400000003', operateType: '1' }).set('cookie', staff);
    expect(refused.status).toBe(403);
    await flushed();
    const lines = audit.filter((l) => l['call'] === 'updateMsgBlackList');
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'change', userCode: '44010001', comId: '44000000', records: { custId: 'C4400000002' }, outcome: 'done', status: 200, reqId: ok.headers['x-request-id'] }),
      expect.objectContaining({ records: { custId: 'C4400000003' }, outcome: 'refused', status: 403 }),
    ]);
    // The reason text (free text about a person) is not in the audit log.
    expect(auditText()).not.toContain('客户要求');
  });

  it('the BFF’s own session changes are audited: a login names who signed in, a logout who left', async () => {
    const agent = request.agent(app.server);
    await agent.post('/api/auth/demo-login').set('x-csrf', '1').send({ userId: 'lina' });
    await agent.post('/api/session/logout').set('x-csrf', '1');
    await flushed();
    expect(audit.filter((l) => l['msg'] === 'change').map((l) => [l['call'], l['userCode'], l['outcome']])).toEqual([
      ['auth/demo-login', '44010002', 'done'],
      ['session/logout', '44010002', 'done'],
    ]);
  });

  it('a reveal must name its customer: a blank custId is refused before the upstream; the line names the answer’s customer', async () => {
    const staff = cookieFor('44010001');
    const blank = await api().get('/api/decryptCustomerPhone').query({ custId: '', encryptCustId: 'anything' }).set('cookie', staff);
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toContain('custId');
    expect(upstreamCalls('decryptCustomerPhone')).toBe(0);
    const shown = await api().get('/api/decryptCustomerPhone').query({ custId: 'C4400000001' }).set('cookie', staff);
    expect(shown.status).toBe(200);
    await flushed();
    const reveals = audit.filter((l) => l['msg'] === 'reveal');
    expect(reveals.map((l) => [l['custId'], l['outcome']])).toEqual([
      [undefined, 'refused'],
      ['C4400000001', 'revealed'],
    ]);
    expect(reveals.every((l) => l['custId'] !== '')).toBe(true);
  });
});

describe('anonymous Idempotency-Keys', () => {
  it('are not kept: an anonymous flood cannot fill the store or push out a staff member’s key', async () => {
    const staff = cookieFor('44010001');
    const bind = () => api().post('/api/updateMsgBlackList').set('x-csrf', '1').set('cookie', staff).set('idempotency-key', 'staff-key-0001').send({ custId: 'C4400000002', operateType: '1' });
    expect((await bind()).status).toBe(200);
    const keyed = (i: number) => api().get('/api/white/saveAccessHistory').query({ ...CATALOGUE.find((e) => e.name === 'white/saveAccessHistory')!.example }).set('x-csrf', '1').set('idempotency-key', `anon-key-${String(i).padStart(6, '0')}`);
    for (let i = 0; i < 300; i++) expect((await keyed(i)).headers['idempotent-replayed']).toBeUndefined();
    // The same anonymous key twice runs twice: nothing of it was kept.
    const before = upstreamCalls('white/saveAccessHistory');
    await keyed(1);
    expect(upstreamCalls('white/saveAccessHistory')).toBe(before + 1);
    // The staff member's retry is still answered from the store: one upstream call in all.
    const retry = await bind();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(upstreamCalls('updateMsgBlackList')).toBe(1);
  });

  it('a list read by POST keeps no answer: a day of task lists never spends the staff member’s allowance', async () => {
    const staff = cookieFor('44010001');
    const tasks = () => api().post('/api/weixinCustMainQuery').set('x-csrf', '1').set('cookie', staff).set('idempotency-key', 'read-key-0001').send({ taskType: '2', pageNo: 1, pageSize: 100 });
    const before = upstreamCalls('weixinCustMainQuery');
    for (let i = 0; i < 3; i++) {
      const res = await tasks();
      expect(res.status).toBe(200);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
    // Asked each time (a read is never answered from a kept key), and nothing counted against him.
    expect(upstreamCalls('weixinCustMainQuery')).toBe(before + 3);
  });
});

describe('PC scan-code login', () => {
  it('issuing is limited per address: a flood from one address gets 429 after 30 a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await api().post('/api/auth/pc-qr').set('x-csrf', '1')).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('the phone is shown what is being signed in; only the session that scanned may confirm; 2 minutes', async () => {
    // A fresh minute for the per-address limit of the test above.
    t += 61_000;
    await new Promise((r) => setTimeout(r, 5));
    const pc = request.agent(app.server);
    const issued = await pc.post('/api/auth/pc-qr').set('x-csrf', '1').set('user-agent', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36');
    const { loginId } = issued.body.data as { loginId: string };
    const victim = cookieFor('44010001');
    // Confirming without scanning first: refused.
    expect((await api().post(`/api/auth/pc-qr/${loginId}/confirm`).set('x-csrf', '1').set('cookie', victim)).status).toBe(410);
    const scan = await api().post(`/api/auth/pc-qr/${loginId}/scan`).set('x-csrf', '1').set('cookie', victim);
    expect(scan.status).toBe(200);
    expect(scan.body.data).toMatchObject({ ip: expect.stringMatching(/127\.0\.0\.1/), browser: 'Chrome · Windows', issuedAt: expect.any(String), expiresAt: expect.any(String), place: null });
    // Another phone session — another staff member, or another session of the same one — cannot take it over.
    const other = await api().post(`/api/auth/pc-qr/${loginId}/scan`).set('x-csrf', '1').set('cookie', cookieFor('44010002'));
    expect(other.body.error).toEqual({ code: 'LOGIN_ID_SCANNED', message: '该二维码已被其他手机扫描，请在电脑上刷新二维码' });
    expect((await api().post(`/api/auth/pc-qr/${loginId}/confirm`).set('x-csrf', '1').set('cookie', cookieFor('44010001', 3600))).status).toBe(410);
    expect((await api().post(`/api/auth/pc-qr/${loginId}/confirm`).set('x-csrf', '1').set('cookie', victim)).body.data.status).toBe('confirmed');
    // Expiry: 2 minutes after issuing, scanning and confirming answer 410 and the PC is told expired.
    const late = await pc.post('/api/auth/pc-qr').set('x-csrf', '1');
    const lateId = (late.body.data as { loginId: string }).loginId;
    t += 121_000;
    await new Promise((r) => setTimeout(r, 5));
    expect((await api().post(`/api/auth/pc-qr/${lateId}/scan`).set('x-csrf', '1').set('cookie', victim)).status).toBe(410);
    expect((await pc.get(`/api/auth/pc-qr/${lateId}`)).body.data.status).toBe('expired');
    await flushed();
    expect(audit.filter((l) => String(l['call']).startsWith('auth/pc-qr/')).map((l) => [l['call'], l['outcome'], (l['records'] as { loginId?: string }).loginId === loginId || (l['records'] as { loginId?: string }).loginId === lateId])).toEqual([
      ['auth/pc-qr/confirm', 'refused', true],
      ['auth/pc-qr/scan', 'done', true],
      ['auth/pc-qr/scan', 'refused', true],
      ['auth/pc-qr/confirm', 'refused', true],
      ['auth/pc-qr/confirm', 'done', true],
      ['auth/pc-qr/scan', 'refused', true],
    ]);
  });
});
