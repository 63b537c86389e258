import type { FastifyInstance } from 'fastify';
import { request as undiciRequest, type Dispatcher } from 'undici';
import { fail, ok } from '../http/answer.js';

export interface HealthOptions {
  upstreamUrl: string;
  readyPath: string;
  dispatcher: Dispatcher;
}

// /healthz: the process is alive. /readyz: the upstream answers (any status below 500 within 3 s).
export async function healthRoutes(app: FastifyInstance, opts: HealthOptions) {
  app.get('/healthz', { schema: { hide: true } }, async () => ok({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      const res = await undiciRequest(`${opts.upstreamUrl}${opts.readyPath}`, {
        dispatcher: opts.dispatcher,
        headersTimeout: 3000,
        bodyTimeout: 3000,
        headers: { 'x-request-id': request.id },
      });
      await res.body.dump();
      if (res.statusCode < 500) return ok({ status: 'ready', upstream: res.statusCode });
      return reply.code(503).send(fail('UPSTREAM_UNAVAILABLE', `upstream answered ${res.statusCode}`));
    } catch {
      return reply.code(503).send(fail('UPSTREAM_UNAVAILABLE', 'upstream did not answer'));
    }
  });
}
