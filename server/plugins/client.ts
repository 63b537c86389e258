import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PassThrough, type Transform } from 'node:stream';
import { brotliCompressSync, constants as zlib, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findRoute, isPermissionWhiteListed, isPublicPath } from '../../shared/routes/lists.js';
import type { RouteDef } from '../../shared/routes/types.js';
import { PROVINCE_COOKIE } from '../../shared/session.js';
import { BOOTSTRAP_ELEMENT_ID, type PageBootstrap } from '../../shared/session-api.js';
import { FIRST_DATA_ELEMENT_ID } from '../../shared/first-calls.js';
import { ctxOf } from '../routes/session.js';
import { loadAppConfig, sessionInfo } from '../session/info.js';
import { readSession, type Session } from '../session/token.js';
import { firstAnswers } from './first-data.js';

export interface ClientOptions {
  /** Folder holding the built client (index.html, preload.json and assets/). */
  dir: string;
  basePath: string;
}

interface Encoded {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** The HTML shell around what each page adds to its head (modulepreload links, the bootstrap). */
export interface IndexPage {
  head: string;
  tail: string;
  /**
   * Chunks every page needs beside the entry, each route name's own, and each feature's stylesheets
   * (build-lib.mjs writePreloads).
   */
  preloads: { common: string[]; routes: Record<string, string[]>; styles?: Record<string, string[]> };
  /** The anonymous page of each route name (the same for everyone): encoded once. */
  byRoute: Map<string, Encoded>;
}

// Serves the built client under the base path: hashed assets with long-lived cache headers and
// their precompressed .br/.gz twins, and the HTML shell for every other page path — history-mode
// routing. The base path is written into the HTML's <base href> at start. Each page names, as
// <link rel="modulepreload">, exactly the chunks its route needs at first load (preload.json, from
// esbuild's metafile), so they download beside the entry instead of one wave after another, and
// links the stylesheets of the route's feature (after the global one), so its first screen does not
// wait for them after the JavaScript; a
// signed-in staff member's page also carries the session, the app config and the route's
// permission decision (PageBootstrap), so the guard need not ask for them one after another, and
// the answers of the route's first calls (shared/first-calls.ts, server/plugins/first-data.ts).
export function loadIndexPage(dir: string, basePath: string): IndexPage | undefined {
  const file = join(dir, 'index.html');
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8').replaceAll('%BASE_PATH%', basePath);
  const at = html.indexOf('</head>');
  const preloadFile = join(dir, 'preload.json');
  const preloads = existsSync(preloadFile) ? (JSON.parse(readFileSync(preloadFile, 'utf8')) as IndexPage['preloads']) : { common: [], routes: {} };
  return { head: html.slice(0, at), tail: html.slice(at), preloads, byRoute: new Map() };
}

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators JavaScript parsers trip on. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function preloadLinks(page: IndexPage, route: RouteDef | undefined): string {
  const files = [...page.preloads.common, ...(route ? (page.preloads.routes[route.name] ?? []) : [])];
  const sheets = route?.area ? (page.preloads.styles?.[route.area] ?? []) : [];
  return [...files.map((f) => `<link rel="modulepreload" href="assets/${f}" />`), ...sheets.map((f) => `<link rel="stylesheet" href="assets/${f}" />`)].join('');
}

/** The app path of a page request (without the base path), its redirect route resolved as the client's router does. */
function appPathOf(request: FastifyRequest, basePath: string): { path: string; query: Record<string, string> } {
  const [pathname = '', search = ''] = request.url.split('?');
  let path = `/${pathname.slice(basePath.length)}`.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/$/, '');
  const redirect = findRoute(path)?.redirect;
  if (redirect) path = redirect;
  return { path, query: Object.fromEntries(new URLSearchParams(search)) };
}

/**
 * Whose page this is: a signed-in staff member's, on a path that is not public, for the province the
 * page names or the one remembered — or undefined (anonymous, a public path, a query comId that
 * changes the province: the client's own calls handle that). Decided from the request alone.
 */
function personOf(request: FastifyRequest, path: string, query: Record<string, string>): { session: Session; comId: string } | undefined {
  if (isPublicPath(path)) return undefined;
  const session = readSession(request);
  if (!session) return undefined;
  const stored = request.cookies[PROVINCE_COOKIE];
  const asked = query['comId']?.trim();
  if (asked && asked !== stored) return undefined;
  const comId = asked || stored;
  return comId ? { session, comId } : undefined;
}

/**
 * The bootstrap of that person's page, or undefined on any failure (the client then asks as
 * before). The same functions as the session routes, for the same province.
 */
async function bootstrapOf(request: FastifyRequest, path: string, { session, comId }: { session: Session; comId: string }): Promise<PageBootstrap | undefined> {
  try {
    const ctx = ctxOf(request, session);
    const [config, info] = await Promise.all([loadAppConfig(request, comId, ctx), sessionInfo(request, session, comId, ctx)]);
    const boot: PageBootstrap = { comId, config, session: info };
    // As the guard asks it: internal users, outside the permission white list, on a route of the table.
    if (findRoute(path) && !isPermissionWhiteListed(path) && String(session.user.systemRole) !== 'externalUser') {
      boot.permission = { path, decision: await request.server.permissions.decide(session, path, ctx) };
    }
    return boot;
  } catch (err) {
    request.log.warn({ error: (err as Error).name }, 'page bootstrap failed; the client asks the BFF itself');
    return undefined;
  }
}

/** A compressor for the encoding the browser accepts (content-encoding set), flushed part by part. */
function streamEncoder(request: FastifyRequest, reply: FastifyReply): { out: Transform; flush: () => void } {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    const out = createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return { out, flush: () => out.flush(zlib.BROTLI_OPERATION_FLUSH) };
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    const out = createGzip({ level: 6 });
    return { out, flush: () => out.flush(zlib.Z_SYNC_FLUSH) };
  }
  return { out: new PassThrough(), flush: () => undefined };
}

/**
 * A signed-in staff member's page, sent in two parts: at once, the head with the links to the
 * route's code and styles, so that the browser fetches them while the BFF works out the rest; then
 * the bootstrap and the route's first data (each a few upstream or cache reads), and the body.
 * Module scripts run once the page is parsed, so the code never runs before the data is in the page.
 */
async function sendPersonalPage(page: IndexPage, request: FastifyRequest, reply: FastifyReply, basePath: string, at: { route: RouteDef | undefined; path: string; query: Record<string, string> }, person: { session: Session; comId: string }) {
  // One person's page: never stored by a browser or a proxy, never served to another cookie.
  reply.header('cache-control', 'no-store').header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
  const { out, flush } = streamEncoder(request, reply);
  void reply.send(out);
  out.write(`${page.head}${preloadLinks(page, at.route)}`);
  flush();
  let rest = '';
  const boot = await bootstrapOf(request, at.path, person);
  if (boot) {
    rest = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${scriptJson(boot)}</script>`;
    // The route's first data too, unless the guard will send the person elsewhere.
    const allowed = boot.permission === undefined || (boot.permission.decision.permission && !boot.permission.decision.redirect);
    const answers = allowed ? await firstAnswers(request, basePath, at.route?.name, at.query) : [];
    if (answers.length > 0) rest += `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${scriptJson(answers)}</script>`;
  }
  out.end(`${rest}${page.tail}`);
  return reply;
}

/** The anonymous page of a route, compressed once at the highest levels (it is the same for everyone). */
const encode = (html: string): Encoded => {
  const identity = Buffer.from(html);
  return { identity, gzip: gzipSync(identity, { level: 9 }), br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) };
};

function sendEncoded(request: FastifyRequest, reply: FastifyReply, page: Encoded) {
  reply.type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

export async function sendIndexPage(page: IndexPage | undefined, request: FastifyRequest, reply: FastifyReply, basePath: string) {
  if (!page) {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('The client is not built yet: run `npm run build` (npm start does it for you).');
  }
  const { path, query } = appPathOf(request, basePath);
  const route = findRoute(path);
  const routeName = route?.name;
  const person = personOf(request, path, query);
  if (person) return sendPersonalPage(page, request, reply, basePath, { route, path, query }, person);
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  const key = routeName ?? '';
  let encoded = page.byRoute.get(key);
  if (!encoded) page.byRoute.set(key, (encoded = encode(`${page.head}${preloadLinks(page, route)}${page.tail}`)));
  return sendEncoded(request, reply, encoded);
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
  app.get(opts.basePath, { schema: { hide: true } }, (request, reply) => sendIndexPage(page, request, reply, opts.basePath));
  app.decorate('sendIndexPage', (request: FastifyRequest, reply: FastifyReply) => sendIndexPage(page, request, reply, opts.basePath));
});

declare module 'fastify' {
  interface FastifyInstance {
    sendIndexPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
