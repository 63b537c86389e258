import { GROUP_MSG_TYPE, type GroupMsgType } from '../../../../../shared/domain/codes';
import { MASS_SEND_TIMEOUT_MS } from '../../../../../shared/domain/constants';
import { customerTitleFor, scriptEndDate, type ScriptValues } from '../../../../../shared/domain/script';
import { call, request } from '../../../lib/api';
import type { AnswerOf } from '../../../lib/api/names';
import type { ItemStatus } from '../../../lib/send';
import { askStandIn } from '../../../lib/wecom';

// The mass-message area's calls (spec 001 §7.5), typed by the catalogue, and the one way a saved
// draft is sent: sendTaskGroupMsg makes a WeCom mass-send task (群发助手) that the staff member
// confirms in WeCom; it may take up to 10 minutes on the server, so it is started and the person
// goes at once to its send record, which shows the task waiting for the confirmation (待成员确认),
// then each customer's result as it arrives (and can be left and reopened).

export type History = AnswerOf<'queryGroupMsgHistoryById'>;
export type SendCust = AnswerOf<'queryGroupMsgSendCustListById'>['list'][number];
export type GroupMsg = AnswerOf<'saveGroupMsg'>;

export const MSG_TYPES = Object.keys(GROUP_MSG_TYPE) as GroupMsgType[];

export const recordHref = (historyId: string) => `/group-msg/group-msg-customer-list?${new URLSearchParams({ historyId }).toString()}`;
export const editHref = '/group-msg/group-msg-edit';
export const queryHref = '/group-msg/group-msg-query';
export const renewalHref = '/group-msg/renewal-notice-group-msg';
export const blacklistHref = '/msg-blacklist/config';

/** sendStatus of a send record's customer (GROUP_MSG_SEND_STATUS: 0 待发送, 1 已发送, 2 发送失败, 3 黑名单跳过, 4 超出群发上限) → progress status. */
export const STATUS_OF: Record<string, ItemStatus> = { '0': 'pending', '1': 'sent', '2': 'failed', '3': 'skipped', '4': 'limited' };

/** What the staff member does in WeCom for a task waiting for them (status 0 待成员确认). */
export const CONFIRM_IN_WECOM = '请在企业微信中确认发送：工作台 → 客户联系 → 群发助手（或企业微信的群发提醒），确认后才会发给客户';

/** The staff member's first open car task, when none of the chosen customers brings one (the send record hangs on a task). */
async function someTaskId(): Promise<string | undefined> {
  const a = await call('weixinCustMainQuery', { taskType: '2', pageNo: 1, pageSize: 1 }, { method: 'POST' });
  return a.lists.find((h) => h.taskId)?.taskId ?? undefined;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts sending a saved draft and resolves with its send record's id as soon as the server has
 * made the record (the send itself goes on; the record page shows its progress). Rejects with
 * the server's reason when the send could not start.
 */
export async function startGroupSend(groupMsgId: string, taskId: string | null | undefined): Promise<string> {
  const task = taskId ?? (await someTaskId());
  if (!task) throw new Error('没有可关联的待办任务，暂不能群发');
  let failure: unknown;
  let finished: History | undefined;
  // Not awaited: an upstream may answer only once WeCom made the task, or later.
  call('sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: task, groupMsgId } }, { method: 'POST', timeoutMs: MASS_SEND_TIMEOUT_MS }).then(
    (h) => (finished = h),
    (err: unknown) => (failure = err),
  );
  for (let i = 0; i < 60; i++) {
    await sleep(i === 0 ? 150 : 500);
    if (finished) return finished.historyId;
    if (failure) throw failure;
    const found = await call('queryTaskGroupMsgHistory', { groupMsgId, pageNo: 1, pageSize: 1 }, { method: 'POST' });
    const record = found.list[0];
    if (record) return record.historyId;
  }
  throw new Error('群发已提交，请稍后在群发记录中查看进度');
}

/**
 * Demo upstream only (the session's wecomStandIn): the stand-in plays WeCom's 群发助手, where the
 * staff member confirms the task. True on 模拟成功; false on 模拟失败 (nothing confirmed).
 */
export async function confirmInStandIn(h: History): Promise<boolean> {
  const answer = await askStandIn({
    action: 'confirmMassTask',
    title: '企业微信 · 群发助手',
    detail: `「${h.title}」待你确认发送\n将发给 ${h.total - h.sentCount - h.failCount - h.skippedCount - h.overLimitCount} 位客户（每位客户每天最多收到 1 条群发消息）\n\n模拟成功：成员在企业微信中确认发送`,
  });
  return answer.ok;
}

/** Demo upstream only: tells it the member confirmed (POST api/demo/mass-confirm); the task goes out. */
export const demoConfirmed = (historyId: string) => request<{ historyId: string; status: string; confirmedAt: string }>('POST', 'demo/mass-confirm', { body: { historyId } });

/**
 * What the placeholders of spec 000 §3 become for one customer — their name and title (先生 / 女士
 * from the gender), plate, the end date {到期日} names and the staff member's name — the values the
 * server fills in when it sends, so the preview shows what the customer will read.
 */
export async function loadScriptValues(custId: string, signal: AbortSignal): Promise<ScriptValues> {
  const [basic, insure, me] = await Promise.all([
    call('mc/customerBasic', { custId }, { signal }),
    call('queryCustInsureInfo', { custId }, { signal }),
    call('queryShareConfigAndManagerInfo', {}, { signal }),
  ]);
  return {
    customerName: basic.name,
    customerTitle: customerTitleFor(basic.gender, basic.name),
    plateNumber: insure.licenseNo,
    endDate: scriptEndDate(insure.policies),
    agentName: me.manager.name,
  };
}
