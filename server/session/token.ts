import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { TOKEN_COOKIE, type TokenPayload } from '../../shared/session.js';

// The upstream token, kept by the BFF in an HttpOnly cookie. Valid when it has three
// dot-separated parts with a decodable JSON payload (spec 000 §4); where TOKEN_SECRET is
// configured, also when its HS256 signature matches and it has not expired.

/**
 * Decoded tokens by key and token: every /api request carries the same token, and decoding
 * (base64, JSON, HMAC) was the largest cost of a cached call. Expiry is still checked each time.
 * Only tokens that decode are kept: junk tokens would otherwise fill the cache (and memory).
 */
interface Decoded {
  all: LRUCache<string, TokenPayload>;
  /**
   * The last few tokens used, compared before the map: a page's calls come in a burst from one
   * staff member, and comparing a token (a few hundred characters, the same length, different in
   * its first payload characters) costs less than hashing it for the map, which each request's
   * freshly parsed cookie needs.
   */
  recent: { token: string; payload: TokenPayload }[];
  next: number;
}
const RECENT = 4;
const decoded = new Map<string, Decoded>();
/** The decoded tokens of one key ('' without one): looked up by the token alone, no key+token string per request. */
function decodedFor(secret: string | undefined): Decoded {
  let cache = decoded.get(secret ?? '');
  if (!cache) decoded.set(secret ?? '', (cache = { all: new LRUCache<string, TokenPayload>({ max: 10_000 }), recent: [], next: 0 }));
  return cache;
}

/** How many decoded tokens are kept (tests: failed decodes must not be). */
export const decodedTokenCount = () => [...decoded.values()].reduce((n, cache) => n + cache.all.size, 0);

/** Longer than any token the upstream issues: longer cookies are refused before decoding. */
export const MAX_TOKEN_LENGTH = 4096;

export function decodeToken(token: string | undefined, secret?: string, now = Date.now()): TokenPayload | undefined {
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  const cache = decodedFor(secret);
  let payload = cache.recent.find((r) => r.token === token)?.payload;
  if (!payload) {
    payload = cache.all.get(token);
    if (!payload) {
      payload = verify(token, secret);
      if (!payload) return undefined;
      cache.all.set(token, payload);
    }
    cache.recent[cache.next] = { token, payload };
    cache.next = (cache.next + 1) % RECENT;
  }
  // A verified token must say when it expires: one without exp would be valid for ever.
  if (secret && (typeof payload.exp !== 'number' || payload.exp * 1000 <= now)) return undefined;
  return payload;
}

/** Structure (three parts, a decodable JSON object) and, with a key, the HS256 signature. */
function verify(token: string, secret: string | undefined): TokenPayload | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p === '')) return undefined;
  const [header, body, sig] = parts as [string, string, string];
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return undefined;
  if (secret) {
    const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  }
  return payload as TokenPayload;
}

export interface Session {
  token: string;
  user: TokenPayload;
}

/**
 * The caller's session from the USER_TOKEN cookie, or undefined (anonymous). An internal app's
 * request (server/plugins/internal-apps.ts) has its bearer token instead, and never a cookie's.
 */
export function readSession(request: FastifyRequest): Session | undefined {
  // cookies is null on a request answered before @fastify/cookie's hook ran (refused early, shed): no session.
  return sessionOf(request.appCaller ? request.appCaller.token : request.cookies?.[TOKEN_COOKIE], request.server.config.tokenSecret);
}

/** The session a token stands for (checked and not expired), or undefined. */
export function sessionOf(token: string | undefined, secret: string | undefined): Session | undefined {
  const user = decodeToken(token, secret);
  return token && user ? { token, user } : undefined;
}

/**
 * Cookies are Secure when the app's public address is https (PUBLIC_URL), whatever protocol this
 * hop used (a TLS-terminating proxy may talk plain http to the BFF), and when the request came by https.
 */
export function secureCookie(request: FastifyRequest): boolean {
  return request.server.config.publicUrl?.startsWith('https:') === true || request.protocol === 'https';
}

/**
 * SameSite=Strict: the cookie never rides on a request another site starts, not even a top-level
 * GET navigation. The app loses nothing by it: every /api call is made by its own pages (same
 * site), and a page opened from a chat link is served without the cookie and then calls /api.
 */
function cookieOptions(request: FastifyRequest) {
  return {
    path: request.server.config.basePath,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureCookie(request),
  };
}

export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(TOKEN_COOKIE, token, cookieOptions(request));
}

export function clearTokenCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(TOKEN_COOKIE, cookieOptions(request));
}
