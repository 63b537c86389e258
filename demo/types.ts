import type { IncomingHttpHeaders } from 'node:http';
import { isUrlEncodedField, type CatalogueEntry } from '../shared/catalogue';
import { chinaTime } from '../shared/domain';
import type { TokenPayload } from '../shared/session';
import type { DemoDb } from './data/seed';
import type { DemoUser } from './data/users';
import type { DemoTables } from './state/index';

// What a demo handler sees and answers. Handlers are keyed by catalogue name (demo/handlers/).

export type Fault =
  | { kind: 'delay'; ms: number }
  | { kind: 'http500' }
  | { kind: 'malformed' }
  | { kind: 'status16' }
  | { kind: 'reset' };

export interface RecordedCall {
  name: string;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  contentType: string | undefined;
  /** The cookie names the upstream received (the BFF must send only USER_TOKEN). */
  cookieNames: string[];
  authorization: string | undefined;
  requestId: string | undefined;
  /** The W3C trace context the BFF sent (tracing tests). */
  traceparent: string | undefined;
  userCode: string | undefined;
  at: number;
}

/** The demo's state: the seeded db, each catalogue section's tables (demo/state/), recorded calls and faults. */
export interface DemoState extends DemoTables {
  db: DemoDb;
  users: readonly DemoUser[];
  calls: RecordedCall[];
  /** Faults injected per catalogue name; `times` counts down, undefined = until cleared. */
  faults: Map<string, Fault & { times?: number }>;
  /** The demo's clock (tests may move it). */
  now(): Date;
}

export interface DemoContext {
  state: DemoState;
  entry: CatalogueEntry;
  /** The upstream path this call arrived on (the ForCS variant, or without ".do" under the switch). */
  path: string;
  /** The caller, from a valid USER_TOKEN cookie; undefined on public calls without one. */
  user: TokenPayload | undefined;
  query: Record<string, string>;
  /** JSON, form or multipart fields (multipart files as { filename, mimetype, size, sha1 }). */
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

export type DemoReply =
  /** Newer envelope: { status, statusText, data }. */
  | { kind: 'new'; status: number; statusText: string; data?: unknown }
  /** Older envelope, with the fields spec 000 §3 names: the whole body as given ({ status: 200, msg: 'success', data } …). */
  | { kind: 'old'; body: Record<string, unknown> }
  /** Anything else, as is (raw answers). */
  | { kind: 'raw'; body: unknown; httpStatus?: number; headers?: Record<string, string> }
  | { kind: 'file'; body: Buffer; filename: string; contentType: string };

export type DemoHandler = (ctx: DemoContext) => DemoReply | Promise<DemoReply>;
export type DemoHandlers = Record<string, DemoHandler>;

/** The caller's employee code ('' when there is none). */
export const callerCode = (ctx: DemoContext) => ctx.user?.userCode ?? '';
/** The demo clock's time as the upstream writes it: China time, YYYY-MM-DD HH:mm:ss. */
export const nowText = (state: DemoState) => chinaTime(state.now());

export const ok = (data?: unknown): DemoReply => ({ kind: 'new', status: 0, statusText: 'success', data });
export const fail = (statusText: string, status = 1): DemoReply => ({ kind: 'new', status, statusText });
export const oldOk = (data?: unknown): DemoReply => ({ kind: 'old', body: { status: 200, msg: 'success', data } });
export const oldFail = (errorMsg: string): DemoReply => ({ kind: 'old', body: { status: 200, msg: 'fail', errorMsg } });
export const raw = (body: unknown, httpStatus = 200, headers?: Record<string, string>): DemoReply => ({
  kind: 'raw',
  body,
  httpStatus,
  ...(headers ? { headers } : {}),
});

/**
 * Read a request field as a trimmed string from the query or the body. The fields the BFF
 * URL-encodes (vinNo, frameNo, licenseNo: spec 001 §5) are decoded, tolerant of plain values.
 */
export function field(ctx: DemoContext, name: string): string | undefined {
  const v = ctx.query[name] ?? ctx.body[name];
  if (v === undefined || v === null) return undefined;
  const s = String(v).trim();
  if (s === '') return undefined;
  return isUrlEncodedField(name) ? urlDecoded(s) : s;
}

/** A URL-encoded value decoded; a value that is not one (a plain plate with a stray %) as it came. */
export function urlDecoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Paging fields with defaults, and a page of a list. */
export function paged<T>(ctx: DemoContext, list: readonly T[], defaultSize = 10) {
  const pageNo = Math.max(1, Number(field(ctx, 'pageNo') ?? 1) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(field(ctx, 'pageSize') ?? defaultSize) || defaultSize));
  return { list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: list.length, pageNo, pageSize };
}
