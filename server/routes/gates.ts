import type { GateName } from '../../shared/catalogue/index.js';
import type { Fields } from '../upstream/fields.js';
import { ApiError } from '../http/answer.js';
import { required, type StoreSpace } from '../state/store.js';

// Checks the BFF makes before a call whose permission depends on upstream state: asked of the
// upstream as the caller (their session's token), never decided from the request's fields, so the
// upstream never sees a call the caller may not make. Which gate a call needs is the catalogue's
// word (`gate`, and `inProvince(…, gate)` for a state-changing call that touches another branch).

/** Ask the upstream a catalogue call as the caller; resolves with its data. */
export type Ask = (name: string, fields: Fields) => Promise<unknown>;

export interface GateContext {
  /** Claims that must hold across replicas (the review gate's). */
  claims: StoreSpace;
}

/**
 * Something a gate took for this call (a claim), given back once the upstream has answered (its
 * own state then says what happened) and kept when the result is unknown.
 */
export interface Held {
  release(): Promise<void>;
}

export type Gate = (ask: Ask, fields: Fields, ctx: GateContext) => Promise<Held | void>;

export const NOT_REVIEWER = '您不是该申请的审核人，无权审核';
export const NO_ENTERPRISE_CONFIG = '您没有企业配置权限，不能修改此配置，请联系管理员开通';
export const REVIEW_IN_PROGRESS = '该申请正在审核中，不能重复审核';

/** How long a review claim lasts when it is not given back (a result that is unknown): no blind second review. */
const REVIEW_CLAIM_MS = 24 * 3600_000;

type Applies = { list?: Array<{ applyId?: unknown; status?: unknown; statusName?: unknown }> } | null;

export const GATES: Readonly<Record<GateName, Gate>> = {
  // The enterprise-config permission (spec 001 §6), which the upstream answers for this session:
  // enterprise and repair-shop codes, reviewer configuration, another branch's message blacklist.
  enterpriseConfig: async (ask) => {
    const per = (await ask('um/umtuser/getEnterpriseConfigPer', {})) as { permission?: unknown } | null;
    if (String(per?.permission ?? '0') !== '1') throw new ApiError(403, 'NO_ENTERPRISE_CONFIG', NO_ENTERPRISE_CONFIG);
  },

  // Spec 001 §7.7: only a configured reviewer reviews, once. The application is claimed first in the
  // state store (set-if-absent: one claim wins, on any replica); then, holding it, the applications
  // waiting for the caller's review (queryType 2, status 0) are the upstream's answer for this
  // session. A review that finished before the claim was won shows as reviewed there, so concurrent
  // reviews of one application send one review upstream.
  reviewer: async (ask, fields, ctx) => {
    const applyId = String(fields['applyId'] ?? '');
    const key = `review:${applyId}`;
    if (!(await required(ctx.claims.setIfAbsent(key, 1, REVIEW_CLAIM_MS)))) throw new ApiError(409, 'ALREADY_REVIEWED', REVIEW_IN_PROGRESS);
    const release = () => required(ctx.claims.delete(key));
    try {
      const mine = async (status?: string) =>
        ((await ask('qt/creategroupapply/queryApplyCreateGroup', { queryType: '2', ...(status ? { status } : {}), applyId, pageNo: 1, pageSize: 10 })) as Applies)?.list?.find(
          (a) => String(a.applyId) === applyId,
        );
      if (!(await mine('0'))) {
        // Reviewed already (by them or another reviewer of theirs): say so, as the upstream would.
        const done = await mine();
        if (done) throw new ApiError(409, 'ALREADY_REVIEWED', `该申请已${String(done.statusName ?? '审核')}，不能重复审核`);
        throw new ApiError(403, 'NOT_REVIEWER', NOT_REVIEWER);
      }
    } catch (err) {
      await release();
      throw err;
    }
    return { release };
  },
};

/** A customer a send left out because they are on the message blacklist. */
export interface Skipped {
  custId: string;
  custName: string;
}
/** What a send check may say besides "go on": customers it took out of a bulk send (answered as `blacklistSkipped`). */
export interface SendCheckResult {
  skipped?: Skipped[];
}
/** A check of a send call's recipients, asked of the upstream as the caller; it may narrow `fields`. */
export type SendCheck = (ask: Ask, fields: Fields) => Promise<void | SendCheckResult>;

// ── The message blacklist, by customer (issue 30, finding 10) ────────────────────────────────
// A customer on the blacklist gets no message on any send path — single, bulk, mass or care —
// whatever the message type the sender chose (the organisation's per-type rules were the only
// check: marketing text sent as 关怀 reached blacklisted customers). Checked here, before the send,
// by asking the upstream as the caller; a single send to a blacklisted customer is refused (422),
// a bulk send goes on without them and its answer names who was skipped.

export const BLACKLISTED = 'CUSTOMER_BLACKLISTED';
const blacklistedMessage = (name: string) => `客户${name ? `「${name}」` : ''}在消息黑名单中，已跳过，未发送`;

type BlackList = { list?: Array<{ custId?: unknown; custName?: unknown }>; total?: unknown; inBlackList?: unknown } | null;

/** The caller's organisation's blacklist, custId → name (paged through; bounded). */
async function blacklistOf(ask: Ask): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let pageNo = 1; pageNo <= 40; pageNo++) {
    const page = (await ask('getInMsgBlackList', { pageNo, pageSize: 500 })) as BlackList;
    for (const e of page?.list ?? []) found.set(String(e.custId), String(e.custName ?? ''));
    if (!page?.list?.length || found.size >= Number(page.total ?? 0)) break;
  }
  return found;
}

/** Refuse a single send to `custId` when the customer is on the blacklist. */
async function refuseIfBlacklisted(ask: Ask, custId: unknown) {
  if (typeof custId !== 'string' && typeof custId !== 'number') return;
  const answer = (await ask('getInMsgBlackList', { custId: String(custId), pageNo: 1, pageSize: 1 })) as BlackList;
  if (answer?.inBlackList === true || (answer?.list ?? []).some((e) => String(e.custId) === String(custId))) {
    throw new ApiError(422, BLACKLISTED, blacklistedMessage(String(answer?.list?.[0]?.custName ?? '')));
  }
}

/** The customer a care message is for (by msgId or registNo), as the upstream answers the caller. */
const careCustomer = async (ask: Ask, fields: Fields) =>
  fields['registNo'] !== undefined
    ? ((await ask('queryCustcareMsgByRegistNo', { registNo: fields['registNo'] })) as { custId?: unknown } | null)?.custId
    : ((await ask('queryCustcareMsgById', { msgId: fields['msgId'] })) as { custId?: unknown } | null)?.custId;

/** A list field as ids: an array, or comma-separated text. */
const idsOf = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' && v.trim() !== '' ? v.split(',').map((x) => x.trim()).filter(Boolean) : undefined;

/** Take the blacklisted customers out of `custIds` (in place); 422 when no one is left. */
async function dropBlacklisted(ask: Ask, fields: Fields, field: string): Promise<SendCheckResult | void> {
  const custIds = idsOf(fields[field]);
  if (!custIds?.length) return;
  const blacklist = await blacklistOf(ask);
  const skipped = custIds.filter((id) => blacklist.has(id)).map((custId) => ({ custId, custName: blacklist.get(custId) ?? '' }));
  if (!skipped.length) return;
  const rest = custIds.filter((id) => !blacklist.has(id));
  if (!rest.length) throw new ApiError(422, BLACKLISTED, `所选客户均在消息黑名单中（${skipped.map((s) => s.custName || s.custId).join('、')}），未发送`);
  fields[field] = Array.isArray(fields[field]) ? rest : rest.join(',');
  return { skipped };
}

const singleCare: SendCheck = async (ask, fields) => refuseIfBlacklisted(ask, await careCustomer(ask, fields));
/** A send flag written back after the client sent through WeCom: only "sent" (1) needs the check. */
const careFlag: SendCheck = async (ask, fields) => {
  if (String(fields['sendFlag'] ?? '') === '1') await refuseIfBlacklisted(ask, await careCustomer(ask, fields));
};
const singleByCustId: SendCheck = async (ask, fields) => refuseIfBlacklisted(ask, fields['custId']);

/** The customer an answer names, when the upstream knows one; an unknown contact cannot be on the list. */
async function customerFrom(ask: Ask, name: string, fields: Fields): Promise<unknown[]> {
  try {
    const data = (await ask(name, fields)) as { custId?: unknown; lists?: Array<{ custId?: unknown }> } | null;
    return data?.lists ? data.lists.map((c) => c.custId) : [data?.custId];
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 422) return [];
    throw err;
  }
}

export const RECIPIENTS_REQUIRED = 'RECIPIENTS_REQUIRED';

/** Every customer of a renewal-reminder batch, as the upstream answers the caller (paged through; bounded). */
async function batchCustomers(ask: Ask, batchNo: unknown): Promise<string[]> {
  const found = new Set<string>();
  for (let pageNo = 1; pageNo <= 40; pageNo++) {
    const page = (await ask('findRenewalReminderCustListByBatchNo', { batchNo, pageNo, pageSize: 100 })) as {
      list?: Array<{ custId?: unknown }>;
      total?: unknown;
    } | null;
    const rows = page?.list ?? [];
    for (const r of rows) if (r.custId !== undefined && r.custId !== null) found.add(String(r.custId));
    if (!rows.length || pageNo * 100 >= Number(page?.total ?? 0)) break;
  }
  return [...found];
}

/**
 * A send that names no customers goes to ones the upstream picks (a draft's, a task's, a batch's):
 * the BFF names them first, so the blacklist check sees who the message is for. A draft's customers
 * (or a creator's filter) have no upstream read, so a send of a draft must name them (its save
 * answered them): `recipients` answers undefined for those, and the call is refused.
 */
async function nameRecipients(fields: Fields, field: string, recipients: () => Promise<string[] | undefined>) {
  if (idsOf(fields[field]) !== undefined) return;
  const found = await recipients();
  if (!found) throw new ApiError(422, RECIPIENTS_REQUIRED, '请指明发送客户（custIds）：未指明客户的群发无法核对消息黑名单，未发送');
  if (found.length) fields[field] = found;
}

/** A bulk send's check: its customers (`custIds`, else the ones `recipients` names) less the blacklisted. */
const toNamed =
  (recipients: (ask: Ask, fields: Fields) => Promise<string[] | undefined>): SendCheck =>
  async (ask, fields) => {
    await nameRecipients(fields, 'custIds', () => recipients(ask, fields));
    return dropBlacklisted(ask, fields, 'custIds');
  };

/** The send calls and their blacklist check, by catalogue call name. */
export const SEND_CHECKS: Readonly<Record<string, SendCheck>> = {
  // A news item or material sent to a customer's WeCom contact; a message to their WeChat by ID number.
  sendMpNews: async (ask, fields) => {
    if (!fields['externalUserId']) return;
    for (const custId of await customerFrom(ask, 'weChatQueryCustomer', { externalUserId: fields['externalUserId'] })) await refuseIfBlacklisted(ask, custId);
  },
  sendWechatMessageOnWeiXin: async (ask, fields) => {
    if (typeof fields['certificateNo'] !== 'string' || !fields['certificateNo']) return;
    for (const custId of await customerFrom(ask, 'weixinCustMainQuery', { idNumber: fields['certificateNo'], pageNo: 1, pageSize: 10 })) await refuseIfBlacklisted(ask, custId);
  },
  sendCustcareMsg: singleCare,
  sendCustcareMsgByRegistNo: singleCare,
  updateCareMsgSendFlag: careFlag,
  updateCareMsgSendFlagByRegistNo: careFlag,
  'mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNo': singleByCustId,
  'mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNoAndSendType': singleByCustId,
  // Mass messages: the draft keeps only customers who may receive messages, and the send too.
  // One that names none goes to the draft's, the task's or the batch's customers: named here first.
  saveGroupMsg: toNamed(async () => undefined),
  sendTaskGroupMsg: toNamed(async (ask, fields) => {
    const h = (fields['taskGroupMsgHistory'] ?? {}) as Fields;
    if (h['groupMsgId']) return undefined;
    const info = (await ask('wf/queryClientInfo', { taskId: h['taskId'] })) as { customer?: { custId?: unknown } } | null;
    const custId = info?.customer?.custId;
    return custId === undefined || custId === null ? [] : [String(custId)];
  }),
  saveSendHistory: toNamed(async () => undefined),
  createRenewalReminderMsg: toNamed((ask, fields) => batchCustomers(ask, fields['batchNo'])),
  // Disaster warnings: the caller's unsent messages of the warning (or the ones named), less the blacklisted.
  sendDisasterWarningMsg: async (ask, fields) => {
    const pending = (await ask('queryDisasterWarningMsgDetailList', { warningId: fields['warningId'], sendFlag: '0', pageNo: 1, pageSize: 1000 })) as {
      list?: Array<{ msgId?: unknown; custId?: unknown }>;
    } | null;
    const named = idsOf(fields['msgIds']);
    const msgs = (pending?.list ?? []).filter((m) => !named || named.includes(String(m.msgId)));
    if (!msgs.length) return;
    const blacklist = await blacklistOf(ask);
    const blocked = msgs.filter((m) => blacklist.has(String(m.custId)));
    if (!blocked.length) return;
    const allowed = msgs.filter((m) => !blacklist.has(String(m.custId))).map((m) => String(m.msgId));
    const skipped = [...new Set(blocked.map((m) => String(m.custId)))].map((custId) => ({ custId, custName: blacklist.get(custId) ?? '' }));
    if (!allowed.length) throw new ApiError(422, BLACKLISTED, `所选客户均在消息黑名单中（${skipped.map((s) => s.custName || s.custId).join('、')}），未发送`);
    fields['msgIds'] = allowed.join(',');
    return { skipped };
  },
};
