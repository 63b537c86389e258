import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { fail, MESSAGES } from '../http/answer.js';

// Prometheus metrics on a registry of this app (not the global one, so several apps in one
// process — the tests — do not collide). Upstream latency is labelled by catalogue name.

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  upstreamDuration: Histogram<'call' | 'outcome'>;
  cacheEvents: Counter<'cache' | 'event'>;
  answerSchemaMismatch: Counter<'call'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
    /** The separate /metrics listener when METRICS_PORT is set. */
    metricsServer?: FastifyInstance;
  }
}

/**
 * Where /metrics is served: on METRICS_PORT when set; else on the app port — with the demo upstream,
 * or in production only with METRICS_TOKEN. A production BFF (UPSTREAM_URL) with neither serves it
 * nowhere: ops choose a private port or a token, the default never exposes it on the public port.
 */
export function metricsPlacement(config: { upstreamUrl: string | undefined; metricsPort: number | undefined; metricsToken: string | undefined }): 'separate' | 'app' | 'off' {
  if (config.metricsPort !== undefined) return 'separate';
  if (config.upstreamUrl === undefined || config.metricsToken !== undefined) return 'app';
  return 'off';
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'BFF request duration by route',
      labelNames: ['method', 'route', 'status'],
      buckets,
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'upstream_request_duration_seconds',
      help: 'Upstream call latency by catalogue name and outcome (ok, error, timeout)',
      labelNames: ['call', 'outcome'],
      buckets,
      registers: [registry],
    }),
    cacheEvents: new Counter({
      name: 'cache_events_total',
      help: 'Cache hits and misses by cache name',
      labelNames: ['cache', 'event'],
      registers: [registry],
    }),
    answerSchemaMismatch: new Counter({
      name: 'upstream_answer_schema_mismatch_total',
      help: 'Upstream answers that differ from the catalogue answer schema (passed on as they came), by catalogue name',
      labelNames: ['call'],
      registers: [registry],
    }),
  };
}

export interface MetricsOptions {
  /** Serve /metrics on a separate port (METRICS_PORT) instead of the app's. */
  separatePort: boolean;
  /** Not served at all (production without METRICS_PORT or METRICS_TOKEN): the app port answers 404. */
  off?: boolean;
  /** Bearer token /metrics requires; undefined: none. */
  token: string | undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** GET /metrics: Prometheus text; with a token, only for `Authorization: Bearer <token>` (compared in constant time). */
function metricsRoute(app: FastifyInstance, registry: Registry, token: string | undefined) {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && !timingSafeEqual(digest(request.headers.authorization ?? ''), digest(`Bearer ${token}`))) {
      return reply.code(401).header('www-authenticate', 'Bearer').send(fail('UNAUTHORIZED', MESSAGES.unauthorized));
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}

/** The separate listener of METRICS_PORT: /metrics and nothing else. */
async function metricsServer(registry: Registry, token: string | undefined): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  metricsRoute(server, registry, token);
  server.setNotFoundHandler((_request, reply) => reply.code(404).send(fail('NOT_FOUND', MESSAGES.notFound)));
  await server.ready();
  return server;
}

/** prom-client's stored series: a histogram's buckets, sum and count; a counter's value. */
interface HistogramSeries {
  bucketValues: Record<number, number>;
  sum: number;
  count: number;
}
interface Internals {
  hashMap: Record<string, { labels: Record<string, string | number> } & Partial<HistogramSeries> & { value?: number }>;
  upperBounds?: number[];
}

/** The series of `metric` with exactly these labels, once prom-client has created it. */
function seriesOf(metric: unknown, labels: Record<string, string>) {
  const names = Object.keys(labels);
  return Object.values((metric as Internals).hashMap).find((s) => Object.keys(s.labels).length === names.length && names.every((n) => String(s.labels[n]) === labels[n]));
}

/**
 * One labelled series of a histogram, observed in place. prom-client's `labels()` child still
 * validates and hashes its labels on every `observe()`; this does that once (the first observation
 * goes through prom-client, which creates the series) and then updates the stored series, which is
 * what prom-client itself does. A reset of the histogram (never done here) is noticed and followed.
 */
export function histogramSeries<T extends string>(h: Histogram<T>, labels: Record<T, string>): (value: number) => void {
  let series: HistogramSeries | undefined;
  const bounds = (h as unknown as Internals).upperBounds!;
  const map = () => (h as unknown as Internals).hashMap;
  let store = map();
  return (value) => {
    if (!series || store !== map()) {
      h.observe(labels as never, value);
      store = map();
      series = seriesOf(h, labels) as unknown as HistogramSeries;
      return;
    }
    for (const bound of bounds) {
      if (value <= bound) {
        series.bucketValues[bound] = (series.bucketValues[bound] ?? 0) + 1;
        break;
      }
    }
    series.sum += value;
    series.count += 1;
  };
}

/** One labelled series of a counter, incremented in place (as histogramSeries). */
export function counterSeries<T extends string>(c: Counter<T>, labels: Record<T, string>): () => void {
  let series: { value: number } | undefined;
  const map = () => (c as unknown as Internals).hashMap;
  let store = map();
  return () => {
    if (!series || store !== map()) {
      c.inc(labels as never);
      store = map();
      series = seriesOf(c, labels) as { value: number } | undefined;
      return;
    }
    series.value += 1;
  };
}

/** The duration metric of one route and method: observe(status, seconds), one series per status. */
export function routeObserver(m: Metrics, method: string, route: string): (status: number, seconds: number) => void {
  const byStatus = new Map<number, (v: number) => void>();
  return (status, seconds) => {
    let observe = byStatus.get(status);
    if (!observe) byStatus.set(status, (observe = histogramSeries(m.httpDuration, { method, route, status: String(status) })));
    observe(seconds);
  };
}

export const metricsPlugin = fp(async function metrics(app, opts: MetricsOptions) {
  const m = createMetrics();
  app.decorate('metrics', m);
  // Durations by method, route and status, one series each, observed in place (histogramSeries).
  // A matched route observes in its own onResponse hook (its method and template known when it
  // was declared: no lookup per request); the global hook counts only what matched no route.
  const observer = (method: string, route: string) => routeObserver(m, method, route);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const observers = new Map(methods.map((method) => [method, observer(method, route.url)]));
    const hook: onResponseHookHandler = (request, reply, done) => {
      observers.get(request.method)?.(reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    const before = route.onResponse ?? [];
    route.onResponse = [hook, ...(Array.isArray(before) ? before : [before])];
  });
  const unmatched = new Map<string, (status: number, seconds: number) => void>();
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) {
      let observe = unmatched.get(request.method);
      if (!observe) unmatched.set(request.method, (observe = observer(request.method, 'unmatched')));
      observe(reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });
  // Not here (or not at all): without this route the client's history-mode fallback would answer the page.
  const notHere = () => app.get('/metrics', { schema: { hide: true } }, (_request, reply) => reply.code(404).send(fail('NOT_FOUND', MESSAGES.notFound)));
  if (opts.off) {
    notHere();
    return;
  }
  if (!opts.separatePort) {
    metricsRoute(app, m.registry, opts.token);
    return;
  }
  // Its own port (ops expose it only to Prometheus): main.ts listens on it after the app (a port in
  // use stops the start); it closes with the app.
  const separate = await metricsServer(m.registry, opts.token);
  app.decorate('metricsServer', separate);
  notHere();
  app.addHook('onClose', async () => {
    await separate.close();
  });
});
