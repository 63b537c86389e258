import { GROUP_MSG_TYPE, type GroupMsgType } from '../../../../../shared/domain/codes';
import { MASS_SEND_TIMEOUT_MS } from '../../../../../shared/domain/constants';
import { customerTitleFor, scriptEndDate, type ScriptValues } from '../../../../../shared/domain/script';
import { call } from '../../../lib/api';
import type { AnswerOf, RequestOf } from '../../../lib/api/names';
import { invalidates } from '../../../lib/query/client';

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

/** The staff member's first open car task, when none of the chosen customers brings one (the send record hangs on a task). */
async function someTaskId(): Promise<string | undefined> {
  const a = await call('weixinCustMainQuery', { taskType: '2', pageNo: 1, pageSize: 1 }, { method: 'POST' });
  return a.lists.find((h) => h.taskId)?.taskId ?? undefined;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What a send that left customers on the message blacklist out says about them (the BFF names them in blacklistSkipped). */
export const skippedText = (skipped: readonly { custId: string; custName: string }[]) =>
  `已跳过消息黑名单中的客户：${skipped.map((x) => x.custName || x.custId).join('、')}`;

/**
 * Starts sending a saved draft to its customers (as its save answered them: the BFF checks each
 * against the message blacklist, which it cannot do for a draft it cannot read) and resolves with
 * its send record's id as soon as the server has made the record (the send itself goes on; the
 * record page shows its progress). Rejects with the server's reason when the send could not start.
 */
export async function startGroupSend(draft: Pick<GroupMsg, 'groupMsgId' | 'custIds'>, taskId: string | null | undefined): Promise<string> {
  const { groupMsgId, custIds } = draft;
  const task = taskId ?? (await someTaskId());
  if (!task) throw new Error('没有可关联的待办任务，暂不能群发');
  let failure: unknown;
  let finished: History | undefined;
  // Not awaited: an upstream may answer only once WeCom made the task, or later.
  call('sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: task, groupMsgId }, custIds: [...custIds] }, { method: 'POST', timeoutMs: MASS_SEND_TIMEOUT_MS }).then(
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

// Calls the screens make, one named function each (a screen reads a single call with useCall).
export const loadRenewalBatches = (fields: RequestOf<'queryRenewalReminderBatchList'>, signal?: AbortSignal) => call('queryRenewalReminderBatchList', fields, { signal });
export const loadRenewalCustomers = (fields: RequestOf<'findRenewalReminderCustListByBatchNo'>, signal?: AbortSignal) => call('findRenewalReminderCustListByBatchNo', fields, { method: 'POST', signal });
export const createRenewalReminder = (fields: RequestOf<'createRenewalReminderMsg'>) => call('createRenewalReminderMsg', fields, { method: 'POST' });
export const loadBlacklist = (fields: RequestOf<'getInMsgBlackList'>, signal?: AbortSignal) => call('getInMsgBlackList', fields, { signal });
export const removeFromBlacklist = (fields: RequestOf<'updateMsgBlackList'>) => call('updateMsgBlackList', fields).then(invalidates('getInMsgBlackList'));
export const addToBlacklist = (fields: RequestOf<'updateMsgBlackList'>) => call('updateMsgBlackList', fields, { method: 'POST' }).then(invalidates('getInMsgBlackList'));
export const saveBlacklistConfig = (fields: RequestOf<'addOrUpdateSendMsgBlackListConfig'>) =>
  call('addOrUpdateSendMsgBlackListConfig', fields, { method: 'POST' }).then(invalidates('querySendMsgBlackListConfig'));
export const loadGroupMsgHistories = (fields: RequestOf<'queryGroupMsgHistoryList'>, signal?: AbortSignal) => call('queryGroupMsgHistoryList', fields, { signal });
export const saveMergeSendEnable = (fields: RequestOf<'saveMergeSendEnable'>) => call('saveMergeSendEnable', fields, { method: 'POST' });
export const saveGroupMsg = (fields: RequestOf<'saveGroupMsg'>) => call('saveGroupMsg', fields, { method: 'POST' });
