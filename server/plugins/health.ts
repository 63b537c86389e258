import type { FastifyInstance } from 'fastify';
import { request as undiciRequest, type Dispatcher } from 'undici';
import { fail, ok } from '../http/answer.js';
import type { StateStore } from '../state/store.js';

export interface HealthOptions {
  upstreamUrl: string;
  /** The state store: with Redis, not ready while Redis cannot be reached. */
  store: StateStore;
  readyPath: string;
  dispatcher: Dispatcher;
  /** Load shedding (plugins/shedding.ts) is on: not ready, so the balancer sends traffic elsewhere. */
  underPressure?: () => boolean;
}

// /healthz: the process is alive. /readyz: the state store answers (Redis, when configured) and the
// upstream answers (any status below 500 within 3 s), and no load is being shed; a 503 names which one is missing.
export async function healthRoutes(app: FastifyInstance, opts: HealthOptions) {
  app.get('/healthz', { schema: { hide: true } }, async () => ok({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (opts.underPressure?.()) return reply.code(503).send(fail('OVERLOADED', 'shedding load: past a configured threshold (SHED_*)'));
    try {
      await opts.store.check();
    } catch {
      return reply.code(503).send(fail('STATE_STORE_UNAVAILABLE', `${opts.store.kind} state store did not answer`));
    }
    try {
      const res = await undiciRequest(`${opts.upstreamUrl}${opts.readyPath}`, {
        dispatcher: opts.dispatcher,
        headersTimeout: 3000,
        bodyTimeout: 3000,
        headers: { 'x-request-id': request.id },
      });
      await res.body.dump();
      if (res.statusCode < 500) return ok({ status: 'ready', upstream: res.statusCode, store: opts.store.kind });
      return reply.code(503).send(fail('UPSTREAM_UNAVAILABLE', `upstream answered ${res.statusCode}`));
    } catch {
      return reply.code(503).send(fail('UPSTREAM_UNAVAILABLE', 'upstream did not answer'));
    }
  });
}
