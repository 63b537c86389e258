import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../helpers/app.js';

// The foundation's server basics: health, readiness, metrics, the one answer shape for the
// framework's own rejections, the client with history-mode fallback, cache headers, CSP.
describe('foundation', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it('GET /healthz answers ok', async () => {
    const res = await request(stack.app.server).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, data: { status: 'ok' } });
  });

  it('GET /readyz answers 200 while the upstream answers, 503 when it does not', async () => {
    const up = await request(stack.app.server).get('/readyz');
    expect(up.status).toBe(200);
    const { startStack: start } = await import('../helpers/app.js');
    const other = await start();
    await other.demo.close();
    const down = await request(other.app.server).get('/readyz');
    expect(down.status).toBe(503);
    expect(down.body.ok).toBe(false);
    await other.app.close();
  });

  it('GET /metrics serves Prometheus text with the upstream latency histogram', async () => {
    const res = await request(stack.app.server).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toContain('# TYPE upstream_request_duration_seconds histogram');
    expect(res.text).toContain('# TYPE cache_events_total counter');
  });

  it('echoes a well-formed x-request-id and generates one otherwise', async () => {
    const given = await request(stack.app.server).get('/healthz').set('x-request-id', 'abc-123');
    expect(given.headers['x-request-id']).toBe('abc-123');
    const bad = await request(stack.app.server).get('/healthz').set('x-request-id', 'bad id with spaces');
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  describe('every /api answer has the one shape, the framework’s rejections included', () => {
    it('unknown route → 404', async () => {
      const res = await request(stack.app.server).get('/api/no-such-call');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ ok: false, error: { code: 'NOT_FOUND', message: '接口不存在' } });
    });
    it('malformed URL → 400', async () => {
      const res = await request(stack.app.server).get('/api/%E0%A4%A');
      expect(res.status).toBe(400);
      expect(res.body.ok).toBe(false);
    });
    it('state-changing call without x-csrf → 403 and nothing upstream', async () => {
      const res = await request(stack.app.server).post('/api/weixinCustMainBinding').send({});
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ ok: false, error: { code: 'CSRF', message: '缺少防伪请求头' } });
    });
  });

  describe('the client', () => {
    it('serves the HTML shell with no-cache at / and at any page path (history mode)', async () => {
      for (const path of ['/', '/home/customer-home-page', '/customer-info/customerInfo-detail?custId=1']) {
        const res = await request(stack.app.server).get(path).set('accept', 'text/html');
        expect(res.status, path).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.text).toContain('<base href="/" />');
        expect(res.text).toMatch(/assets\/main-[\w-]+\.js/);
      }
    });

    it('serves hashed assets immutable for a year, precompressed', async () => {
      const html = (await request(stack.app.server).get('/')).text;
      const js = /assets\/(main-[\w-]+\.js)/.exec(html)?.[1];
      const res = await request(stack.app.server).get(`/assets/${js}`).set('accept-encoding', 'br');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-encoding']).toBe('br');
    });

    it('sends a Content-Security-Policy without unsafe-inline', async () => {
      const res = await request(stack.app.server).get('/');
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
    });

    it('a missing asset is a 404, not the HTML shell', async () => {
      const res = await request(stack.app.server).get('/assets/missing-XXXX.js');
      expect(res.status).toBe(404);
    });
  });

  it('serves everything under a configured base path', async () => {
    const { startStack: start } = await import('../helpers/app.js');
    const s = await start({ BASE_PATH: '/staff' });
    try {
      const page = await request(s.app.server).get('/staff/home/customer-home-page');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<base href="/staff/" />');
      const api = await request(s.app.server).get('/staff/api/nothing');
      expect(api.body.error.code).toBe('NOT_FOUND');
      const docs = await request(s.app.server).get('/staff/api/docs/json');
      expect(docs.body.openapi).toMatch(/^3\./);
    } finally {
      await s.close();
    }
  });

  it('compresses JSON answers', async () => {
    const res = await request(stack.app.server).get('/api/docs/json').set('accept-encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
  });
});

describe('API answers carry the headers that fit JSON', () => {
  let s: TestStack;
  beforeAll(async () => {
    s = await startStack();
  });
  afterAll(() => s.close());
  it('nosniff, no framing and no-store (personal data); no page CSP', async () => {
    const res = await request(s.app.server).get('/api/nothing');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});
