import { context, propagation, trace } from '@opentelemetry/api';
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from '../../demo/upstream.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { loggerOptions } from '../../server/logger.js';
import { startTracing } from '../../server/tracing.js';
import { startRedis, type TestRedis } from '../helpers/redis.js';
import { cookieFor } from '../helpers/session.js';

// Tracing (OpenTelemetry through @fastify/otel and the Node SDK), with an in-memory exporter: one
// staff request's spans — the request (child of the caller's traceparent), id preparation, cache,
// Redis, the upstream calls named by catalogue call — the traceparent the upstream received, and the
// trace id beside the request id in the log lines. And with tracing off: the caller's traceparent
// still reaches the upstream and the logs. And on as in production: OTEL_EXPORTER_OTLP_ENDPOINT alone
// turns it on, main.ts's startTracing starts the Node SDK, and the spans reach an OTLP/HTTP receiver.

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${PARENT_ID}-01`;

describe('with an in-memory exporter (a Node SDK the test starts)', () => {
  const exporter = new tracing.InMemorySpanExporter();
  let sdk: NodeSDK;
  let redis: TestRedis;
  let demo: DemoUpstream;
  let app: FastifyInstance;
  const logLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    sdk = new NodeSDK({ serviceName: 'wecom-bff-test', spanProcessors: [new tracing.SimpleSpanProcessor(exporter)], instrumentations: [] });
    sdk.start();
    redis = await startRedis();
    demo = await startDemoUpstream(0);
    const config = loadConfig({ LOG_LEVEL: 'info', AUDIT_LOG: 'off', REDIS_URL: redis.url, REDIS_KEY_PREFIX: `trace-${process.pid}:` });
    const stream = { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) };
    app = await buildApp({ config, upstreamUrl: demo.url, demo: true, tracing: true, logger: { ...(loggerOptions('info') as object), stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await demo?.close();
    await redis?.stop();
    await sdk?.shutdown();
    // The global API back to no-op: other files in this worker do not trace.
    trace.disable();
    context.disable();
    propagation.disable();
  });

  const spans = () => exporter.getFinishedSpans();
  const named = (prefix: string) => spans().filter((s) => s.name.startsWith(prefix));
  const parentOf = (s: tracing.ReadableSpan) => s.parentSpanContext?.spanId;

  describe('tracing on', () => {
    it('one staff request: its spans continue the caller’s trace, the upstream receives it, the logs name it', async () => {
      exporter.reset();
      const res = await request(app.server)
        .get('/api/weixinRemindInfoSearch')
        .query({ custId: 'C4400000001' })
        .set('cookie', cookieFor())
        .set('traceparent', TRACEPARENT)
        .set('x-request-id', 'trace-test-1');
      expect(res.status).toBe(200);
      // The request span ends after the answer is sent.
      await new Promise((r) => setTimeout(r, 50));

      const all = spans();
      expect(all.length).toBeGreaterThan(3);
      expect(all.every((s) => s.spanContext().traceId === TRACE_ID)).toBe(true);
      // The request span (@fastify/otel) is the caller's span's child.
      const root = all.find((s) => parentOf(s) === PARENT_ID)!;
      expect(root).toBeDefined();
      expect(root.attributes['http.route']).toBe('/api/weixinRemindInfoSearch');

      // The BFF's own work, named by catalogue call: id preparation (which itself asks the encryption
      // endpoint), the id cache in Redis, and the call itself.
      const [prepare] = named('prepare ids weixinRemindInfoSearch');
      expect(prepare).toBeDefined();
      const [encrypt] = named('upstream toEncryptCustId');
      expect(parentOf(encrypt!)).toBe(prepare!.spanContext().spanId);
      expect(named('redis get cache:ids').length).toBeGreaterThan(0);
      expect(named('redis set cache:ids').length).toBeGreaterThan(0);
      const [call] = named('upstream weixinRemindInfoSearch');
      expect(call!.attributes).toMatchObject({ 'bff.call': 'weixinRemindInfoSearch', 'http.request.method': 'GET', 'http.response.status_code': 200 });
      expect(String(call!.attributes['url.path'])).not.toContain('C4400000001');

      // The upstream received the trace context of the upstream span.
      const received = demo.state.calls.find((c) => c.name === 'weixinRemindInfoSearch')!.traceparent;
      expect(received).toBe(`00-${TRACE_ID}-${call!.spanContext().spanId}-01`);

      // Each log line of the request has its request id and trace id.
      const lines = logLines.filter((l) => l.reqId === 'trace-test-1');
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((l) => l.traceId === TRACE_ID)).toBe(true);
    });

    it('an answer cache names the call and says whether it hit; a hit calls nothing upstream', async () => {
      const query = { configCode: 'smart_business_card', comCode: '44010000', defaultValue: '0' };
      await request(app.server).get('/api/querySystemConfig').query(query).set('cookie', cookieFor());
      exporter.reset();
      await request(app.server).get('/api/querySystemConfig').query(query).set('cookie', cookieFor());
      await new Promise((r) => setTimeout(r, 50));
      const [cache] = named('cache querySystemConfig');
      expect(cache!.attributes).toMatchObject({ 'bff.call': 'querySystemConfig', 'bff.cache': 'systemConfig', 'bff.cache.hit': true });
      expect(named('redis get cache:systemConfig').map(parentOf)).toContain(cache!.spanContext().spanId);
      expect(named('upstream querySystemConfig')).toEqual([]);
    });
  });

  describe('tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
    let off: FastifyInstance;
    let offDemo: DemoUpstream;
    const offLines: Array<Record<string, unknown>> = [];
    beforeAll(async () => {
      offDemo = await startDemoUpstream(0);
      const stream = { write: (line: string) => void offLines.push(JSON.parse(line) as Record<string, unknown>) };
      off = await buildApp({ config: loadConfig({ LOG_LEVEL: 'info', AUDIT_LOG: 'off' }), upstreamUrl: offDemo.url, demo: true, logger: { ...(loggerOptions('info') as object), stream } });
      await off.ready();
    });
    afterAll(async () => {
      await off.close();
      await offDemo.close();
    });

    it('creates no span, but forwards the caller’s traceparent to the upstream as it came and names it in the logs', async () => {
      expect(off.tracer).toBeUndefined();
      exporter.reset();
      await request(off.server).get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' }).set('cookie', cookieFor()).set('traceparent', TRACEPARENT).set('tracestate', 'vendor=1').set('x-request-id', 'trace-off-1');
      expect(spans()).toEqual([]);
      const call = offDemo.state.calls.find((c) => c.name === 'weixinCustPortraitDetail')!;
      expect(call.traceparent).toBe(TRACEPARENT);
      const lines = offLines.filter((l) => l.reqId === 'trace-off-1');
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((l) => l.traceId === TRACE_ID)).toBe(true);
      // A malformed one is neither passed on nor logged.
      await request(off.server).get('/api/weixinBaseInfoSearch').query({ custId: 'C4400000001' }).set('cookie', cookieFor()).set('traceparent', '00-zz-yy-01').set('x-request-id', 'trace-off-2');
      expect(offDemo.state.calls.find((c) => c.name === 'weixinBaseInfoSearch')!.traceparent).toBeUndefined();
      expect(offLines.filter((l) => l.reqId === 'trace-off-2').every((l) => l.traceId === undefined)).toBe(true);
    });
  });
});

describe('turned on by OTEL_EXPORTER_OTLP_ENDPOINT alone (startTracing, as main.ts does)', () => {
  // The standard variables the Node SDK reads from process.env: set for this block, then put back.
  const VARS = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_EXPORTER_OTLP_PROTOCOL', 'OTEL_TRACES_EXPORTER', 'OTEL_METRICS_EXPORTER', 'OTEL_LOGS_EXPORTER', 'OTEL_SERVICE_NAME', 'OTEL_BSP_SCHEDULE_DELAY'];
  const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));
  // What a collector received: one entry per export.
  const received: Array<{ path: string | undefined; contentType: string | undefined; body: Buffer }> = [];
  let receiver: Server;
  let sdk: NodeSDK | undefined;
  let envApp: FastifyInstance;
  let envDemo: DemoUpstream;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        received.push({ path: req.url, contentType: req.headers['content-type'], body: req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw });
        res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    for (const name of VARS) delete process.env[name];
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = endpoint;
    // The batch processor exports every 50 ms instead of 5 s.
    process.env.OTEL_BSP_SCHEDULE_DELAY = '50';
    envDemo = await startDemoUpstream(0);
    const config = loadConfig({ LOG_LEVEL: 'silent', AUDIT_LOG: 'off', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
    expect(config.otelEndpoint).toBe(endpoint);
    sdk = startTracing(config.otelEndpoint);
    // No `tracing` option: on because the configuration names an endpoint.
    envApp = await buildApp({ config, upstreamUrl: envDemo.url, demo: true, logger: false });
    await envApp.ready();
  });
  afterAll(async () => {
    await envApp?.close();
    await envDemo?.close();
    await sdk?.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
    for (const name of VARS) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('the request’s spans reach the collector at /v1/traces (OTLP/HTTP), traces only', async () => {
    expect(sdk).toBeDefined();
    expect(envApp.tracer).toBeDefined();
    const res = await request(envApp.server).get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' }).set('cookie', cookieFor()).set('traceparent', TRACEPARENT);
    expect(res.status).toBe(200);
    // The spans are protobuf: their names and the trace id's 16 bytes appear as they are.
    const exported = () => Buffer.concat(received.filter((r) => r.path === '/v1/traces').map((r) => r.body));
    await vi.waitFor(() => expect(exported().includes('upstream weixinCustPortraitDetail')).toBe(true), { timeout: 10_000, interval: 50 });
    expect(exported().includes(Buffer.from(TRACE_ID, 'hex'))).toBe(true);
    expect(exported().includes('wecom-bff')).toBe(true);
    expect(received.every((r) => r.path === '/v1/traces' && r.contentType === 'application/x-protobuf')).toBe(true);
    // The SDK flushes and stops (afterAll's second shutdown is a no-op): nothing of it is left running.
    await sdk!.shutdown();
  });
});
