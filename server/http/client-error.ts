import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { fail, MESSAGES } from './answer.js';

// Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a method it
// does not know, a request that did not arrive in time, broken framing) still get the one answer
// shape, then the connection is closed: after a parse error the stream cannot be trusted.

function answerOf(code: string | undefined): [number, string, string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'HEADERS_TOO_LARGE', MESSAGES.headersTooLarge];
    case 'HPE_INVALID_METHOD':
      return [405, 'METHOD_NOT_ALLOWED', MESSAGES.methodNotAllowed];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'REQUEST_TIMEOUT', MESSAGES.timeout];
    default:
      return [400, 'BAD_REQUEST', MESSAGES.badRequest];
  }
}

export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const [status, code, message] = answerOf(err.code);
    const body = JSON.stringify(fail(code, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\nx-content-type-options: nosniff\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
