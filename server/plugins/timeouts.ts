import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOGUE } from '../../shared/catalogue/index.js';
import { REQUEST_TIMEOUT_MS } from '../../shared/domain/constants.js';

export interface TimeoutOptions {
  apiPrefix: string;
  /** The long calls' socket idle limit (REQUEST_TIMEOUT_MS); every other route has the server's (IDLE_TIMEOUT_MS). */
  longTimeoutMs: number;
}

/**
 * The calls whose upstream may take longer than the spec's 60 s (the 10-minute mass send, the
 * 5-minute batch add): only they get the long socket limit.
 */
export const longCalls = () => CATALOGUE.filter((e) => e.timeoutMs > REQUEST_TIMEOUT_MS);

// Short limits for every route, the long one only where the catalogue says the upstream may take
// long. Bodies have their own, shorter limit (BODY_TIMEOUT_MS, Node's requestTimeout), so a slow
// body is never held for a long call's limit. The socket's timeout is raised when the request
// starts; Node sets it back for the next request on a kept-alive connection.
export const timeoutsPlugin = fp(async function timeouts(app, opts: TimeoutOptions) {
  const long = new Set(longCalls().map((e) => `${opts.apiPrefix}${e.mirrorPath}`));
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
