import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { request as undiciRequest } from 'undici';
import { TOKEN_COOKIE } from '../../shared/session.js';
import { ApiError, ok } from '../http/answer.js';
import { auditSession } from '../http/audit.js';
import { requireSession } from './session.js';
import { answers } from './session-schemas.js';

// Demo only: never registered against a real upstream (buildApp registers these with the demo
// upstream alone, like /api/auth/demo-login). The demo upstream plays WeCom where a tester on a
// laptop has no WeCom: here, the staff member's confirmation of a mass-send task in WeCom's 群发助手
// (README "Never a faked send"). The record page offers it only when the session says wecomStandIn.

const tags = ['demo'];

const ConfirmedSchema = Type.Object({
  historyId: Type.String(),
  status: Type.String({ description: 'GROUP_MSG_HISTORY_STATUS：确认后为 1 发送中' }),
  confirmedAt: Type.String(),
});

export async function demoRoutes(app: FastifyInstance) {
  app.post<{ Body: { historyId: string } }>(
    '/demo/mass-confirm',
    {
      onResponse: auditSession('demo/mass-confirm', (request) => ({ historyId: (request.body as { historyId?: unknown } | undefined)?.historyId })),
      schema: {
        summary: '演示：模拟成员在企业微信群发助手中确认群发任务（仅演示上游）',
        tags,
        body: Type.Object({ historyId: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }) }),
        response: answers(ConfirmedSchema),
      },
    },
    async (request) => {
      const session = requireSession(request);
      // As the caller: the demo confirms only a record of the staff member whose token it is given.
      const res = await undiciRequest(`${app.upstreamUrl}/__demo/mass/confirm`, {
        method: 'POST',
        dispatcher: app.upstreamAgent,
        headers: { 'content-type': 'application/json', cookie: `${TOKEN_COOKIE}=${encodeURIComponent(session.token)}` },
        body: JSON.stringify({ historyId: request.body.historyId }),
      });
      const answer = (await res.body.json()) as { ok: boolean; message?: string; historyId?: string; status?: string; confirmedAt?: string };
      // Refused (not the caller's record, no longer waiting, the token expired): as the mirror
      // routes answer an upstream refusal.
      if (!answer.ok) throw new ApiError(res.statusCode === 401 ? 401 : 422, res.statusCode === 401 ? 'LOGIN_TIMEOUT' : 'UPSTREAM_REJECTED', answer.message ?? '确认失败');
      return ok({ historyId: answer.historyId ?? request.body.historyId, status: answer.status ?? '1', confirmedAt: answer.confirmedAt ?? '' });
    },
  );
}
