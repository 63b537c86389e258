import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CATALOGUE, FRONT_MARKETING_PREFIX, applyDoSwitch, type CatalogueEntry } from '../shared/catalogue';
import { signParams } from '../shared/domain/sign';
import { TOKEN_COOKIE, TOKEN_REFRESH_HEADER } from '../shared/session';
import { PERMISSION_REFUSED, refusalOf } from './permission';
import { signToken, verifyToken } from './token';
import type { DemoContext, DemoHandlers, DemoReply, DemoState } from './types';

// Routes every catalogue call to its demo handler, the way the insurer's API would answer it:
// login required unless public (status 16 otherwise), signatures checked on signed calls, a
// refreshed token handed over when the caller's is about to expire, calls recorded and faults
// injected per catalogue name for the tests.

const REFRESH_WHEN_LEFT_S = 30 * 60;
const MAX_RECORDED_CALLS = 5000;

function cookieMap(header: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) map.set(part.slice(0, i).trim(), decodeURIComponent(part.slice(i + 1).trim()));
  }
  return map;
}

async function readBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body = request.body as unknown;
  if (!body || typeof body !== 'object') return {};
  if (!request.isMultipart()) return body as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, part] of Object.entries(body as Record<string, unknown>)) {
    const p = part as { type?: string; value?: unknown; filename?: string; mimetype?: string; toBuffer?: () => Promise<Buffer> };
    if (p?.type === 'file' && p.toBuffer) {
      const buf = await p.toBuffer();
      out[key] = { filename: p.filename, mimetype: p.mimetype, size: buf.length, sha1: createHash('sha1').update(buf).digest('hex') };
    } else {
      out[key] = p?.value;
    }
  }
  return out;
}

function send(reply: FastifyReply, answer: DemoReply) {
  switch (answer.kind) {
    case 'new':
      return reply.send({ status: answer.status, statusText: answer.statusText, data: answer.data ?? null });
    case 'old':
      return reply.send(answer.body);
    case 'raw':
      if (answer.headers) reply.headers(answer.headers);
      return reply.code(answer.httpStatus ?? 200).send(answer.body);
    case 'file':
      return reply
        .type(answer.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(answer.filename)}`)
        .send(answer.body);
  }
}

export function upstreamPaths(entry: CatalogueEntry): string[] {
  const paths = [entry.path];
  if (entry.forCS) paths.push(entry.forCS);
  // With the switch on, calls under the front-end marketing forward path arrive without ".do".
  for (const p of [...paths]) if (p.startsWith(FRONT_MARKETING_PREFIX)) paths.push(applyDoSwitch(p, '1'));
  return [...new Set(paths)];
}

export async function catalogueRoutes(app: FastifyInstance, opts: { state: DemoState; handlers: DemoHandlers }) {
  const { state, handlers } = opts;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  await app.register(multipart, { attachFieldsToBody: true, limits: { fileSize: 20 * 1024 * 1024 } });

  for (const entry of CATALOGUE) {
    const handler = handlers[entry.name];
    for (const url of upstreamPaths(entry)) {
      for (const method of entry.methods) {
        app.route({
          method,
          url,
          handler: async (request, reply) => {
            const query = Object.fromEntries(
              Object.entries(request.query as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
            );
            const body = await readBody(request);
            const cookies = cookieMap(request.headers.cookie);
            const user = verifyToken(cookies.get(TOKEN_COOKIE), state.now().getTime());
            // Keep the most recent calls only: a long-running demo must not grow without bound.
            if (state.calls.length >= MAX_RECORDED_CALLS) state.calls.splice(0, state.calls.length - MAX_RECORDED_CALLS + 1);
            state.calls.push({
              name: entry.name,
              method: request.method,
              path: url,
              query,
              body,
              contentType: request.headers['content-type'],
              cookieNames: [...cookies.keys()],
              authorization: request.headers.authorization,
              requestId: request.headers['x-request-id'] as string | undefined,
              traceparent: request.headers.traceparent as string | undefined,
              userCode: user?.userCode,
              at: state.now().getTime(),
            });

            const fault = state.faults.get(entry.name);
            if (fault) {
              if (fault.times !== undefined && --fault.times <= 0) state.faults.delete(entry.name);
              switch (fault.kind) {
                case 'delay':
                  await new Promise((r) => setTimeout(r, fault.ms));
                  break;
                case 'http500':
                  return reply.code(500).send({ errorMsg: '上游服务内部错误' });
                case 'malformed':
                  return reply.type('application/json').send('{"status":0,"data":{"broken');
                case 'status16':
                  return send(reply, { kind: 'new', status: 16, statusText: '登录超时，请重新登录' });
                case 'reset':
                  request.raw.socket.destroy();
                  return reply.hijack();
              }
            }

            // Login calls (they issue the token) are made before there is a session.
            if (!entry.public && !entry.issuesToken && !user) {
              return send(reply, { kind: 'new', status: 16, statusText: '登录超时，请重新登录' });
            }
            if (entry.signed) {
              const params = { ...query, ...body };
              const { sign, ...rest } = params;
              if (sign !== signParams(rest)) return send(reply, { kind: 'new', status: 2, statusText: '签名校验失败' });
            }
            if (user && !entry.public && !entry.roles.includes(user.systemRole as 'qyUser')) {
              return send(reply, { kind: 'new', status: PERMISSION_REFUSED, statusText: '无权访问' });
            }
            if (user?.exp && user.exp - state.now().getTime() / 1000 < REFRESH_WHEN_LEFT_S) {
              const { exp: _exp, iat: _iat, ...payload } = user;
              reply.header(TOKEN_REFRESH_HEADER, signToken(payload, undefined, state.now().getTime()));
            }
            if (!handler) return reply.code(501).send({ errorMsg: `demo upstream has no handler for ${entry.name}` });
            const ctx: DemoContext = { state, entry, path: url, user, query, body, headers: request.headers };
            // Data permission (demo/permission.ts): every record the call names must be the caller's to read or change.
            const refusal = refusalOf(ctx);
            if (refusal) return send(reply, { kind: 'new', status: PERMISSION_REFUSED, statusText: refusal });
            return send(reply, await handler(ctx));
          },
        });
      }
    }
  }
}
