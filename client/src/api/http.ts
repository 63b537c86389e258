import { REQUEST_TIMEOUT_MS } from '../../../shared/domain/constants';
import { ApiError, LOGIN_TIMEOUT, REQUEST_TIMEOUT, SERVICE_ABNORMAL } from './errors';
import { onLoginTimeout } from './expiry';

// The one place that talks to the BFF: URL under the base path, the anti-forgery header on
// state-changing calls, the 60 s timeout, the answer shape and session expiry.

export type Method = 'GET' | 'POST';
export type { Fields } from './types';
import type { Fields } from './types';

export interface RequestOptions {
  query?: Fields;
  body?: Fields | FormData;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** false: a 401 is an answer, not an expired session (the session probe). */
  expiry?: boolean;
  /** Let the request finish after the page is left (a small record sent on pagehide). */
  keepalive?: boolean;
}

/** The URL of an /api path relative to the base path (document.baseURI carries it). */
export function apiUrl(path: string, query?: Fields): URL {
  const url = new URL(`api/${path.replace(/^\/+/, '')}`, document.baseURI);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue;
    url.searchParams.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return url;
}

/** Aborts when the caller aborts or the timeout passes (AbortSignal.any is too new for some web views). */
function timeoutSignal(ms: number, outer?: AbortSignal): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const ctrl = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    ctrl.abort();
  }, ms);
  const relay = () => ctrl.abort(outer?.reason);
  if (outer?.aborted) ctrl.abort(outer.reason);
  else outer?.addEventListener('abort', relay, { once: true });
  return {
    signal: ctrl.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', relay);
    },
  };
}

/** A random key: crypto.randomUUID where the page is a secure context, else random bytes. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Send a request and return the raw Response (downloads read it themselves). */
export async function send(method: Method, path: string, opts: RequestOptions = {}): Promise<Response> {
  // x-csrf on every call: state-changing GET calls need it too, and a page of another site can
  // never add it (design.md, anti-forgery).
  // One Idempotency-Key per call, and so per user action (the client never retries on its own):
  // the BFF answers a repeat with the first answer and never sends a state change twice.
  const headers: Record<string, string> = { accept: 'application/json', 'x-csrf': '1', 'idempotency-key': newKey() };
  let body: BodyInit | undefined;
  if (method !== 'GET') {
    if (opts.body instanceof FormData) body = opts.body;
    else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body ?? {});
    }
  }
  const t = timeoutSignal(opts.timeoutMs ?? REQUEST_TIMEOUT_MS, opts.signal);
  try {
    return await fetch(apiUrl(path, opts.query), { method, headers, body, credentials: 'same-origin', signal: t.signal, ...(opts.keepalive ? { keepalive: true } : {}) });
  } catch {
    if (t.timedOut()) throw new ApiError(0, 'TIMEOUT', REQUEST_TIMEOUT);
    if (opts.signal?.aborted) throw opts.signal.reason ?? new DOMException('aborted', 'AbortError');
    throw new ApiError(0, 'NETWORK', SERVICE_ABNORMAL);
  } finally {
    t.done();
  }
}

interface Answer {
  ok?: unknown;
  data?: unknown;
  error?: { code?: unknown; message?: unknown };
}

/** Turn a Response in the one answer shape into its data, or throw an ApiError. */
export async function readAnswer<T>(res: Response, opts: Pick<RequestOptions, 'expiry'> = {}): Promise<T> {
  let answer: Answer | null;
  try {
    answer = (await res.json()) as Answer | null;
  } catch {
    answer = null;
  }
  if (answer && answer.ok === true) return answer.data as T;
  const code = typeof answer?.error?.code === 'string' ? answer.error.code : 'HTTP_ERROR';
  const message = typeof answer?.error?.message === 'string' && answer.error.message ? answer.error.message : SERVICE_ABNORMAL;
  if (res.status === 401 && code === LOGIN_TIMEOUT && opts.expiry !== false) onLoginTimeout(message);
  throw new ApiError(res.status, code, message);
}

export async function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
  return readAnswer<T>(await send(method, path, opts), opts);
}
