import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { entryByName } from '../../shared/catalogue/index.js';
import { decodedTokenCount } from '../../server/session/token.js';
import { MAX_KEY_LENGTH } from '../../server/upstream/caches.js';
import { png } from '../fixtures/files.js';
import { rawRequest } from '../helpers/raw-http.js';
import { startServer } from '../helpers/server.js';
import { cookieFor } from '../helpers/session.js';

// Resource bounds a caller notices: oversized ids and deep JSON refused with 400 before the
// upstream, broken multipart 400, parser rejections (431, unknown method) and wrong methods (405)
// in the one answer shape, slow bodies cut off after BODY_TIMEOUT_MS, the long socket limit only
// on the long calls, junk tokens not kept.

type Stack = Awaited<ReturnType<typeof startServer>>;
let stack: Stack;
let port: number;
const staff = cookieFor();
const api = () => request(stack.app.server);
const upstreamCalls = () => stack.demo.state.calls.length;

beforeAll(async () => {
  // Short limits so the tests see them act: bodies 600 ms, sockets 1.5 s, the long calls 6 s.
  stack = await startServer({ BODY_TIMEOUT_MS: '600', IDLE_TIMEOUT_MS: '1500', REQUEST_TIMEOUT_MS: '6000' });
  port = (stack.app.server.address() as AddressInfo).port;
});
afterAll(() => stack.close());
afterEach(() => stack.demo.reset());

const head = (method: string, path: string, extra: string[] = []) =>
  [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1', `cookie: ${staff}`, 'x-csrf: 1', ...extra].join('\r\n') + '\r\n\r\n';

describe('id-like fields have a length and a charset', () => {
  it('a 8 KB custId → 400 naming the field; nothing reaches the upstream', async () => {
    const res = await api().get('/api/weixinCustPortraitDetail').query({ custId: 'C'.repeat(8192) }).set('cookie', staff);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: '请求参数有误：querystring.custId' } });
    expect(upstreamCalls()).toBe(0);
  });

  it('markup in a policy number → 400; a Chinese plate passes', async () => {
    const bad = await api().get('/api/getSendEPolicyLink').query({ policyNo: '<img src=x>' }).set('cookie', staff);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({ code: 'BAD_REQUEST', message: '请求参数有误：querystring.policyNo' });
    const nested = await api().post('/api/sendTaskGroupMsg').set('x-csrf', '1').set('cookie', staff).send({ taskGroupMsgHistory: { taskId: 'T'.repeat(500) }, custIds: ['C4400000001'] });
    expect(nested.status).toBe(400);
    expect(upstreamCalls()).toBe(0);
    const plate = await api().post('/api/getUserByLicenseNo').set('x-csrf', '1').set('cookie', staff).send({ licenseNo: '粤A23049' });
    expect(plate.body.ok, JSON.stringify(plate.body)).toBe(true);
  });

  it('the session endpoints’ comId too (it keys the app-config cache)', async () => {
    const res = await api().get('/api/session/config').query({ comId: '4'.repeat(8192) });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'BAD_REQUEST', message: '请求参数有误：querystring.comId' });
    expect(upstreamCalls()).toBe(0);
  });

  it('cache keys are bounded: a key over the limit is never stored', async () => {
    const cache = stack.app.caches.systemConfig;
    await cache.set('k'.repeat(MAX_KEY_LENGTH + 1), 'v');
    expect(await cache.get('k'.repeat(MAX_KEY_LENGTH + 1))).toBeUndefined();
    await cache.set('short', 'v');
    expect(await cache.get('short')).toEqual({ value: 'v' });
    cache.clear();
  });
});

describe('tokens: failed decodes are not kept', () => {
  it('1000 distinct junk tokens leave the decoded-token cache as it was, and each is anonymous (401)', async () => {
    const before = decodedTokenCount();
    for (let i = 0; i < 1000; i++) {
      const res = await api().get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' }).set('cookie', `USER_TOKEN=junk${i}.x${i}.y`);
      if (i % 250 === 0) expect(res.status).toBe(401);
    }
    expect(decodedTokenCount()).toBe(before);
    const longToken = await api().get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' }).set('cookie', `USER_TOKEN=${'a'.repeat(5000)}.b.c`);
    expect(longToken.status).toBe(401);
    expect(upstreamCalls()).toBe(0);
  });
});

describe('JSON depth', () => {
  it.each([
    ['arrays', '['.repeat(5000) + ']'.repeat(5000)],
    ['objects inside a known field', `{"resourceType":"1","resourceId":"PT000001","extra":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`],
  ])('a body nested 5000 deep (%s) → 400 BAD_JSON; nothing reaches the upstream', async (_kind, body) => {
    const res = await api().post('/api/addFavorite').set('x-csrf', '1').set('cookie', staff).set('content-type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ ok: false, error: { code: 'BAD_JSON', message: '请求内容不是有效的 JSON' } });
    expect(upstreamCalls()).toBe(0);
  });

  it('ordinary nesting passes', async () => {
    const res = await api().post('/api/addFavorite').set('x-csrf', '1').set('cookie', staff).send({ resourceType: '1', resourceId: 'PT000002', extra: { a: { b: [[1]] } } });
    expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
  });
});

describe('multipart', () => {
  const part = (bytes: string) => `--XX\r\ncontent-disposition: form-data; name="media"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n${bytes}`;

  it.each([
    ['a truncated body (no closing boundary)', 'multipart/form-data; boundary=XX', part('\x89PNG\r\n\x1a\n')],
    ['a malformed part header', 'multipart/form-data; boundary=XX', '--XX\r\nthis is not a header\r\n\r\nabc\r\n--XX--\r\n'],
    ['no boundary', 'multipart/form-data', 'abc'],
  ])('%s → 400 BAD_REQUEST in the one shape; nothing reaches the upstream', async (_kind, type, body) => {
    const res = await rawRequest(port, [head('POST', '/api/uploadMedia', [`content-type: ${type}`, `content-length: ${Buffer.byteLength(body)}`, 'connection: close']) + body]);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: expect.stringMatching(/^(上传内容不完整或格式有误|请求参数有误)/) } });
    expect(upstreamCalls()).toBe(0);
  });

  it('a body of another type → 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await api().post('/api/addFavorite').set('x-csrf', '1').set('cookie', staff).set('content-type', 'application/xml').send('<a/>');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ ok: false, error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: '不支持的内容类型' } });
  });
});

describe('the HTTP parser’s and the router’s rejections in the one shape', () => {
  it('headers over 16 KB → 431 HEADERS_TOO_LARGE', async () => {
    const res = await rawRequest(port, [head('GET', '/api/weixinCustPortraitDetail', [`x-big: ${'a'.repeat(20_000)}`])]);
    expect(res.status).toBe(431);
    expect(res.json).toEqual({ ok: false, error: { code: 'HEADERS_TOO_LARGE', message: '请求头过大' } });
  });

  it('a method the parser does not know → 405 METHOD_NOT_ALLOWED', async () => {
    const res = await rawRequest(port, ['FOO /api/weixinCustPortraitDetail HTTP/1.1\r\nhost: x\r\n\r\n']);
    expect(res.status).toBe(405);
    expect(res.json).toEqual({ ok: false, error: { code: 'METHOD_NOT_ALLOWED', message: '请求方法不支持' } });
  });

  it('a known path with a method it does not serve → 405 with Allow; an unknown path stays 404', async () => {
    const put = await api().put('/api/weixinCustPortraitDetail').set('x-csrf', '1').set('cookie', staff).send({});
    expect(put.status).toBe(405);
    expect(put.headers['allow']).toMatch(/GET/);
    expect(put.body).toEqual({ ok: false, error: { code: 'METHOD_NOT_ALLOWED', message: '请求方法不支持' } });
    const get = await api().get('/api/addFavorite').set('cookie', staff);
    expect(get.status).toBe(405);
    expect(get.headers['allow']).toBe('POST');
    expect((await api().get('/api/no-such-call')).status).toBe(404);
    expect(upstreamCalls()).toBe(0);
  });
});

describe('timeouts: short for bodies and ordinary calls, long only where the catalogue needs it', () => {
  it('a body that stops arriving → 408 REQUEST_TIMEOUT after BODY_TIMEOUT_MS, connection closed, nothing upstream', async () => {
    const body = JSON.stringify({ resourceType: '1', resourceId: 'PT000002' });
    const res = await rawRequest(port, [head('POST', '/api/addFavorite', ['content-type: application/json', `content-length: ${body.length}`]) + body.slice(0, 10)], { waitMs: 5_000 });
    expect(res.status).toBe(408);
    expect(res.json).toEqual({ ok: false, error: { code: 'REQUEST_TIMEOUT', message: '请求超时，请重试' } });
    expect(res.ms).toBeLessThan(3_000);
    expect(upstreamCalls()).toBe(0);
  });

  it('a body trickling in byte by byte is cut off too (the limit is for the whole request)', async () => {
    const body = JSON.stringify({ resourceType: '1', resourceId: 'PT000002' });
    const chunks = [head('POST', '/api/addFavorite', ['content-type: application/json', `content-length: ${body.length}`]), ...body.split('')];
    const res = await rawRequest(port, chunks, { gapMs: 150, waitMs: 1_000 });
    expect(res.status).toBe(408);
    expect(upstreamCalls()).toBe(0);
  });

  it('an ordinary call whose upstream is silent longer than IDLE_TIMEOUT_MS loses its socket; the mass send keeps its', async () => {
    stack.demo.fault('weixinCustPortraitDetail', { kind: 'delay', ms: 2_500, times: 1 });
    const ordinary = await rawRequest(port, [head('GET', '/api/weixinCustPortraitDetail?custId=C4400000001')], { waitMs: 5_000 });
    expect(ordinary.status).toBe(0); // closed without an answer
    expect(ordinary.ms).toBeLessThan(2_400);

    stack.demo.fault('sendTaskGroupMsg', { kind: 'delay', ms: 2_500, times: 1 });
    const body = JSON.stringify({ taskGroupMsgHistory: { taskId: 'TK440100010001', msgType: '2', content: '您好' }, custIds: ['C4400000001'] });
    const long = await rawRequest(port, [head('POST', '/api/sendTaskGroupMsg', ['content-type: application/json', `content-length: ${Buffer.byteLength(body)}`, 'connection: close']) + body], { waitMs: 8_000 });
    expect(long.status, long.text).toBe(200);
    expect(long.ms).toBeGreaterThanOrEqual(2_400);
    expect(entryByName('sendTaskGroupMsg').timeoutMs).toBe(600_000);
  });

  it('a slow upstream does not count against the body limit: the body arrived in time', async () => {
    stack.demo.fault('addFavorite', { kind: 'delay', ms: 1_000, times: 1 });
    const res = await api().post('/api/addFavorite').set('x-csrf', '1').set('cookie', staff).send({ resourceType: '1', resourceId: 'PT000002' });
    expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
  });

  it('an upload sent promptly is answered', async () => {
    const res = await api().post('/api/uploadMedia').set('x-csrf', '1').set('cookie', staff).attach('media', png(7), { filename: 'p.png', contentType: 'image/png' }).field('type', 'image');
    expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
  });
});
