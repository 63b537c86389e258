import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { fail, MESSAGES } from '../http/answer.js';

export interface SecurityOptions {
  apiPrefix: string;
  corsOrigins: string[];
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Security headers with a Content-Security-Policy the client satisfies (no inline script, no
// inline style element, no remote script), the anti-forgery header on state-changing /api calls,
// and CORS closed unless ops allow named internal origins.
export const securityPlugin = fp(async function security(app, opts: SecurityOptions) {
  await app.register(helmet, {
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
    // Pages open inside WeCom's web view; images and links to the insurer's CDN are cross-origin.
    crossOriginResourcePolicy: { policy: 'same-site' },
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

  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!request.url.startsWith(opts.apiPrefix)) return;
    if (request.headers['x-csrf'] !== '1') {
      return reply.code(403).send(fail('CSRF', MESSAGES.csrf));
    }
  });
});
