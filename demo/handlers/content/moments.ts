import { callerCode, nowText, fail, field, ok, paged, type DemoContext, type DemoHandlers } from '../../types';
import type { MomentsTask } from '../../state/content';

// Moments tasks: the caller's, counted, marked sent (and send records marked).

const myMoments = (ctx: DemoContext) => ctx.state.content.moments.filter((t) => t.userCode === callerCode(ctx));
const momentView = ({ userCode: _u, ...t }: MomentsTask) => ({ ...t, images: [...t.images] });

export const handlers: DemoHandlers = {
  queryMomentsTask: (ctx) => {
    const sendFlag = field(ctx, 'sendFlag');
    return ok(paged(ctx, myMoments(ctx).filter((t) => !sendFlag || t.sendFlag === sendFlag).map(momentView)));
  },
  queryMomentsTaskCount: (ctx) => {
    const mine = myMoments(ctx);
    const sent = mine.filter((t) => t.sendFlag === '1').length;
    return ok({ total: mine.length, sent, unsent: mine.length - sent });
  },
  updateSendFlagById: (ctx) => {
    const id = field(ctx, 'id');
    const sendFlag = field(ctx, 'sendFlag');
    if (!id) return fail('请指定记录');
    if (sendFlag !== '0' && sendFlag !== '1') return fail('发送标志应为 0 或 1');
    const userCode = callerCode(ctx);
    const now = nowText(ctx.state);
    const task = ctx.state.content.moments.find((t) => t.taskId === id && t.userCode === userCode);
    if (task) {
      task.sendFlag = sendFlag;
      task.sendTime = sendFlag === '1' ? now : null;
      return ok({ id, sendFlag, sendTime: task.sendTime });
    }
    const send = ctx.state.content.sends.find((s) => s.sendId === id && s.userCode === userCode);
    if (!send) return fail('记录不存在');
    send.sendFlag = sendFlag;
    if (sendFlag === '1') send.sendTime = now;
    return ok({ id, sendFlag, sendTime: send.sendTime });
  },
};
