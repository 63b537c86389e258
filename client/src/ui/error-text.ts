import { ApiError, isAbort, LOGIN_TIMEOUT, OFFLINE, REQUEST_TIMEOUT } from '../lib/api/errors';

// The one mapping from what went wrong to what a staff member reads. Failures of the insurer's
// systems or of the network say "try again later" without technical words (the upstream's own
// texts such as 上游服务内部错误 are for the logs); timeouts and login timeouts keep the texts
// of spec 000 §8; a business refusal (the upstream's reason, a permission, a limit) is already
// written for people by the BFF and is shown as it is.

export const SERVICE_UNAVAILABLE = '服务暂时不可用，请稍后重试';
const FALLBACK = '操作失败，请重试';

/** BFF answer codes → the text shown; codes not listed show the BFF's message. */
const BY_CODE: Record<string, string> = {
  // The insurer's system failed or answered something unreadable (spec 000 §8 "HTTP failure").
  UPSTREAM_HTTP_ERROR: SERVICE_UNAVAILABLE,
  UPSTREAM_UNAVAILABLE: SERVICE_UNAVAILABLE,
  UPSTREAM_MALFORMED: SERVICE_UNAVAILABLE,
  HTTP_ERROR: SERVICE_UNAVAILABLE,
  NETWORK: SERVICE_UNAVAILABLE,
  // Timeouts: the spec's text as it is.
  TIMEOUT: REQUEST_TIMEOUT,
  UPSTREAM_TIMEOUT: REQUEST_TIMEOUT,
  REQUEST_TIMEOUT: REQUEST_TIMEOUT,
};

/** What a person reads for an error, or '' for one that needs no message (an abort). */
export function errorText(err: unknown): string {
  if (isAbort(err)) return '';
  if (err instanceof ApiError) {
    if (err.code === 'NETWORK' && typeof navigator !== 'undefined' && navigator.onLine === false) return OFFLINE;
    // The login timeout shows its own message (api/expiry.ts) with the spec's text.
    if (err.code === LOGIN_TIMEOUT) return err.message;
    return BY_CODE[err.code] ?? (err.message || FALLBACK);
  }
  return FALLBACK;
}
