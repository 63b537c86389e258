import type { FastifyInstance } from 'fastify';
import { TOKEN_COOKIE } from '../shared/session';
import { confirmTask, historyOf, settle } from './state/mass';
import { verifyToken } from './token';
import type { DemoState } from './types';

// The demo upstream playing WeCom where a tester on a laptop has none, on its control API (beside
// /__demo/calls and /__demo/faults; never a catalogue call): what a staff member does in WeCom
// itself and the insurer's upstream only learns about.

export function playWeCom(app: FastifyInstance, state: DemoState) {
  // The staff member confirms a mass-send task in WeCom's 群发助手 (demo/state/mass.ts): it goes out.
  // With the caller's USER_TOKEN cookie (the BFF's demo-only POST /api/demo/mass-confirm sends it),
  // only their own record; without one (by hand), a record of the staff member named by userCode.
  app.post<{ Body: { historyId?: string; userCode?: string } }>('/__demo/mass/confirm', async (request, reply) => {
    const token = new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=([^;]+)`).exec(request.headers.cookie ?? '')?.[1];
    const user = token ? verifyToken(decodeURIComponent(token), state.now().getTime()) : undefined;
    if (token && !user) return reply.code(401).send({ ok: false, message: '登录超时，请重新登录' });
    const nowMs = state.now().getTime();
    settle(state.mass, nowMs);
    const h = historyOf(state.mass, request.body?.historyId, user?.userCode ?? request.body?.userCode ?? '');
    if (!h) return reply.code(404).send({ ok: false, message: '发送记录不存在' });
    const refused = confirmTask(state.mass, h, nowMs);
    if (refused) return reply.code(409).send({ ok: false, message: refused });
    return { ok: true, historyId: h.historyId, status: h.status, confirmedAt: h.confirmedAt };
  });
}
