import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TokenPayload } from '../shared/session';

// The demo upstream signs its tokens (HS256) with this key. `npm start` with the demo upstream
// gives the same key to the BFF as TOKEN_SECRET, so signatures and expiry are really verified.
export const DEMO_TOKEN_SECRET = 'demo-upstream-token-secret';
export const DEMO_TOKEN_TTL_S = 8 * 3600;

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function signToken(payload: Omit<TokenPayload, 'iat' | 'exp'>, ttlS = DEMO_TOKEN_TTL_S, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify({ ...payload, iat, exp: iat + ttlS }));
  const sig = createHmac('sha256', DEMO_TOKEN_SECRET).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${sig}`;
}

/** The payload of a token this demo signed and that has not expired; undefined otherwise. */
export function verifyToken(token: string | undefined, now = Date.now()): TokenPayload | undefined {
  if (!token) return undefined;
  const [header, body, sig] = token.split('.');
  if (!header || !body || !sig) return undefined;
  const expected = createHmac('sha256', DEMO_TOKEN_SECRET).update(`${header}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
    if (typeof payload.exp === 'number' && payload.exp * 1000 < now) return undefined;
    return payload;
  } catch {
    return undefined;
  }
}
