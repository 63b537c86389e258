import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { request as undiciRequest } from 'undici';
import { decodeToken, secureCookie, setTokenCookie, type Session } from '../session/token.js';
import { ApiError, MESSAGES, ok } from '../http/answer.js';
import { publicBase } from '../http/public-base.js';
import { safeLocalPath } from '../../shared/redirect.js';
import { loadAppConfig, sessionInfo, setProvince } from '../session/info.js';
import { auditAs, auditChange, auditSession } from '../http/audit.js';
import { PC_LOGIN_TTL_MS, sessionKeyOf } from '../session/pc-login.js';
import { ctxOf, requireSession } from './session.js';
import { answers, SessionInfoSchema } from './session-schemas.js';

// /api/auth: the WeCom OAuth round trip (with a state the BFF checks), the group-chat external
// user's login, the PC scan-code login, and — only while the demo upstream runs — a demo login.
// The token only ever travels in the HttpOnly USER_TOKEN cookie.

const STATE_COOKIE = 'OAUTH_STATE';
/** Prefix of the cookie holding a PC login's browser secret (one cookie per loginId). */
const PC_COOKIE = 'PC_LOGIN';
const STATE_TTL_S = 600;
/** QR login ids one address may ask for per minute: a whole office behind one NAT logging in at nine. */
const PC_QR_PER_MINUTE = 30;

/** What the phone is shown before it confirms a PC login. */
const PcLoginDetailsSchema = Type.Object({
  ip: Type.String({ description: '电脑的 IP 地址' }),
  browser: Type.String({ description: '电脑的浏览器与系统' }),
  issuedAt: Type.String({ description: '二维码生成时间' }),
  expiresAt: Type.String({ description: '二维码失效时间（生成后 2 分钟）' }),
  place: Type.Union([Type.String(), Type.Null()], { description: '电脑所在地（无 IP 地址库时为 null）' }),
});
const tags = ['auth'];

interface OAuthState {
  state: string;
  redirect: string;
  comId: string;
}

function readState(request: FastifyRequest): OAuthState | undefined {
  const raw = request.cookies[STATE_COOKIE];
  if (!raw) return undefined;
  try {
    return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as OAuthState;
  } catch {
    return undefined;
  }
}

/**
 * Keep the token the BFF was handed, and make the new session the province's. `role`, when given,
 * is checked before anything is set: a refused login leaves no cookie behind.
 */
function startSession(request: FastifyRequest, reply: FastifyReply, token: string | undefined, comId?: string, role?: string): Session {
  const user = decodeToken(token, request.server.config.tokenSecret);
  if (!token || !user) throw new ApiError(401, 'LOGIN_FAILED', '登录失败，请重新进入应用');
  if (role !== undefined && user.systemRole !== role) throw new ApiError(403, 'FORBIDDEN', MESSAGES.forbidden);
  setTokenCookie(request, reply, token);
  setProvince(request, reply, comId || user.comId);
  auditAs(request, user);
  return { token, user };
}

/** Exchange a WeCom OAuth code for the upstream token (codeExchangeId.do, else login.do). */
async function exchange(request: FastifyRequest, code: string, comId: string): Promise<string | undefined> {
  const ctx = ctxOf(request);
  try {
    const viaId = await request.server.upstream.invokeByName('codeExchangeId', { code, comId }, ctx);
    if (viaId.issuedToken) return viaId.issuedToken;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    request.log.info({ err: err.message }, 'codeExchangeId refused the code; trying login.do');
  }
  const viaLogin = await request.server.upstream.invokeByName('login', { code, comId }, ctx);
  const body = (viaLogin.data ?? {}) as { status?: unknown; statusText?: unknown };
  if (body.status !== undefined && Number(body.status) !== 0) {
    throw new ApiError(401, 'LOGIN_FAILED', typeof body.statusText === 'string' ? body.statusText : '登录失败，请重新进入应用');
  }
  return viaLogin.issuedToken;
}

export async function authRoutes(app: FastifyInstance, opts: { demo: boolean; oauthUrl: string }) {
  const stateCookie = (request: FastifyRequest) => ({
    path: app.config.basePath,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookie(request),
    maxAge: STATE_TTL_S,
  });

  app.get<{ Querystring: { comId: string; redirect?: string } }>(
    '/auth/wecom',
    {
      schema: {
        summary: '跳转企业微信网页授权（携带 state）',
        tags,
        querystring: Type.Object({ comId: Type.String({ minLength: 1 }), redirect: Type.Optional(Type.String()) }),
      },
    },
    async (request, reply) => {
      const { comId } = request.query;
      const config = await loadAppConfig(request, comId, ctxOf(request));
      const state = randomBytes(16).toString('hex');
      const redirect = safeLocalPath(request.query.redirect);
      reply.setCookie(STATE_COOKIE, Buffer.from(JSON.stringify({ state, redirect, comId })).toString('base64url'), stateCookie(request));
      const back = `${publicBase(request)}auth?comId=${encodeURIComponent(comId)}`;
      const url = new URL(opts.oauthUrl);
      url.searchParams.set('appid', config.wecomComId);
      url.searchParams.set('redirect_uri', back);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', 'snsapi_base');
      url.searchParams.set('state', state);
      url.hash = 'wechat_redirect';
      return reply.redirect(url.toString(), 302);
    },
  );

  const ExchangeBody = Type.Object({ code: Type.String({ minLength: 1 }), comId: Type.String({ minLength: 1 }), state: Type.String({ minLength: 1 }) });

  /** The state must match the cookie set when the round trip started; it is used once. */
  function checkState(request: FastifyRequest, reply: FastifyReply, state: string): OAuthState {
    const saved = readState(request);
    reply.clearCookie(STATE_COOKIE, stateCookie(request));
    if (!saved || saved.state !== state) throw new ApiError(400, 'BAD_STATE', '授权已失效，请重新进入应用');
    return saved;
  }

  app.post<{ Body: { code: string; comId: string; state: string } }>(
    '/auth/exchange',
    {
      onResponse: auditSession('auth/exchange'),
      schema: {
        summary: '用企业微信授权码登录（校验 state）',
        tags,
        body: ExchangeBody,
        response: answers(Type.Object({ redirect: Type.String() })),
      },
    },
    async (request, reply) => {
      const saved = checkState(request, reply, request.body.state);
      const token = await exchange(request, request.body.code, request.body.comId);
      startSession(request, reply, token, request.body.comId);
      return ok({ redirect: safeLocalPath(saved.redirect) });
    },
  );

  app.post<{ Body: { code: string; comId: string; state: string } }>(
    '/auth/external',
    {
      onResponse: auditSession('auth/external'),
      schema: {
        summary: '群聊外部客户经 /robot/chat-room-open-quotation-detail 登录',
        tags,
        body: ExchangeBody,
        response: answers(SessionInfoSchema),
      },
    },
    async (request, reply) => {
      checkState(request, reply, request.body.state);
      const token = await exchange(request, request.body.code, request.body.comId);
      const session = startSession(request, reply, token, request.body.comId, 'externalUser');
      return ok(await sessionInfo(request, session, request.body.comId, ctxOf(request, session)));
    },
  );

  // PC scan-code login: the PC asks for a login id and shows it as a QR code; the staff member
  // scans it in WeCom and confirms on the phone; the PC polls until its session starts. The id is
  // the BFF's own, bound to the asking browser by a cookie, confirmed once, handed over once.
  const pcCookie = (request: FastifyRequest) => ({
    path: app.config.basePath,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureCookie(request),
    maxAge: PC_LOGIN_TTL_MS / 1000,
  });
  const pcCookieName = (loginId: string) => `${PC_COOKIE}_${loginId.slice(0, 8)}`;

  app.post(
    '/auth/pc-qr',
    {
      // Per address (the PC is not signed in): a flood cannot fill the store with ids (issue 30).
      config: { rateLimit: { max: PC_QR_PER_MINUTE, timeWindow: 60_000, groupId: 'pc-qr' } },
      schema: { summary: 'PC 扫码登录：生成登录二维码（2 分钟内有效，仅本浏览器可取得登录；每个地址每分钟限 30 次）', tags, response: answers(Type.Object({ loginId: Type.String(), qrUrl: Type.String() })) },
    },
    async (request, reply) => {
      const { loginId, secret } = await app.pcLogins.issue({ ip: request.ip, userAgent: request.headers['user-agent'] });
      reply.setCookie(pcCookieName(loginId), secret, pcCookie(request));
      return ok({ loginId, qrUrl: `${publicBase(request)}pc-qr-code-login?loginId=${loginId}` });
    },
  );

  const LoginId = Type.Object({ loginId: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }) });

  // The PC's poll that starts its session is a login: audited then (not on every poll).
  const pcSignedIn = new WeakSet<FastifyRequest>();
  app.get<{ Params: { loginId: string } }>(
    '/auth/pc-qr/:loginId',
    {
      onResponse: (request, reply, done) => {
        if (pcSignedIn.has(request)) auditChange(request, reply, 'auth/pc-qr/login', { loginId: (request.params as { loginId: string }).loginId });
        done();
      },
      schema: {
        summary: 'PC 扫码登录：轮询确认状态（仅生成二维码的浏览器）',
        tags,
        params: LoginId,
        response: answers(Type.Object({ status: Type.String(), redirect: Type.Optional(Type.String()) })),
      },
    },
    async (request, reply) => {
      const { loginId } = request.params;
      const owner = await app.pcLogins.ownedBy(loginId, request.cookies[pcCookieName(loginId)]);
      if (owner === 'other-browser') throw new ApiError(403, 'FORBIDDEN', MESSAGES.forbidden);
      if (owner === 'expired') return ok({ status: 'expired' });
      // Until a staff member confirmed it through the BFF, the upstream is not asked.
      if (!(await app.pcLogins.isConfirmed(loginId))) return ok({ status: 'waiting' });
      const result = await app.upstream.invokeByName('confirmQRCodeLoginPC', { loginId }, ctxOf(request));
      if (!result.issuedToken) return ok({ status: String((result.data as { status?: unknown } | null)?.status ?? 'waiting') });
      startSession(request, reply, result.issuedToken, undefined, 'qyUser');
      pcSignedIn.add(request);
      await app.pcLogins.finish(loginId);
      reply.clearCookie(pcCookieName(loginId), pcCookie(request));
      return ok({ status: 'confirmed', redirect: '/' });
    },
  );

  const loginIdOf = (request: FastifyRequest) => ({ loginId: (request.params as { loginId: string }).loginId });

  // The phone opened the QR link: its session becomes the only one that may confirm, and it is told
  // what it would sign in (the PC's address, browser, time) before it can confirm (issue 30: a login
  // link sent by someone else signs *them* in once the victim confirms).
  app.post<{ Params: { loginId: string } }>(
    '/auth/pc-qr/:loginId/scan',
    {
      onResponse: auditSession('auth/pc-qr/scan', loginIdOf),
      schema: {
        summary: 'PC 扫码登录：手机端扫码（需登录与 x-csrf）：答复要登录的电脑（地址、浏览器、时间），此后仅本手机会话可确认',
        tags,
        params: LoginId,
        response: answers(PcLoginDetailsSchema),
      },
    },
    async (request) => {
      const session = requireSession(request);
      if (session.user.systemRole !== 'qyUser') throw new ApiError(403, 'FORBIDDEN', MESSAGES.forbidden);
      const scanned = await app.pcLogins.scan(request.params.loginId, sessionKeyOf(session.token));
      if (!scanned.ok && scanned.reason === 'scanned-elsewhere') throw new ApiError(409, 'LOGIN_ID_SCANNED', '该二维码已被其他手机扫描，请在电脑上刷新二维码');
      if (!scanned.ok) throw new ApiError(410, 'LOGIN_ID_INVALID', MESSAGES.loginIdInvalid);
      return ok({ ...scanned.details, place: null });
    },
  );

  app.post<{ Params: { loginId: string } }>(
    '/auth/pc-qr/:loginId/confirm',
    {
      onResponse: auditSession('auth/pc-qr/confirm', loginIdOf),
      schema: { summary: 'PC 扫码登录：手机端确认（需登录与 x-csrf；仅限扫码的同一手机会话，2 分钟内）', tags, params: LoginId, response: answers(Type.Object({ status: Type.String() })) },
    },
    async (request) => {
      const session = requireSession(request);
      if (session.user.systemRole !== 'qyUser') throw new ApiError(403, 'FORBIDDEN', MESSAGES.forbidden);
      const { loginId } = request.params;
      if (!(await app.pcLogins.confirm(loginId, sessionKeyOf(session.token)))) throw new ApiError(410, 'LOGIN_ID_INVALID', MESSAGES.loginIdInvalid);
      try {
        const result = await app.upstream.invokeByName('confirmQRCodeLoginPC', { loginId }, ctxOf(request, session));
        return ok({ status: String((result.data as { status?: unknown } | null)?.status ?? 'confirmed') });
      } catch (err) {
        await app.pcLogins.release(loginId);
        throw err;
      }
    },
  );

  // Binding the signed-in WeCom member's account to their marketing-system account (/marketing/*):
  // by 工号 and the SMS code sent to that account's mobile, or by the one-time code the marketing
  // system's PC page shows. The WeCom member is the session's, never a field; the upstream answers a
  // new token naming the account, which becomes the session.
  app.post<{ Body: { userCode?: string; smsCode?: string; bindCode?: string } }>(
    '/auth/marketing-binding',
    {
      onResponse: auditSession('auth/marketing-binding'),
      schema: {
        summary: '绑定营销系统账号（工号＋短信验证码，或扫码绑定码）；成功后会话换为绑定后的令牌',
        tags,
        body: Type.Union([
          Type.Object({ userCode: Type.String({ pattern: '^[0-9A-Za-z]{4,20}$' }), smsCode: Type.String({ pattern: '^[0-9]{6}$' }) }, { additionalProperties: false }),
          Type.Object({ bindCode: Type.String({ pattern: '^[0-9A-Za-z]{6,32}$' }) }, { additionalProperties: false }),
        ]),
        response: answers(SessionInfoSchema),
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      if (session.user.systemRole !== 'qyUser') throw new ApiError(403, 'FORBIDDEN', MESSAGES.forbidden);
      if (session.user.userCode) throw new ApiError(409, 'ALREADY_BOUND', '当前企业微信账号已绑定营销系统账号');
      const result = await app.upstream.invokeByName('fwdapi/um/bindUserQW', { ...request.body, userId: session.user.userId }, ctxOf(request, session));
      const bound = startSession(request, reply, result.issuedToken, session.user.comId, 'qyUser');
      await app.permissions.reset(session).catch(() => undefined);
      return ok(await sessionInfo(request, bound, session.user.comId, ctxOf(request, bound)));
    },
  );

  if (!opts.demo) return;

  // Demo only: never registered against a real upstream.
  app.get(
    '/auth/demo-users',
    {
      schema: {
        summary: '演示用户列表（仅演示上游）',
        tags,
        response: answers(Type.Array(Type.Object({ userId: Type.String(), name: Type.String(), comId: Type.String(), systemRole: Type.String() }))),
      },
    },
    async () => {
      const res = await undiciRequest(`${app.upstreamUrl}/__demo/users`, { dispatcher: app.upstreamAgent });
      return ok(await res.body.json());
    },
  );

  app.post<{ Body: { userId: string; comId?: string } }>(
    '/auth/demo-login',
    {
      onResponse: auditSession('auth/demo-login'),
      schema: {
        summary: '演示登录（fake-login.do，仅演示上游）',
        tags,
        body: Type.Object({ userId: Type.String({ minLength: 1 }), comId: Type.Optional(Type.String()) }),
        response: answers(SessionInfoSchema),
      },
    },
    async (request, reply) => {
      const result = await app.upstream.invokeByName('fake-login', { userId: request.body.userId }, ctxOf(request));
      const session = startSession(request, reply, result.issuedToken, request.body.comId);
      return ok(await sessionInfo(request, session, request.body.comId || session.user.comId, ctxOf(request, session)));
    },
  );
}
