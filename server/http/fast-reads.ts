import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueEntry } from '../../shared/catalogue/index.js';
import { TOKEN_COOKIE } from '../../shared/session.js';
import { APP_KEY_HEADER } from '../plugins/internal-apps.js';
import { genReqId } from '../plugins/request-id.js';
import { API_HEADERS } from '../plugins/security.js';
import { sessionOf } from '../session/token.js';
import type { Upstream } from '../upstream/upstream.js';

// Fast reads: a cached config read answered before Fastify's request pipeline.
//
// A public cached read with nothing to check before its cache (mirror.ts: `cachedRead` — no caller
// fields, record ids, gates, limits; the app config and the feature switches every page asks for)
// costs, through Fastify, about twice a bare route: the request and reply
// objects, the routing, six onRequest, three onSend and two onResponse hooks, most of which do
// nothing for it. The mirror route notes each exact URL it has answered from the cache (note()),
// with the query as Fastify parsed and validated it and the route's template. A later request for
// that same URL is answered here when it is the plain case those hooks would let through unchanged:
//   - a GET, with no body, no Origin, no bearer or app key (internal apps), and no cross-site
//     Sec-Fetch-Site (the security hook's checks);
//   - the app neither shedding load (under-pressure's check) nor closing;
//   - no session cookie, or one that is a live session (authorise() clears any other);
//   - the answer in the embedded cache for that caller, already serialised by the route (its bytes
//     and ETag, mirror.ts), under the compression threshold.
// It then writes what the route would: the same headers (request id, the /api security headers,
// content type, ETag; 304 for a matching If-None-Match), the same duration metric and cache hit,
// and the same request log line. Anything else — and any doubt — goes to Fastify untouched, before
// anything was counted. tests/integration/fast-reads.test.ts sends the same requests both ways and
// compares status, headers, body, metrics and log lines. Off with tracing (the request spans), with
// Redis (its cache reads are round trips) and with FAST_READS=off.

export interface KnownRead {
  entry: CatalogueEntry;
  /** The route's template (the duration metric's and the log line's `route`). */
  route: string;
  /** The answer's cache key (Upstream.publicAnswerKey() of the query Fastify validated for this URL). */
  key: string;
  observe(status: number, seconds: number): void;
}

export interface FastReadsDeps {
  upstream: Upstream;
  tokenSecret: string | undefined;
  parseCookie(header: string): Record<string, string | undefined>;
  /** The serialised answer the route made of a cached value, if it has made it. */
  bytesOf(value: unknown): { body: string; etag: string } | undefined;
  /** The route's answers at least this long are compressed (by Fastify): left to it. */
  compressThreshold: number;
  underPressure(): boolean;
  closing(): boolean;
  /** The request's logger as Fastify makes it (the request id and the caller's trace id bound). */
  childLogger(reqId: string, req: IncomingMessage): FastifyBaseLogger;
  /** Whether request lines are written (Fastify's RequestLog writes them at info). */
  infoLogged(): boolean;
}

const API_HEADER_LIST = Object.entries(API_HEADERS).flat();
const JSON_TYPE = 'application/json; charset=utf-8';

/** URLs remembered at most (a URL is one province's config read: a few dozen are in use). */
const MAX_KNOWN = 2_000;

export class FastReads {
  /** By exact URL (path and query as sent); the oldest is forgotten past MAX_KNOWN. */
  private readonly known = new Map<string, KnownRead>();
  constructor(private readonly deps: FastReadsDeps) {}

  /** The mirror route answered this exact URL from the cache: later requests for it may come here. */
  note(url: string, read: () => KnownRead): void {
    if (this.known.has(url)) return;
    if (this.known.size >= MAX_KNOWN) this.known.delete(this.known.keys().next().value!);
    this.known.set(url, read());
  }

  /** Answer the request if it is a plain cached read (true); false leaves it, untouched, to Fastify. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET') return false;
    const read = this.known.get(req.url ?? '');
    if (!read) return false;
    const started = performance.now();
    const h = req.headers;
    const site = h['sec-fetch-site'];
    if (
      h.origin !== undefined ||
      h.authorization !== undefined ||
      h[APP_KEY_HEADER] !== undefined ||
      site === 'cross-site' ||
      site === 'same-site' ||
      h['content-length'] !== undefined ||
      h['transfer-encoding'] !== undefined
    ) {
      return false;
    }
    const { deps } = this;
    if (deps.closing() || deps.underPressure()) return false;
    // As authorise() for a public call: no session needed; a token that is no session is cleared
    // by Fastify's path. The session only names the staff member in the log line.
    const token = typeof h.cookie === 'string' ? deps.parseCookie(h.cookie)[TOKEN_COOKIE] : undefined;
    const session = sessionOf(token, deps.tokenSecret);
    if (token !== undefined && !session) return false;
    const hit = deps.upstream.peekAnswer(read.entry, read.key);
    const bytes = hit && deps.bytesOf(hit.value);
    const length = bytes ? Buffer.byteLength(bytes.body) : 0;
    if (!hit || !bytes || length >= deps.compressThreshold) return false;

    hit.cache.countHit();
    const reqId = genReqId(req);
    // The headers in the order Fastify's hooks set them: request id, the /api headers, the answer's.
    if (h['if-none-match'] === bytes.etag) {
      res.writeHead(304, ['x-request-id', reqId, ...API_HEADER_LIST, 'content-type', JSON_TYPE, 'etag', bytes.etag]).end();
    } else {
      res.writeHead(200, ['x-request-id', reqId, ...API_HEADER_LIST, 'content-type', JSON_TYPE, 'etag', bytes.etag, 'content-length', String(length)]).end(bytes.body);
    }
    const status = res.statusCode;
    const ms = performance.now() - started;
    read.observe(status, ms / 1000);
    if (deps.infoLogged()) {
      const user = session?.user.userCode;
      deps.childLogger(reqId, req).info({ method: 'GET', route: read.route, status, ms: Math.round(ms), ...(user ? { user } : {}) }, 'request');
    }
    return true;
  }
}
