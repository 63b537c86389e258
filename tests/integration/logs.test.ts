import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../demo/data/seed.js';
import { startDemoUpstream, type DemoUpstream } from '../../demo/upstream.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { loggerOptions } from '../../server/logger.js';
import { CATALOGUE } from '../../shared/catalogue/index.js';
import { png } from '../fixtures/files.js';
import { sendExample } from '../helpers/catalogue.js';
import { findPii, seededPii } from '../helpers/pii.js';
import { cookieFor } from '../helpers/session.js';

// Logs never hold PII (design.md). The production logger at info, writing to a captured stream,
// while every catalogue example runs and every seeded customer is looked up by mobile, ID number,
// name and plate — in query strings and in bodies — and while calls fail in the ways that log
// (upstream faults, a fallback, refused input). Then the whole log is searched for the seeded
// values. (The suite-wide check in tests/helpers/log-setup.ts covers every other test's log.)

let app: FastifyInstance;
let demo: DemoUpstream;
const lines: string[] = [];
const staff = cookieFor();
const db = createDb();

beforeAll(async () => {
  demo = await startDemoUpstream();
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  // Every seeded customer is looked up: far past the per-user search limit of a day's work.
  app = await buildApp({ config: loadConfig({ SEARCH_LIMIT_PER_HOUR: '100000', AUDIT_LOG: 'off' }), upstreamUrl: demo.url, demo: true, logger: { ...(loggerOptions('info') as object), stream } });
  await app.listen({ host: '127.0.0.1', port: 0 });

  const api = () => request(app.server);
  for (const entry of CATALOGUE) {
    await sendExample(app.server, entry, staff);
    demo.resetData();
  }
  for (const c of db.customers) {
    await api().post('/api/weixinCustMainQuery').set('x-csrf', '1').set('cookie', staff).send({ mobile: c.mobile });
    await api().post('/api/weixinCustMainQuery').set('x-csrf', '1').set('cookie', staff).send({ idNumber: c.idNumber, name: c.name });
    // Fields the schema does not name are forwarded: they must not reach the log either.
    await api().get('/api/weixinCustPortraitDetail').query({ custId: c.custId, idNo: c.idNumber, remarkMobiles: c.mobile, custName: c.name }).set('cookie', staff);
  }
  for (const v of db.vehicles) await api().post('/api/getUserByLicenseNo').set('x-csrf', '1').set('cookie', staff).send({ licenseNo: v.licenseNo });

  // Failures that write log lines, each carrying personal data in its request.
  const [c] = db.customers;
  const pii = { mobile: c!.mobile, idNumber: c!.idNumber, name: c!.name };
  demo.fault('weixinCustMainQuery', { kind: 'http500', times: 1 });
  await api().post('/api/weixinCustMainQuery').set('x-csrf', '1').set('cookie', staff).send(pii);
  demo.fault('weixinCustMainQuery', { kind: 'reset', times: 1 });
  await api().post('/api/weixinCustMainQuery').set('x-csrf', '1').set('cookie', staff).send(pii);
  demo.fault('weixinCustMainQuery', { kind: 'malformed', times: 1 });
  await api().post('/api/weixinCustMainQuery').set('x-csrf', '1').set('cookie', staff).send(pii);
  demo.fault('getMpPowerCode', { kind: 'reset', times: 1 });
  await api().get('/api/getMpPowerCode').query({ mobile: c!.mobile }).set('cookie', staff);
  await api().get('/api/weixinCustPortraitDetail').query({ custId: `${c!.idNumber}!${c!.name}` }).set('cookie', staff);
  await api().post('/api/weixinCustMainQuery').set('x-csrf', '1').set('cookie', staff).set('content-type', 'application/json').send(`{"mobile":"${c!.mobile}",`);
  await api().get('/api/no-such-call').query(pii);
  await api().put('/api/weixinCustMainQuery').query(pii).set('x-csrf', '1').set('cookie', staff);
  await api().get('/api/getImageBase64').query({ imageUrl: `http://127.0.0.1/?mobile=${c!.mobile}` }).set('cookie', staff);
  await api().post('/api/uploadAttachment').set('x-csrf', '1').set('cookie', staff).attach('file', png(9), { filename: `${c!.name}-${c!.idNumber}.png`, contentType: 'image/png' });
  await api().get('/customer-info/customerInfo-detail').query(pii).set('cookie', staff);
}, 120_000);

afterAll(async () => {
  await app.close();
  await demo.close();
});

describe('logs without PII', () => {
  it('the seeded set is what the search looks for: 300 customers, their plates, the demo users', () => {
    const needles = seededPii();
    expect(needles.size).toBeGreaterThan(1000);
    expect(needles.get(db.customers[0]!.idNumber)).toBe('idNumber');
    expect(needles.get(db.vehicles[0]!.licenseNo)).toBe('plate');
    // The search finds them where they would appear: as text and inside a URL.
    expect(findPii(`{"url":"/api/x?idNo=${db.customers[0]!.idNumber}&n=${encodeURIComponent(db.customers[1]!.name)}"}`)).toHaveLength(2);
  });

  it('the log of all these calls holds none of the seeded ID numbers, mobiles, plates or names', () => {
    expect(lines.length).toBeGreaterThan(1400);
    expect(findPii(lines.join('\n'))).toEqual([]);
  });

  it('each request is one line: method, route template, status, time, request id and the staff member — no URL, no query string', () => {
    const requestLines = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l['msg'] === 'request');
    const search = requestLines.find((l) => l['route'] === '/api/weixinCustMainQuery' && l['status'] === 200);
    expect(search).toMatchObject({ level: 30, method: 'POST', route: '/api/weixinCustMainQuery', status: 200, reqId: expect.any(String), ms: expect.any(Number), user: expect.stringMatching(/^\d{8}$/) });
    expect(requestLines.find((l) => l['status'] === 404)).toMatchObject({ route: '(unmatched)' });
    const text = lines.join('\n');
    for (const leak of ['?', 'idNo=', 'remarkMobiles=', 'custId=', '"url"', 'incoming request', 'request completed']) expect(text, leak).not.toContain(leak);
  });

  it('upstream failures are logged with the call and a code, never the upstream’s message', () => {
    const failures = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => String(l['msg']).startsWith('upstream call failed'));
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(failures.map((f) => f['call'])).toEqual(expect.arrayContaining(['weixinCustMainQuery', 'getMpPowerCode']));
    expect(lines.join('\n')).not.toContain('上游服务内部错误');
  });
});
