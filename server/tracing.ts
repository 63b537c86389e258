import FastifyOtelInstrumentation from '@fastify/otel';
import { SpanKind, SpanStatusCode, trace, type Attributes, type Tracer } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { StateStore, StoreSpace } from './state/store.js';

// OpenTelemetry tracing, off unless OTEL_EXPORTER_OTLP_ENDPOINT (or …_TRACES_ENDPOINT) is set: then
// main.ts starts the Node SDK (exporter, sampler, resource from the standard OTEL_* variables) and
// buildApp registers @fastify/otel (a span per request, the caller's W3C traceparent as its parent)
// and the BFF's own spans: upstream call, answer cache, id preparation, Redis, each named by the
// catalogue call. Off, none of this runs: no span, no context lookup on the hot path.

export const TRACER_NAME = 'wecom-bff';

/** Start the Node SDK when an OTLP endpoint is configured; undefined otherwise. Call before buildApp. */
export function startTracing(endpoint: string | undefined, env: NodeJS.ProcessEnv = process.env): NodeSDK | undefined {
  if (!endpoint) return undefined;
  // Traces only: metrics are Prometheus' (/metrics) and logs are pino's.
  env.OTEL_METRICS_EXPORTER ??= 'none';
  env.OTEL_LOGS_EXPORTER ??= 'none';
  const sdk = new NodeSDK({ serviceName: env.OTEL_SERVICE_NAME || 'wecom-bff', instrumentations: [] });
  sdk.start();
  return sdk;
}

/** The tracer of the BFF's own spans (the global provider's: the SDK's, or a test's). */
export const bffTracer = (): Tracer => trace.getTracer(TRACER_NAME);

/** Run `work` in a span named `name` (active, so nested spans and the traceparent sent upstream follow it). */
export function inSpan<T>(tracer: Tracer, name: string, attributes: Attributes, work: () => Promise<T>, kind = SpanKind.INTERNAL): Promise<T> {
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work();
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as { code?: string }).code ?? (err as Error).name });
      throw err;
    } finally {
      span.end();
    }
  });
}

/** The W3C trace id of a well-formed traceparent header (for log lines while tracing is off). */
export function traceIdOf(traceparent: unknown): string | undefined {
  if (typeof traceparent !== 'string') return undefined;
  const m = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/.exec(traceparent.trim());
  return m && !/^0+$/.test(m[1]!) ? m[1] : undefined;
}

/** The caller's W3C trace context headers, if it sent any (forwarded upstream while tracing is off). */
export function callerTrace(request: { headers: Record<string, string | string[] | undefined> }) {
  const { traceparent, tracestate } = request.headers;
  if (!traceIdOf(traceparent)) return undefined;
  return { traceparent: traceparent as string, tracestate: typeof tracestate === 'string' && tracestate.length <= 512 ? tracestate : undefined };
}

/**
 * Each request's logger: its request id (Fastify's binding) and the caller's trace id when a
 * well-formed traceparent came (Fastify's childLoggerFactory: no hook of its own). With tracing on,
 * tracingPlugin replaces it by the request span's trace id (the same one when the caller sent one).
 */
export const childLoggerWithTrace: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (logger, bindings, opts, rawReq) {
  const traceId = rawReq.headers.traceparent === undefined ? undefined : traceIdOf(rawReq.headers.traceparent);
  return logger.child(traceId ? { ...bindings, traceId } : bindings, opts);
};

/**
 * Tracing on: @fastify/otel's request span (its parent from the caller's traceparent), and its trace
 * id beside the request id in every log line of the request. Off, this plugin is not registered.
 */
export const tracingPlugin = fp(async function tracing(app) {
  // Lifecycle hooks get no span each: the request span, the handler's and the BFF's own say enough.
  const instrumentation = new FastifyOtelInstrumentation({ instrumentHooks: false, ignorePaths: (route) => route.url === '/healthz' || route.url === '/metrics' });
  await app.register(instrumentation.plugin());
  app.addHook('onRequest', (request, reply, done) => {
    const otel = request.opentelemetry();
    const traceId = otel.instrumented ? otel.span?.spanContext().traceId : undefined;
    if (traceId && traceId !== traceIdOf(request.headers.traceparent)) {
      request.log = request.log.child({ traceId });
      reply.log = request.log;
    }
    done();
  });
});

/** The state store with a span around each Redis command (store.kind === 'redis'). */
export function tracedStore(store: StateStore, tracer: Tracer): StateStore {
  const traced = (name: string, space: StoreSpace): StoreSpace => {
    const span = <T>(op: string, work: () => Promise<T>) => inSpan(tracer, `redis ${op} ${name}`, { 'db.system.name': 'redis', 'db.operation.name': op, 'bff.state.space': name }, work, SpanKind.CLIENT);
    return {
      get: <T>(key: string) => span('get', () => space.get<T>(key)),
      set: (key, value, ttlMs) => span('set', () => space.set(key, value, ttlMs)),
      setIfAbsent: (key, value, ttlMs) => span('setIfAbsent', () => space.setIfAbsent(key, value, ttlMs)),
      delete: (key) => span('delete', () => space.delete(key)),
      increment: (key, ttlMs, by) => span('increment', () => space.increment(key, ttlMs, by)),
    };
  };
  return {
    kind: store.kind,
    space: (name, maxEntries) => traced(name, store.space(name, maxEntries)),
    check: () => store.check(),
    close: () => store.close(),
  };
}
