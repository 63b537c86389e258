import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, onRouteHookHandler } from 'fastify';
import { fail, MESSAGES } from '../http/answer.js';

export interface SecurityOptions {
  corsOrigins: string[];
  /** The app's own origin (from PUBLIC_URL); undefined with the demo upstream: the origin the browser used. */
  publicOrigin: string | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An /api route: JSON headers, the cross-site check and, where it changes state, the anti-forgery header. */
    api?: boolean;
    /** The route changes state even as a GET (the catalogue's `mutates`). */
    mutates?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// A Content-Security-Policy the client satisfies: no inline script, no inline style element,
// no remote script. Images and links to the insurer's CDN are cross-origin.
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * The headers helmet sets, computed once: they do not depend on the request, and running the
 * helmet middleware per request (as @fastify/helmet does) cost more than the rest of a cached call.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, () => undefined);
  return headers;
}

/** The headers of every page and asset. */
export const PAGE_HEADERS = securityHeaders();

/**
 * JSON answers are never rendered as documents, so the page headers (CSP, frame and cross-origin
 * policies) add nothing there; they get nosniff, no framing, and no-store: they carry personal data.
 */
export const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

/** Only the app's own pages (and configured internal apps) may use a staff member's session. */
function crossSite(request: FastifyRequest, opts: SecurityOptions): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (opts.corsOrigins.includes(origin)) return false;
    return origin !== (opts.publicOrigin ?? `${request.protocol}://${request.host}`);
  }
  // No Origin (a GET navigation or a no-cors load): the browser still says where it came from.
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * Security headers, the cross-site check and the anti-forgery header on /api routes. All of it is
 * decided by the matched route's config (set where the routes are declared), never by string tests
 * on the raw URL, so every spelling of a path (%61pi, double slashes …) meets the same checks.
 * Each route gets its own onRequest hook (an onRoute hook, registered before any route), chosen
 * on the route's first request from its config (markApiRoutes marks it after this hook has seen it):
 * no lookup of the route's options per request, and page routes run none of the /api checks.
 * A request that matched no route runs none: the not-found handler sets the headers of what it
 * answers (page or JSON).
 */
export function securityRouteHook(opts: SecurityOptions): onRouteHookHandler {
  const pageHeaders: onRequestHookHandler = (_request, reply, done) => {
    reply.headers(PAGE_HEADERS);
    done();
  };
  const apiGuard = (mutates: boolean): onRequestHookHandler => (request, reply, done) => {
    reply.headers(API_HEADERS);
    // An internal app's bearer request (plugins/internal-apps.ts) uses no cookie: nothing ambient to forge.
    if (request.appCaller) {
      done();
      return;
    }
    // Answered here: nothing goes upstream.
    if (crossSite(request, opts)) {
      reply.code(403).send(fail('CROSS_SITE', MESSAGES.crossSite));
      return;
    }
    if ((mutates || !SAFE_METHODS.has(request.method)) && request.headers['x-csrf'] !== '1') {
      reply.code(403).send(fail('CSRF', MESSAGES.csrf));
      return;
    }
    done();
  };
  return (route) => {
    let chosen: onRequestHookHandler | undefined;
    const hook: onRequestHookHandler = function (request, reply, done) {
      chosen ??= route.config?.api ? apiGuard(route.config.mutates === true) : pageHeaders;
      chosen.call(this, request, reply, done);
    };
    const before = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(before) ? before : [before]), hook];
  };
}

/** CORS for the configured origins (the route hooks come from securityRouteHook). */
export const securityPlugin = fp(async function security(app, opts: SecurityOptions) {
  if (opts.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: opts.corsOrigins,
      credentials: true,
      allowedHeaders: ['content-type', 'x-csrf', 'x-request-id', 'idempotency-key'],
      exposedHeaders: ['x-request-id', 'content-disposition'],
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  }
});

/** Marks every route declared inside `scope` (an encapsulated plugin) as an /api route. */
export function markApiRoutes(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), api: true };
  });
}
