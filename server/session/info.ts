import type { FastifyReply, FastifyRequest } from 'fastify';
import { maskPhone } from '../../shared/domain/mask.js';
import { routesForRole } from '../../shared/routes/lists.js';
import { PROVINCE_COOKIE } from '../../shared/session.js';
import type { AppConfig, SessionInfo } from '../../shared/session-api.js';
import { ApiError, MESSAGES } from '../http/answer.js';
import type { InvokeContext } from '../upstream/upstream.js';
import { secureCookie, type Session } from './token.js';

// What GET /api/session answers: the user from the token payload (mobile masked, expiry and
// issued-at dropped), the app config of the province, and the role's routes.

function decode(value: unknown): string {
  const s = typeof value === 'string' ? value : '';
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The app config of a province (cached per province id by the catalogue), frontUrl URL-decoded. */
export async function loadAppConfig(request: FastifyRequest, comId: string, ctx: InvokeContext): Promise<AppConfig> {
  const { data } = await request.server.upstream.invokeByName('queryAppConfig', { comId }, ctx);
  const d = (data ?? {}) as Record<string, unknown>;
  return {
    wecomComId: String(d['wecomComId'] ?? ''),
    userComId: String(d['userComId'] ?? ''),
    vehicleUrl: String(d['vehicleUrl'] ?? ''),
    frontUrl: decode(d['frontUrl']),
  };
}

export async function sessionInfo(request: FastifyRequest, session: Session, provinceId: string, ctx: InvokeContext): Promise<SessionInfo> {
  const { user } = session;
  let appConfig = await loadAppConfig(request, provinceId, ctx);
  // Spec 000 §4 step 9: reload the config when userComId differs from the user's comId.
  if (appConfig.userComId && user.comId && appConfig.userComId !== user.comId) {
    appConfig = await loadAppConfig(request, user.comId, ctx);
  }
  return {
    user: {
      comId: user.comId,
      comCode: user.comCode,
      userCode: user.userCode,
      userId: user.userId,
      mobile: maskPhone(user.mobile ?? ''),
      systemRole: user.systemRole,
    },
    appConfig,
    routes: routesForRole(String(user.systemRole)).map((r) => r.path),
    wecomStandIn: request.server.demoUpstream,
  };
}

function provinceCookie(request: FastifyRequest) {
  return { path: request.server.config.basePath, httpOnly: true, sameSite: 'lax' as const, secure: secureCookie(request) };
}

export function setProvince(request: FastifyRequest, reply: FastifyReply, comId: string) {
  reply.setCookie(PROVINCE_COOKIE, comId, provinceCookie(request));
}

/**
 * The province id (spec 000 §3 "system province id, from query comId"). A query comId that
 * differs from the stored one replaces it and clears the token (spec 000 §4 step 5).
 */
export function provinceOf(request: FastifyRequest, reply: FastifyReply, queryComId: string | undefined): { provinceId: string; changed: boolean } {
  const stored = request.cookies[PROVINCE_COOKIE];
  const comId = queryComId?.trim() || undefined;
  if (comId && comId !== stored) {
    setProvince(request, reply, comId);
    return { provinceId: comId, changed: stored !== undefined };
  }
  const provinceId = comId ?? stored;
  if (!provinceId) throw new ApiError(400, 'MISSING_PROVINCE', MESSAGES.missingProvince);
  return { provinceId, changed: false };
}
