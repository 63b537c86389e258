import type { FastifyServerOptions } from 'fastify';

// Logs never hold PII (design.md). Request lines name the route template, never the URL (query
// strings carry ID numbers, mobiles and plates: server/request-log.ts); bodies are never
// logged; error messages are scrubbed before they are written. The redact paths below are the
// second line of defence for objects someone logs by hand.
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-user-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.token',
  '*.USER_TOKEN',
  '*.mobile',
  '*.phone',
  '*.idNumber',
  '*.identifyNumber',
  '*.identifyNo',
  '*.certificateNo',
  'token',
  'mobile',
  'idNumber',
  'certificateNo',
];

const CENSOR = '[Redacted]';

/**
 * A message with what could be personal data taken out: Chinese text (names, addresses, plates'
 * province characters, upstream messages quoting a customer), quoted strings (JSON.parse quotes
 * its input), `key=value` values (URLs), and any run of 5 or more letters and digits that holds
 * a digit (ID numbers, mobiles, plates, customer ids, tokens). What remains says what failed.
 */
export function scrubText(text: string): string {
  return text
    .replace(/"[^"]*"?|'[^']*'?/g, CENSOR)
    .replace(/=[^&\s]*/g, `=${CENSOR}`)
    .replace(/[\u3000-\u9fff\uf900-\ufaff\uff00-\uffef·]+/g, CENSOR)
    .replace(/[A-Za-z0-9_+/-]*\d[A-Za-z0-9_+/-]*/g, (run) => (run.length >= 5 ? CENSOR : run));
}

/** The stack frames without the message line (which may quote data). */
const framesOf = (stack: unknown) =>
  typeof stack === 'string' ? stack.split('\n').filter((line) => line.startsWith('    at ')).join('\n') : '';

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** Errors as type, code, status, scrubbed message and frames; a message logged as `err` is scrubbed too. */
export function serializeError(err: unknown): LoggedError {
  if (!err || typeof err !== 'object') return { type: 'message', message: scrubText(String(err)), stack: '' };
  const e = err as { name?: unknown; code?: unknown; statusCode?: unknown; message?: unknown; stack?: unknown };
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    message: scrubText(typeof e.message === 'string' ? e.message : ''),
    stack: framesOf(e.stack),
  };
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: {
      // Whoever logs a request gets its method and route template: never the URL or a header.
      req(req) {
        const route = (req as { routeOptions?: { url?: string } }).routeOptions?.url;
        return { method: req.method, route: route ?? '(unmatched)' };
      },
      err: serializeError,
    },
  };
}
