import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import { CATALOGUE, type CatalogueEntry } from '../../shared/catalogue/index.js';
import type { InternalApp } from '../config.js';
import { ApiError, fail, MESSAGES } from '../http/answer.js';
import { required } from '../state/store.js';
import { TOKEN_COOKIE } from '../../shared/session.js';
import { decodeToken } from '../session/token.js';

// Bearer access for internal apps (server-side callers, design.md "Callers"). An app that signed a
// staff member in through the insurer's SSO sends that upstream token as `Authorization: Bearer …`
// and its own key as `X-App-Key`. Both are needed: the token says who the staff member is (verified
// like the cookie), the key says which app asks and so what it may reach (INTERNAL_APPS). A bearer
// request never uses cookies, so it is not ambient and needs no x-csrf; a key without a token, a
// token without a key, or a call outside the app's grant reaches nothing upstream.

export const APP_KEY_HEADER = 'x-app-key';
/** The header that hands an app the staff member's refreshed token (a browser gets it as the cookie). */
export const REFRESHED_TOKEN_HEADER = 'x-refreshed-token';

/** The app and staff member behind a bearer request (set before any other /api check). */
export interface AppCaller {
  app: InternalApp;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on /api requests that came with a bearer token and a valid app key. */
    appCaller?: AppCaller | undefined;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The app whose key this is (compared in constant time with each configured hash), or undefined. */
export function appOfKey(apps: readonly InternalApp[], key: string | undefined): InternalApp | undefined {
  if (!key || key.length > 256) return undefined;
  const given = sha256(key);
  let found: InternalApp | undefined;
  for (const app of apps) if (timingSafeEqual(given, Buffer.from(app.keySha256, 'hex'))) found = app;
  return found;
}

/** Whether `app` was granted the catalogue call `entry` (by name or section), or the session routes. */
export function granted(app: InternalApp, entry: CatalogueEntry | undefined, sessionRoute: boolean): boolean {
  if (entry) return app.calls.includes(entry.name) || app.calls.includes(entry.section);
  return sessionRoute && app.calls.includes('session');
}

/** What an app is told when it asks for a call it was not granted. */
export const NOT_GRANTED = '该应用无权调用此接口';

export const internalAppsPlugin = fp(async function internalApps(app, opts: { apps: readonly InternalApp[]; apiPrefix: string }) {
  const entries = new Map(CATALOGUE.map((e) => [`${opts.apiPrefix}${e.mirrorPath}`, e]));
  const sessionPrefix = `${opts.apiPrefix}/session`;
  const requests = new Counter({
    name: 'internal_app_requests_total',
    help: 'Requests of internal apps (bearer token + app key) by app, route and status; refusals before an app is known count as app="unknown"',
    labelNames: ['app', 'route', 'status'],
    registers: [app.metrics.registry],
  });
  app.decorateRequest('appCaller', undefined);

  /** Refused before its route: answered here, counted, and one audit line naming the app (or "unknown"). */
  const refuse = (request: FastifyRequest, reply: FastifyReply, appName: string, status: number, code: string, message: string) => {
    const route = request.routeOptions.url ?? 'unmatched';
    app.audit.info({ app: appName, route, reqId: request.id, status, outcome: 'refused', code }, 'internal app request');
    requests.inc({ app: appName, route, status: String(status) });
    if (status === 401) reply.header('www-authenticate', 'Bearer');
    reply.code(status).send(fail(code, message));
  };

  app.addHook('onRequest', (request, reply, done) => {
    const authorization = request.headers.authorization;
    const key = request.headers[APP_KEY_HEADER];
    // The staff browser's path: no app key and no bearer token (a proxy's Basic credentials are not ours), nothing to do.
    if (key === undefined && !(typeof authorization === 'string' && /^bearer /i.test(authorization))) return done();
    const { config, url } = request.routeOptions;
    if (!config?.api) return done();
    const bearer = typeof authorization === 'string' && /^Bearer [^\s]+$/i.test(authorization) ? authorization.slice(7) : undefined;
    const found = appOfKey(opts.apps, typeof key === 'string' ? key : undefined);
    if (!found || !bearer) {
      // A key alone (leaked), a token alone, a wrong key: nothing is reached, not even with a cookie.
      const code = found ? 'BEARER_REQUIRED' : 'APP_KEY_INVALID';
      return refuse(request, reply, found?.name ?? 'unknown', 401, code, MESSAGES.unauthorized);
    }
    const route = url ?? '';
    // "session" grants who-am-I, the app config and permission decisions: the GETs under /api/session.
    const sessionRead = request.method === 'GET' && (route === sessionPrefix || route.startsWith(`${sessionPrefix}/`));
    if (!granted(found, entries.get(route), sessionRead)) {
      return refuse(request, reply, found.name, 403, 'APP_NOT_GRANTED', NOT_GRANTED);
    }
    if (!decodeToken(bearer, app.config.tokenSecret)) return refuse(request, reply, found.name, 401, 'NOT_LOGGED_IN', MESSAGES.notLoggedIn);
    // Every line of this request's log names the app.
    request.log = request.log.child({ app: found.name });
    reply.log = request.log;
    // Per app and minute, across replicas (the shared store).
    const window = Math.floor(Date.now() / 60_000);
    required(app.store.space('app-rate', 10_000).increment(`${found.name}|${window}`, 60_000)).then(
      ({ count, ttlMs }) => {
        if (count > found.perMinute) {
          reply.header('retry-after', String(Math.max(1, Math.ceil(ttlMs / 1000))));
          return refuse(request, reply, found.name, 429, 'RATE_LIMITED', MESSAGES.rateLimited);
        }
        request.appCaller = { app: found, token: bearer };
        asApp(request, reply, found.name);
        done();
      },
      (err: unknown) => done(err instanceof ApiError ? err : new ApiError(503, 'STATE_STORE_UNAVAILABLE', MESSAGES.stateUnavailable)),
    );
  });

  /**
   * What only an app's request needs, set on that request alone (no hook runs for staff requests):
   * no cookies — a token the upstream refreshed comes back as a header instead — and the count of
   * its answer by app, route and status.
   */
  function asApp(request: FastifyRequest, reply: FastifyReply, name: string) {
    const r = reply as unknown as { setCookie(n: string, v: string): FastifyReply; clearCookie(n: string): FastifyReply };
    r.setCookie = (cookie, value) => (cookie === TOKEN_COOKIE ? reply.header(REFRESHED_TOKEN_HEADER, value) : reply);
    r.clearCookie = () => reply;
    reply.raw.once('close', () => requests.inc({ app: name, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) }));
  }
});
