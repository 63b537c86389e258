import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';

// Request ids: taken from a well-formed incoming x-request-id (a proxy or calling app may set
// one), otherwise generated; echoed on the answer and forwarded to the upstream.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function genReqId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

export const requestIdPlugin = fp(async function requestId(app) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
});
