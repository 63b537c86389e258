import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface ClientOptions {
  /** Folder holding the built client (index.html and assets/). */
  dir: string;
  basePath: string;
}

interface IndexPage {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

// Serves the built client under the base path: hashed assets with long-lived cache headers and
// their precompressed .br/.gz twins, and the HTML shell (no-cache) for every other page path —
// history-mode routing. The base path is written into the HTML's <base href> at start.
export function loadIndexPage(dir: string, basePath: string): IndexPage | undefined {
  const file = join(dir, 'index.html');
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8').replaceAll('%BASE_PATH%', basePath);
  const identity = Buffer.from(html);
  return { identity, gzip: gzipSync(identity), br: brotliCompressSync(identity) };
}

export function sendIndexPage(page: IndexPage | undefined, request: FastifyRequest, reply: FastifyReply) {
  if (!page) {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('The client is not built yet: run `npm run build` (npm start does it for you).');
  }
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

export const clientPlugin = fp(async function client(app: FastifyInstance, opts: ClientOptions) {
  const page = loadIndexPage(opts.dir, opts.basePath);
  if (!page) app.log.warn({ dir: opts.dir }, 'client not built: pages answer 503 until `npm run build`');
  const assets = resolve(opts.dir, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: `${opts.basePath}assets/`,
      preCompressed: true,
      index: false,
      cacheControl: true,
      maxAge: '365d',
      immutable: true,
    });
  }
  app.get(opts.basePath, { schema: { hide: true } }, (request, reply) => sendIndexPage(page, request, reply));
  app.decorate('sendIndexPage', (request: FastifyRequest, reply: FastifyReply) => sendIndexPage(page, request, reply));
});

declare module 'fastify' {
  interface FastifyInstance {
    sendIndexPage?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}
