import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './api.js';

// The typed client of the BFF for internal apps (server side). Types come from the BFF's OpenAPI
// document (src/api.ts, generated); calls go through openapi-fetch with the staff member's token as
// a bearer token and the app's own key; `unwrap` turns the one answer shape into the data or a
// BffError. See the README's "For app teams".

export type { components, operations, paths } from './api.js';

/** A failure answer of the BFF: `{"ok":false,"error":{"code","message"}}` with its HTTP status. */
export class BffError extends Error {
  override name = 'BffError';
  constructor(
    /** HTTP status: 400 bad input, 401 token or app key, 403 not granted or not permitted, 429, 502, 503 OVERLOADED, 504 … */
    readonly status: number,
    /** Stable code: NOT_LOGGED_IN, APP_NOT_GRANTED, FORBIDDEN, RATE_LIMITED, OVERLOADED, UPSTREAM_TIMEOUT … */
    readonly code: string,
    message: string,
    /** The BFF's x-request-id of the failed call (quote it to ops). */
    readonly requestId: string | undefined,
    /** Seconds to wait before trying again (429, 503), from Retry-After. */
    readonly retryAfterS: number | undefined,
  ) {
    super(message);
  }
}

export interface BffClientOptions {
  /** The BFF's origin plus BASE_PATH if it has one (the OpenAPI document's `servers` URL): https://wecom.insurer.cn, https://wecom.insurer.cn/wecom-app */
  baseUrl: string;
  /** The app's own key (ops keep its SHA-256 in INTERNAL_APPS). */
  appKey: string;
  /** The staff member's upstream token from the insurer's SSO, or a function that returns the current one. */
  token: string | (() => string | Promise<string>);
  /** Called when the upstream refreshed the token: use the new one from then on. */
  onRefreshedToken?: (token: string) => void;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: typeof globalThis.fetch;
}

export type BffClient = Client<paths>;

/** An openapi-fetch client of every BFF call, sending the bearer token and the app key on each. */
export function createBffClient(options: BffClientOptions): BffClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), ...(options.fetch ? { fetch: options.fetch } : {}) });
  const auth: Middleware = {
    async onRequest({ request }) {
      const token = typeof options.token === 'function' ? await options.token() : options.token;
      request.headers.set('authorization', `Bearer ${token}`);
      request.headers.set('x-app-key', options.appKey);
      return request;
    },
    onResponse({ response }) {
      const refreshed = response.headers.get('x-refreshed-token');
      if (refreshed) options.onRefreshedToken?.(refreshed);
      return response;
    },
  };
  client.use(auth);
  return client;
}

interface Answered<D> {
  data?: { ok: true; data: D } | undefined;
  error?: unknown;
  response: Response;
}

/** The data of a successful answer, or a BffError with the failure's status, code and message. */
export async function unwrap<D>(call: Promise<Answered<D>>): Promise<D> {
  const { data, error, response } = await call;
  if (data && data.ok === true) return data.data;
  const failure = (error ?? data) as { ok?: boolean; error?: { code?: unknown; message?: unknown } } | undefined;
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new BffError(
    response.status,
    typeof failure?.error?.code === 'string' ? failure.error.code : `HTTP_${response.status}`,
    typeof failure?.error?.message === 'string' ? failure.error.message : response.statusText,
    response.headers.get('x-request-id') ?? undefined,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}
