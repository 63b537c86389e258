import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOGUE } from '../../shared/catalogue/index.js';

export interface TimeoutOptions {
  apiPrefix: string;
  /** Every route's socket idle limit (app.ts sets it as the server's timeout). */
  idleTimeoutMs: number;
  /** The long calls' socket idle limit. */
  longTimeoutMs: number;
}

/** Time a route needs beyond its upstream timeout to answer (the upstream's 504 included). */
const MARGIN_MS = 15_000;

// Short limits for every route, the long one only where the catalogue says the upstream may take
// long (the 10-minute mass send, the 5-minute batch add). Bodies have their own, shorter limit
// (BODY_TIMEOUT_MS, Node's requestTimeout): a slow body is never held for a long call's limit.
// The socket's timeout is raised when the request starts; Node sets it back for the next request
// on a kept-alive connection.
export const timeoutsPlugin = fp(async function timeouts(app, opts: TimeoutOptions) {
  const long = new Set(longCalls(opts.idleTimeoutMs).map((e) => `${opts.apiPrefix}${e.mirrorPath}`));
  const raise: onRequestHookHandler = (request, _reply, done) => {
    request.raw.socket.setTimeout(opts.longTimeoutMs);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (!long.has(route.url)) return;
    const before = route.onRequest ?? [];
    route.onRequest = [raise, ...(Array.isArray(before) ? before : [before])];
  });
});

/** The calls whose upstream may take longer than the idle limit allows: they get the long limit. */
export const longCalls = (idleTimeoutMs: number) => CATALOGUE.filter((e) => e.timeoutMs + MARGIN_MS > idleTimeoutMs);
