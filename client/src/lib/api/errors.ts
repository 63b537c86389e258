// The BFF's one answer shape: {"ok":true,"data":…} or {"ok":false,"error":{"code","message"}}.

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** Fallback when the answer is not in the one shape (spec 000 §8 "HTTP failure"). */
export const SERVICE_ABNORMAL = '服务异常！';
/** Fallback on a timeout (spec 000 §8). */
export const REQUEST_TIMEOUT = '请求超时，请重试';
export const LOGIN_TIMEOUT = 'LOGIN_TIMEOUT';
/** The device has no network (the offline banner, and a network failure while offline). */
export const OFFLINE = '网络未连接，请检查网络后重试';

export const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';
