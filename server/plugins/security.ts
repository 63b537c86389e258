import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { fail, MESSAGES } from '../http/answer.js';

export interface SecurityOptions {
  apiPrefix: string;
  corsOrigins: string[];
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

// Security headers, the anti-forgery header on state-changing /api calls, and CORS closed
// unless ops allow named internal origins.
/**
 * JSON answers are never rendered as documents, so the page headers (CSP, frame and cross-origin
 * policies) add nothing there; they get nosniff, no framing, and no-store: they carry personal data.
 */
const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

export const securityPlugin = fp(async function security(app, opts: SecurityOptions) {
  const pageHeaders = securityHeaders();
  const apiPath = `${opts.apiPrefix}/`;
  app.addHook('onRequest', (request, reply, done) => {
    const isApi = request.url.startsWith(apiPath) && !request.url.startsWith(`${opts.apiPrefix}/docs`);
    reply.headers(isApi ? API_HEADERS : pageHeaders);
    if (isApi && STATE_CHANGING.has(request.method) && request.headers['x-csrf'] !== '1') {
      // Answered here: nothing goes upstream.
      reply.code(403).send(fail('CSRF', MESSAGES.csrf));
      return;
    }
    done();
  });

  if (opts.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: opts.corsOrigins,
      credentials: true,
      allowedHeaders: ['content-type', 'x-csrf', 'x-request-id'],
      exposedHeaders: ['x-request-id', 'content-disposition'],
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  }
});
