import type { FastifyServerOptions } from 'fastify';

// Paths pino censors. Cookies and Authorization never reach a log line; neither do tokens,
// mobiles or ID numbers wherever they appear in a logged object.
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

/** Query-string parameters hidden in logged URLs (the same facts as above, in a URL). */
const SECRET_QUERY = /([?&](?:token|USER_TOKEN|mobile|phone|idNumber|identifyNumber|identifyNo|certificateNo|code)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[Redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      req(req) {
        return {
          method: req.method,
          url: typeof req.url === 'string' ? redactUrl(req.url) : undefined,
          remoteAddress: req.ip,
        };
      },
    },
  };
}
