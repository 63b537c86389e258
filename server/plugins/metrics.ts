import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
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

export const metricsPlugin = fp(async function metrics(app, opts: MetricsOptions) {
  const m = createMetrics();
  app.decorate('metrics', m);
  // The labelled child per method, route and status, kept: prom-client hashes the labels on
  // every observe() otherwise, which cost more than the rest of a cached call's hooks.
  const children = new Map<string, ReturnType<typeof m.httpDuration.labels>>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${route} ${reply.statusCode}`;
    let child = children.get(key);
    if (!child) {
      child = m.httpDuration.labels(request.method, route, String(reply.statusCode));
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
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
