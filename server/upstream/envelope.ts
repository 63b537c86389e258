import { ApiError, MESSAGES } from '../http/answer.js';

// The upstream's two answer envelopes (spec 000 §8) normalised into data or an ApiError.
// Spec 000 §3 names the envelope fields: status, statusText, data, msg, errorMsg, msgbool,
// msgString. Which envelope a body is comes from those fields, not from the type of `status`:
// an older body carries status 200 too. The decision is the table below (README, "Envelopes");
// the first row that matches decides. Each row is tested (tests/unit/envelope.test.ts).

type Body = Record<string, unknown>;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** A status or code as a number: numbers and numeric strings ("0", "200"); anything else is absent. */
function numeric(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return Number(v);
  return undefined;
}

/** The fields only the older envelope has (spec 000 §3, §8). */
const OLDER_FIELDS = ['msg', 'errorMsg', 'msgbool', 'msgString'] as const;

/** What the rows look at, read once per body. */
export interface Envelope {
  body: Body;
  /** `status` as a number, if it is one. */
  status: number | undefined;
  /** The body carries at least one older-envelope field. */
  older: boolean;
  /**
   * The older envelope's "200": `status` 200; without a status, `code` 200 (a dialect that keeps
   * working); with neither, the HTTP status, which was a success to get here.
   */
  ok200: boolean;
}

/** The fields the rows look at (exported for the table's tests). */
export function readEnvelope(body: Body): Envelope {
  const status = numeric(body['status']);
  const code = numeric(body['code']);
  return {
    body,
    status,
    older: OLDER_FIELDS.some((f) => f in body),
    ok200: status !== undefined ? status === 200 : code !== undefined ? code === 200 : true,
  };
}

/** The newer envelope's status of a data-permission refusal. */
export const PERMISSION_REFUSED = 3;

const rejected = (message: string) => new ApiError(422, 'UPSTREAM_REJECTED', message);

export function loginTimeout(): ApiError {
  return new ApiError(401, 'LOGIN_TIMEOUT', MESSAGES.loginTimeout);
}

export interface EnvelopeRule {
  /** The row as the README states it: which bodies, and what the BFF answers. */
  body: string;
  answer: string;
  matches(e: Envelope): boolean;
  /** The data to answer; throws the ApiError to answer instead. */
  outcome(e: Envelope): unknown;
}

/** The decision table, in order (the README's "Envelopes" table is this list). */
export const ENVELOPE_RULES: readonly EnvelopeRule[] = [
  {
    body: '`status` 0 (number or "0"), whatever else it carries',
    answer: 'newer success: `data` (null when absent)',
    matches: (e) => e.status === 0,
    outcome: (e) => e.body['data'] ?? null,
  },
  {
    body: '`status` 16',
    answer: 'newer login timeout: 401 `LOGIN_TIMEOUT`, cookie cleared',
    matches: (e) => e.status === 16,
    outcome: () => {
      throw loginTimeout();
    },
  },
  {
    // The upstream's data-permission refusal (whose data a staff member may touch, issue 29): the
    // caller's own 403 with the upstream's message, never a 5xx. Status 3 is the refusal status of
    // the insurer's newer layer as the demo upstream models it (demo/permission.ts).
    body: '`status` 3 with no older field',
    answer: '403 `FORBIDDEN`: `statusText`, else 无权访问',
    matches: (e) => e.status === PERMISSION_REFUSED && !e.older,
    outcome: (e) => {
      throw new ApiError(403, 'FORBIDDEN', text(e.body['statusText']) ?? MESSAGES.forbidden);
    },
  },
  {
    // "The older layer also rejects with statusText and data for the message 用户不存在…"; a newer
    // body with this statusText would reject with the same text, so one row serves both.
    body: '`statusText` 用户不存在于营销管理系统中',
    answer: '403 `USER_NOT_IN_MARKETING`',
    matches: (e) => text(e.body['statusText']) === MESSAGES.userNotInMarketing,
    outcome: () => {
      throw new ApiError(403, 'USER_NOT_IN_MARKETING', MESSAGES.userNotInMarketing);
    },
  },
  {
    body: 'older fields, 200, `msg` "success"',
    answer: 'older success: `data` (null when absent)',
    matches: (e) => e.older && e.ok200 && e.body['msg'] === 'success',
    outcome: (e) => e.body['data'] ?? null,
  },
  {
    body: '`msgbool` present (any status but 0 and 16)',
    answer: '`{ msgbool, msgString }`',
    matches: (e) => 'msgbool' in e.body,
    outcome: (e) => ({ msgbool: e.body['msgbool'], msgString: e.body['msgString'] ?? null }),
  },
  {
    body: 'older fields, 200, otherwise',
    answer: '422 `UPSTREAM_REJECTED`: `errorMsg`, else 请求超时，请重试',
    matches: (e) => e.older && e.ok200,
    outcome: (e) => {
      throw rejected(text(e.body['errorMsg']) ?? MESSAGES.timeout);
    },
  },
  {
    body: 'older fields, `status` (or `code`) not 200',
    answer: '422 `UPSTREAM_REJECTED`: 系统错误',
    matches: (e) => e.older,
    outcome: () => {
      throw rejected(MESSAGES.systemError);
    },
  },
  {
    // No older field: the newer envelope, whatever the number (200 included).
    body: 'no older field, any other numeric `status` (200 included)',
    answer: 'newer rejection: 422 `UPSTREAM_REJECTED`: `statusText`, else 请求超时，请重试',
    matches: (e) => e.status !== undefined,
    outcome: (e) => {
      throw rejected(text(e.body['statusText']) ?? MESSAGES.timeout);
    },
  },
  {
    body: 'none of the envelope fields',
    answer: '502 `UPSTREAM_MALFORMED`: 系统错误',
    matches: () => true,
    outcome: () => {
      throw new ApiError(502, 'UPSTREAM_MALFORMED', MESSAGES.systemError);
    },
  },
];

/** An HTTP failure (status ≥ 400) from the upstream. */
export function httpFailure(status: number, body: unknown): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Body;
  const message = text(b['errorMsg']) ?? text(b['statusText']) ?? text(b['msg']) ?? MESSAGES.serviceAbnormal;
  return new ApiError(status === 504 ? 504 : 502, 'UPSTREAM_HTTP_ERROR', message);
}

/** The data of a successful answer, or the ApiError the spec's rules give. */
export function normaliseEnvelope(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(502, 'UPSTREAM_MALFORMED', MESSAGES.serviceAbnormal);
  }
  const e = readEnvelope(body as Body);
  // The last rule matches everything, so find() always finds one.
  return ENVELOPE_RULES.find((rule) => rule.matches(e))!.outcome(e);
}
