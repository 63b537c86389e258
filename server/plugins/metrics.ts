import fp from 'fastify-plugin';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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
  }
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

export const metricsPlugin = fp(async function metrics(app) {
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
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(m.registry.contentType);
    return m.registry.metrics();
  });
});
