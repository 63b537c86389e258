import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { readSession } from './session/token.js';

// Fastify's own request log lines, rewritten: one line per answered request with the method,
// the route template, the status, the time, the staff member's code and (from the request's child
// logger) the request id, the trace id and the internal app.
// Fastify's defaults write the URL — whose query string carries ID numbers, mobiles and plates —
// and two lines per request; its error lines use the error's message as the log message.

const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? '(unmatched)';

export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    // Nothing to build when info lines are not written (the benchmarks run without a logger).
    if (!(reply.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info')) return;
    // Who made the call: the staff member's code (an internal app's name is in the logger's bindings).
    const user = readSession(request)?.user.userCode;
    const line = { method: request.method, route: routeOf(request), status: reply.statusCode, ms: Math.round(reply.elapsedTime), ...(user ? { user } : {}) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }

  override defaultErrorLog(error: Error, _request: FastifyRequest, reply: FastifyReply) {
    reply.log[reply.statusCode >= 500 ? 'error' : 'info']({ err: error }, 'request failed');
  }

  override routeNotFound() {}
}
