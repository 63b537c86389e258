import { auditSession } from '../http/audit.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError, MESSAGES, ok } from '../http/answer.js';
import { loadAppConfig, provinceOf, sessionInfo } from '../session/info.js';
import { clearTokenCookie, readSession, type Session } from '../session/token.js';
import type { InvokeContext } from '../upstream/upstream.js';
import { callerTrace } from '../tracing.js';
import { AppConfigSchema, answers, ComIdQuery, PermissionSchema, SessionInfoSchema } from './session-schemas.js';

// /api/session: who am I, app config, role routes, permission decisions, logout (design.md).

export const ctxOf = (request: FastifyRequest, session?: Session): InvokeContext => ({ session, requestId: request.id, log: request.log, trace: callerTrace(request) });

export function requireSession(request: FastifyRequest): Session {
  const session = readSession(request);
  if (!session) throw new ApiError(401, 'NOT_LOGGED_IN', MESSAGES.notLoggedIn);
  return session;
}

const tags = ['session'];

export async function sessionRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { comId?: string } }>(
    '/session',
    { schema: { summary: '当前用户、应用配置与角色路由', tags, querystring: ComIdQuery, response: answers(SessionInfoSchema) } },
    async (request, reply) => {
      const { provinceId, changed } = provinceOf(request, reply, request.query.comId);
      if (changed) {
        // Another province: the token of the previous one is cleared (spec 000 §4 step 5).
        clearTokenCookie(request, reply);
        throw new ApiError(401, 'NOT_LOGGED_IN', MESSAGES.notLoggedIn);
      }
      const session = readSession(request);
      if (!session) {
        if (request.cookies['USER_TOKEN']) clearTokenCookie(request, reply);
        throw new ApiError(401, 'NOT_LOGGED_IN', MESSAGES.notLoggedIn);
      }
      return ok(await sessionInfo(request, session, provinceId, ctxOf(request, session)));
    },
  );

  app.get<{ Querystring: { comId?: string } }>(
    '/session/config',
    { schema: { summary: '省份的应用配置（按省份缓存）', tags, querystring: ComIdQuery, response: answers(AppConfigSchema) } },
    async (request, reply) => {
      const { provinceId } = provinceOf(request, reply, request.query.comId);
      return ok(await loadAppConfig(request, provinceId, ctxOf(request, readSession(request))));
    },
  );

  app.get<{ Querystring: { path: string } }>(
    '/session/permission',
    {
      schema: {
        summary: '进入路由前的权限检查（智能名片、手机号一致）',
        tags,
        querystring: Type.Object({ path: Type.String({ pattern: '^/', maxLength: 2048 }) }),
        response: answers(PermissionSchema),
      },
    },
    async (request) => {
      const session = requireSession(request);
      const path = request.query.path.split('?')[0] ?? '/';
      return ok(await app.permissions.decide(session, path, ctxOf(request, session)));
    },
  );

  app.post(
    '/session/permission/reset',
    { onResponse: auditSession('session/permission/reset'), schema: { summary: '用户处理完检查后重置全部检查', tags, response: answers(Type.Object({ reset: Type.Boolean() })) } },
    async (request) => {
      await app.permissions.reset(requireSession(request));
      return ok({ reset: true });
    },
  );

  app.post(
    '/session/logout',
    { onResponse: auditSession('session/logout'), schema: { summary: '退出登录', tags, response: answers(Type.Object({ loggedOut: Type.Boolean() })) } },
    async (request, reply) => {
      const session = readSession(request);
      if (session) {
        await app.permissions.reset(session).catch((err: unknown) => request.log.warn({ error: (err as Error).name }, 'permission reset at logout failed'));
        try {
          await app.upstream.invokeByName('logout', {}, ctxOf(request, session));
        } catch (err) {
          request.log.warn({ err: (err as Error).message }, 'upstream logout failed; clearing the session anyway');
        }
      }
      clearTokenCookie(request, reply);
      return ok({ loggedOut: true });
    },
  );
}
