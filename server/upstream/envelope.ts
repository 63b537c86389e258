import { ApiError, MESSAGES } from '../http/answer.js';

// The upstream's two answer envelopes (spec 000 §8) normalised into data or an ApiError.
//   newer: { status: 0 | 16 | other, statusText, data }
//   older: { code?: 200, msg: 'success', data } | { msgbool, msgString } | { errorMsg } | …
// HTTP failures: errorMsg, statusText or msg of the body, else 服务异常！

type Body = Record<string, unknown>;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

export function loginTimeout(): ApiError {
  return new ApiError(401, 'LOGIN_TIMEOUT', MESSAGES.loginTimeout);
}

/** An HTTP failure (status ≥ 400) from the upstream. */
export function httpFailure(status: number, body: unknown): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Body;
  const message = text(b['errorMsg']) ?? text(b['statusText']) ?? text(b['msg']) ?? MESSAGES.serviceAbnormal;
  return new ApiError(status === 504 ? 504 : 502, 'UPSTREAM_HTTP_ERROR', message);
}

function isNewer(b: Body): boolean {
  const s = b['status'];
  return typeof s === 'number' || (typeof s === 'string' && /^-?\d+$/.test(s));
}

/** The data of a successful answer, or the ApiError the spec's rules give. */
export function normaliseEnvelope(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(502, 'UPSTREAM_MALFORMED', MESSAGES.serviceAbnormal);
  }
  const b = body as Body;
  if (isNewer(b)) {
    const status = Number(b['status']);
    if (status === 0) return b['data'] ?? null;
    if (status === 16) throw loginTimeout();
    throw new ApiError(422, 'UPSTREAM_REJECTED', text(b['statusText']) ?? MESSAGES.timeout);
  }
  // The older layer also rejects with statusText for this one message (spec 000 §8).
  if (text(b['statusText']) === MESSAGES.userNotInMarketing) {
    throw new ApiError(403, 'USER_NOT_IN_MARKETING', MESSAGES.userNotInMarketing);
  }
  if (b['msg'] === 'success' && (b['code'] === undefined || Number(b['code']) === 200)) return b['data'] ?? null;
  if ('msgbool' in b) return { msgbool: b['msgbool'], msgString: b['msgString'] ?? null };
  if (text(b['errorMsg'])) throw new ApiError(422, 'UPSTREAM_REJECTED', text(b['errorMsg'])!);
  if (b['msg'] !== undefined || b['code'] !== undefined) {
    throw new ApiError(422, 'UPSTREAM_REJECTED', MESSAGES.timeout);
  }
  throw new ApiError(502, 'UPSTREAM_MALFORMED', MESSAGES.systemError);
}
