import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueEntry } from '../../shared/catalogue/index.js';
import type { TokenPayload } from '../../shared/session.js';
import { TOKEN_COOKIE } from '../../shared/session.js';
import { decodeToken } from '../session/token.js';

// The audit trail of changes (issue 30, finding 7; design.md): every state-changing call — the
// catalogue's `mutates` calls and the BFF's own logins, PC-login steps, bindings, logout and
// permission resets — writes one line to the audit log (AUDIT_LOG, apart from the request log):
// who (userCode, comId), which call, which records (ids only, never personal data), the outcome,
// the HTTP status and the request id. Written when the answer has gone, whatever it was.

/** The user a login route signed in: the audit line names them, not the anonymous caller before. */
const signedIn = new WeakMap<FastifyRequest, TokenPayload>();
export const auditAs = (request: FastifyRequest, user: TokenPayload) => void signedIn.set(request, user);

/** Request fields that name a record (ids, numbers, codes) but hold no personal data. */
const RECORD_FIELD = /(?:^id$|^ids$|Id$|Ids$|No$|Nos$|Code$|Codes$|^code$)/;
const PERSONAL = new Set(['certificateNo', 'certificateNos', 'encryptCertificateNo', 'bankCardNo', 'cardNo', 'accountNo', 'idNo', 'idNumber', 'identifyNo', 'licenseNo', 'frameNo', 'vinNo', 'engineNo', 'mobileNo', 'phoneNo', 'smsCode', 'bindCode']);
/** Caller fields: the line names the caller once, as who. */
const CALLER = new Set(['userCode', 'comCode', 'comId', 'userId']);
const MAX_VALUES = 50;
const MAX_LENGTH = 128;

const scalar = (v: unknown): v is string | number => (typeof v === 'string' && v !== '') || typeof v === 'number';
const short = (v: string | number) => (typeof v === 'string' && v.length > MAX_LENGTH ? `${v.slice(0, MAX_LENGTH)}…` : v);

/** The record ids a request names, by field (one level of nesting: taskGroupMsgHistory.taskId). */
export function recordsOf(fields: unknown, depth = 0, into: Record<string, unknown> = {}, prefix = ''): Record<string, unknown> {
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return into;
  for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
    if (PERSONAL.has(key) || CALLER.has(key)) continue;
    if (RECORD_FIELD.test(key)) {
      const list = Array.isArray(value) ? value.filter(scalar) : typeof value === 'string' && value.includes(',') ? value.split(',').filter(Boolean) : scalar(value) ? [value] : [];
      if (list.length === 1) into[prefix + key] = short(list[0]!);
      else if (list.length > 1) into[prefix + key] = list.slice(0, MAX_VALUES).map(short).concat(list.length > MAX_VALUES ? [`…+${list.length - MAX_VALUES}`] : []);
    } else if (depth < 1 && value && typeof value === 'object') {
      if (Array.isArray(value)) value.slice(0, MAX_VALUES).forEach((item) => recordsOf(item, depth + 1, into, `${key}.`));
      else recordsOf(value, depth + 1, into, `${key}.`);
    }
  }
  return into;
}

/** What happened, as the answer says: done, refused (4xx), unknown (sent, no answer), failed (5xx). */
export function outcomeOf(reply: FastifyReply): string {
  const status = reply.statusCode;
  if (status < 400) return reply.getHeader('idempotent-replayed') === 'true' ? 'replayed' : 'done';
  if (status === 504) return 'unknown';
  return status < 500 ? 'refused' : 'failed';
}

/**
 * The caller, also for a request refused before its cookies were parsed (the cross-site and
 * anti-forgery checks answer in the first onRequest hook): the cookie header is read then.
 */
function callerOf(request: FastifyRequest): TokenPayload | undefined {
  // An internal app's request: the staff member of its bearer token (server/plugins/internal-apps.ts).
  if (request.appCaller) return decodeToken(request.appCaller.token, request.server.config.tokenSecret);
  const cookies = request.cookies ?? request.server.parseCookie(request.headers.cookie ?? '');
  return decodeToken(cookies[TOKEN_COOKIE], request.server.config.tokenSecret);
}

/** Write the audit line of one change. */
export function auditChange(request: FastifyRequest, reply: FastifyReply, call: string, records: Record<string, unknown>) {
  const user = signedIn.get(request) ?? callerOf(request);
  request.server.audit.info(
    { userCode: user?.userCode, comId: user?.comId, ...(request.appCaller ? { app: request.appCaller.app.name } : {}), call, records, outcome: outcomeOf(reply), status: reply.statusCode, reqId: request.id },
    'change',
  );
}

/** The onResponse hook of a catalogue call that changes state. */
export function auditMutation(entry: CatalogueEntry) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    auditChange(request, reply, entry.name, recordsOf({ ...(request.query as object), ...((request.body && typeof request.body === 'object' ? request.body : {}) as object) }));
    done();
  };
}

/** The onResponse hook of one of the BFF's own session changes; `records` picks ids from the request. */
export function auditSession(call: string, records: (request: FastifyRequest) => Record<string, unknown> = () => ({})) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    auditChange(request, reply, call, records(request));
    done();
  };
}
