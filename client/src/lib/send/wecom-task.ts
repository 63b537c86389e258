import { call, request } from '../api';
import type { AnswerOf } from '../api/names';
import { invalidate } from '../query/client';
import { useLoad } from '../query/use-call';
import { askStandIn } from '../wecom';
import type { ItemStatus } from './types';

// A WeCom mass-send task made by the server (群发助手, add_msg_template: a mass send, a disaster
// warning sent through WeCom): its send record, waiting for the staff member's confirmation in
// WeCom (0 待成员确认), then each customer's result (1 发送中), then 2 已完成. What every screen
// that follows such a record shares: the record and its customers, the asking again while pending,
// what to tell the staff member, and the demo's stand-in for the confirmation.

export type TaskRecord = AnswerOf<'queryGroupMsgHistoryById'>;
export type TaskCust = AnswerOf<'queryGroupMsgSendCustListById'>['list'][number];

/** sendStatus of a send record's customer (GROUP_MSG_SEND_STATUS: 0 待发送, 1 已发送, 2 发送失败, 3 黑名单跳过, 4 超出群发上限) → progress status. */
export const STATUS_OF: Record<string, ItemStatus> = { '0': 'pending', '1': 'sent', '2': 'failed', '3': 'skipped', '4': 'limited' };

/** What the staff member does in WeCom for a task waiting for them (status 0 待成员确认). */
export const CONFIRM_IN_WECOM = '请在企业微信中确认发送：工作台 → 客户联系 → 群发助手（或企业微信的群发提醒），确认后才会发给客户';

const PAGE = 100;

/** A send record and all its customers. */
async function loadTaskRecord(historyId: string, signal: AbortSignal): Promise<{ h: TaskRecord; custs: TaskCust[] }> {
  const h = await call('queryGroupMsgHistoryById', { historyId }, { signal });
  const custs: TaskCust[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await call('queryGroupMsgSendCustListById', { historyId, pageNo, pageSize: PAGE }, { signal });
    custs.push(...page.list);
    if (page.list.length < PAGE || custs.length >= page.total) break;
  }
  return { h, custs };
}

const POLL_SENDING_MS = 2000;
const POLL_CONFIRM_MS = 5000;

/**
 * The record through the query cache: asked again when its calls are invalidated (a demo
 * confirmation), and while the task is pending — every 5 s while it waits for the confirmation,
 * every 2 s while results arrive, not while the page is hidden, at once when it is shown again
 * (back from WeCom).
 */
export const useTaskRecord = (historyId: string) =>
  useLoad(['loadTaskRecord', historyId], (signal) => loadTaskRecord(historyId, signal), {
    calls: ['queryGroupMsgHistoryById', 'queryGroupMsgSendCustListById'],
    enabled: Boolean(historyId),
    poll: (d) => (d?.h.status === '0' ? POLL_CONFIRM_MS : d?.h.status === '1' ? POLL_SENDING_MS : undefined),
  });

/**
 * Demo upstream only (the session's wecomStandIn): the stand-in plays WeCom's 群发助手, where the
 * staff member confirms the task. True on 模拟成功; false on 模拟失败 (nothing confirmed).
 */
export async function confirmInStandIn(h: TaskRecord): Promise<boolean> {
  const answer = await askStandIn({
    action: 'confirmMassTask',
    title: '企业微信 · 群发助手',
    detail: `「${h.title}」待你确认发送\n将发给 ${h.total - h.sentCount - h.failCount - h.skippedCount - h.overLimitCount} 位客户（每位客户每天最多收到 1 条群发消息）\n\n模拟成功：成员在企业微信中确认发送`,
  });
  return answer.ok;
}

/** Demo upstream only: tells it the member confirmed (POST api/demo/mass-confirm); the task goes out. */
export async function demoConfirmed(historyId: string) {
  const done = await request<{ historyId: string; status: string; confirmedAt: string }>('POST', 'demo/mass-confirm', { body: { historyId } });
  invalidate('queryGroupMsgHistoryById');
  return done;
}
