import {
  GROUP_MSG_FILTER_TYPE,
  GROUP_MSG_HISTORY_STATUS,
  GROUP_MSG_SEND_STATUS,
  GROUP_MSG_STATUS,
  GROUP_MSG_TYPE,
  chinaTime,
  customerTitleFor,
  fillScript,
  labelOf,
  scriptEndDate,
  type GroupMsgFilterType,
  type GroupMsgHistoryStatus,
  type GroupMsgSendStatus,
  type GroupMsgStatus,
  type GroupMsgType,
} from '../../shared/domain';
import { customerById, policiesOf, vehiclesOf } from '../data/queries';
import type { DemoCustomer, DemoDb } from '../data/seed';
import { DEMO_USERS, userByCode } from '../data/users';

// The demo's state of spec 001 §7.5 — mass messages and their send records, the message blacklist
// and its configuration, the merge-send switch, renewal reminder drafts, marketing activity sends —
// as typed tables (MassTables), seeded from the DemoDb relative to its reference date
// (seed), and the operations the handlers (demo/handlers/mass.ts) call.
//
// A server-side mass send is modelled as WeCom makes it. sendTaskGroupMsg creates a WeCom
// mass-send task (企业微信「群发助手」, add_msg_template) and answers at once: the record is
// 0 待成员确认 and nothing has gone out. Customers WeCom cannot reach (not a contact of a staff
// member) and customers the blacklist config keeps out are settled at creation (2 发送失败,
// 3 黑名单跳过), as WeCom's fail_list and the insurer's own filter would. Only when the staff member
// confirms the task in WeCom (confirmTask: the demo's stand-in for that tap, see README "The demo
// upstream") does it go out: the record is 1 发送中 and each customer's result arrives one
// SEND_STEP_MS after the other on the demo's clock (settle, run before every read) — 1 已发送, or
// 4 超出群发上限 when the customer already received a mass message from the enterprise that China
// day (WeCom allows one per customer per day, whoever sent it); then 2 已完成.

/** After the member's confirmation, one customer's result arrives per step (demo clock). */
export const SEND_STEP_MS = 20;

/** Why WeCom left a customer out: over its one-mass-message-per-customer-per-day limit. */
export const OVER_LIMIT_REASON = '超出群发上限：客户当天已收到过企业的群发消息，明天可再发';
export const NOT_CONTACT_REASON = '客户未添加企业微信好友';

export interface Media {
  type: string;
  mediaId?: string;
  url?: string;
  title?: string;
}

export interface GroupMsg {
  groupMsgId: string;
  msgType: GroupMsgType;
  filterType: GroupMsgFilterType;
  title: string;
  content: string;
  mediaList: Media[];
  custIds: string[];
  status: GroupMsgStatus;
  userCode: string;
  batchNo: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface History {
  historyId: string;
  groupMsgId: string | null;
  taskId: string | null;
  batchNo: string | null;
  msgType: GroupMsgType;
  filterType: GroupMsgFilterType;
  title: string;
  content: string;
  userCode: string;
  creatorName: string;
  status: GroupMsgHistoryStatus;
  total: number;
  sentCount: number;
  failCount: number;
  skippedCount: number;
  overLimitCount: number;
  createdAt: string;
  confirmedAt: string | null;
  finishedAt: string | null;
}

export interface SendCust {
  custId: string;
  custName: string;
  externalUserId: string | null;
  licenseNo: string | null;
  sendStatus: GroupMsgSendStatus;
  sendTime: string | null;
  failReason: string | null;
  /** What this customer reads: the message with the placeholders filled for them. */
  content: string;
  /** When this waiting customer's result arrives (demo clock, ms), once the member confirmed. Not answered. */
  dueAtMs?: number;
}

export interface BlackListEntry {
  custId: string;
  custName: string;
  reason: string | null;
  operatorCode: string;
  createdAt: string;
}

export interface BlackListConfig {
  comCode: string;
  enable: '0' | '1';
  msgTypes: GroupMsgType[];
  autoBlockComplaint: '0' | '1';
  remark: string;
  updatedBy: string | null;
  updatedAt: string | null;
}

export const SEND_TYPE = { '1': '企业微信单聊', '2': '短信' } as const;

export interface ActivitySend {
  sendType: keyof typeof SEND_TYPE;
  sentTime: string;
  userCode: string;
}

export interface MassTables {
  /** Drafts and the messages made from them (saveGroupMsg, createRenewalReminderMsg). */
  groupMsgs: GroupMsg[];
  /** Send records, oldest first. */
  histories: History[];
  /** Each record's customers, by historyId. */
  sendCusts: Map<string, SendCust[]>;
  /** The message blacklist, by custId. */
  blacklist: Map<string, BlackListEntry>;
  /** Saved send-blacklist configurations, by comCode (the default otherwise). */
  blacklistConfigs: Map<string, BlackListConfig>;
  /** The merge-send switch, by userCode ('0' when unset). */
  mergeSend: Map<string, '0' | '1'>;
  /** A renewal batch's reminder message: batchNo → groupMsgId. */
  renewalMsgs: Map<string, string>;
  /** Marketing activity sends, by "batchNo|custId". */
  activitySends: Map<string, ActivitySend>;
  seq: { gm: number; gh: number };
}

// ── Helpers ─────────────────────────────────────────────────────────────────

const DAY_MS = 86_400_000;
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const addDays = (ymd: string, days: number) => new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysFrom = (fromYmd: string, ymd: string) => Math.round((Date.parse(ymd) - Date.parse(fromYmd)) / DAY_MS);

export const boundCustomers = (db: DemoDb, userCode: string) => db.customers.filter((c) => c.bindUserCode === userCode);

export const firstPlateOf = (db: DemoDb, custId: string) => vehiclesOf(db, custId)[0]?.licenseNo ?? null;

/** A message template filled for one customer (spec 000 §3 script placeholders). */
export function renderFor(db: DemoDb, cust: DemoCustomer, template: string, agentCode: string | null, extra: { plate?: string | null; endDate?: string } = {}) {
  return fillScript(template, {
    customerName: cust.name,
    customerTitle: customerTitleFor(cust.gender, cust.name),
    plateNumber: extra.plate ?? firstPlateOf(db, cust.custId),
    endDate: extra.endDate ?? scriptEndDate(policiesOf(db, cust.custId)),
    agentName: (agentCode ? userByCode(agentCode)?.name : undefined) ?? '您的客户经理',
  });
}

function sendCustOf(db: DemoDb, custId: string, template: string, agentCode: string): SendCust {
  const cust = customerById(db, custId);
  return {
    content: cust ? renderFor(db, cust, template, agentCode) : template,
    custId,
    custName: cust?.name ?? '未知客户',
    externalUserId: cust?.externalUserId ?? null,
    licenseNo: cust ? firstPlateOf(db, custId) : null,
    sendStatus: '0',
    sendTime: null,
    failReason: null,
  };
}

function recount(h: History, rows: readonly SendCust[]) {
  const n = (status: GroupMsgSendStatus) => rows.filter((r) => r.sendStatus === status).length;
  h.sentCount = n('1');
  h.failCount = n('2');
  h.skippedCount = n('3');
  h.overLimitCount = n('4');
}

const nextGroupMsgId = (s: MassTables) => `GM2026${pad(++s.seq.gm, 8)}`;
const nextHistoryId = (s: MassTables) => `GH2026${pad(++s.seq.gh, 8)}`;

// ── Views (the answers' shapes: shared/catalogue/mass.ts) ──────────────────

export const groupMsgView = (m: GroupMsg) => ({
  ...m,
  msgTypeName: labelOf(GROUP_MSG_TYPE, m.msgType),
  filterTypeName: labelOf(GROUP_MSG_FILTER_TYPE, m.filterType),
  mediaList: m.mediaList.map((x) => ({ ...x })),
  custIds: [...m.custIds],
  custCount: m.custIds.length,
  statusName: GROUP_MSG_STATUS[m.status],
});

export const historyView = (h: History) => ({
  ...h,
  msgTypeName: labelOf(GROUP_MSG_TYPE, h.msgType),
  filterTypeName: labelOf(GROUP_MSG_FILTER_TYPE, h.filterType),
  statusName: GROUP_MSG_HISTORY_STATUS[h.status],
});

export const sendCustView = ({ dueAtMs: _dueAtMs, ...c }: SendCust) => ({ ...c, sendStatusName: GROUP_MSG_SEND_STATUS[c.sendStatus] });

// ── Seed ────────────────────────────────────────────────────────────────────

const DEFAULT_CONFIG: Omit<BlackListConfig, 'comCode'> = {
  enable: '1',
  msgTypes: ['0', '2', '3', '5'],
  autoBlockComplaint: '0',
  remark: '营销类、节日类群发消息不发送给黑名单客户',
  updatedBy: null,
  updatedAt: null,
};

/**
 * The seeded state, its times relative to the reference date ("today" of the seeded data): for each
 * staff member with customers, a draft, three finished send records (an administrator's, the
 * system's and their own) and an administrator's WeCom task still waiting for their confirmation;
 * one customer on the message blacklist.
 */
export function seed(db: DemoDb, referenceDate: string = db.referenceDate): MassTables {
  const s: MassTables = {
    groupMsgs: [],
    histories: [],
    sendCusts: new Map(),
    blacklist: new Map(),
    blacklistConfigs: new Map(),
    mergeSend: new Map(),
    renewalMsgs: new Map(),
    activitySends: new Map(),
    seq: { gm: 0, gh: 0 },
  };
  /** "YYYY-MM-DD HH:mm:ss" `days` after the reference date. */
  const at = (days: number, time: string) => `${addDays(referenceDate, days)} ${time}`;
  const month = Number(referenceDate.slice(5, 7));

  // The fifth customer bound to 44010001 asked not to be messaged.
  const complainer = boundCustomers(db, '44010001')[4];
  if (complainer) {
    s.blacklist.set(complainer.custId, { custId: complainer.custId, custName: complainer.name, reason: '客户投诉营销消息过多，要求不再发送', operatorCode: '44010001', createdAt: at(-2, '15:12:00') });
  }

  for (const user of DEMO_USERS.filter((u) => u.systemRole === 'qyUser')) {
    const mine = boundCustomers(db, user.userCode);
    if (mine.length === 0) continue;
    s.groupMsgs.push({
      groupMsgId: nextGroupMsgId(s),
      msgType: '1',
      filterType: '1',
      title: '冬季用车关怀',
      content: '{客户称谓}您好，入冬后早晚温差大，出行前请检查胎压和防冻液，雨雪天气注意保持车距。{业务员姓名}祝您一路平安！',
      mediaList: [],
      custIds: mine.slice(0, 3).map((c) => c.custId),
      status: '0',
      userCode: user.userCode,
      batchNo: null,
      createdAt: at(-2, '16:20:00'),
      updatedAt: at(-2, '16:20:00'),
    });
    const sends: Array<{ filterType: GroupMsgFilterType; msgType: GroupMsgType; title: string; content: string; creatorName: string; at: string; custs: DemoCustomer[]; confirmed: boolean }> = [
      {
        filterType: '0',
        msgType: '5',
        title: '重阳节问候',
        content: '九九重阳，{客户称谓}您好！值此重阳佳节，祝您和家人身体健康、福寿安康。',
        creatorName: '系统管理员',
        at: at(-3, '09:00:00'),
        custs: mine.slice(0, 5),
        confirmed: true,
      },
      {
        filterType: '2',
        msgType: '6',
        title: `${month} 月续保提醒`,
        content: '{客户称谓}您好，您的{车牌号}保单即将到期，为避免脱保影响出行，请及时续保。',
        creatorName: '系统',
        at: at(-1, '08:30:00'),
        custs: mine.filter((c) => policiesOf(db, c.custId).some((p) => daysFrom(referenceDate, p.endDate) >= 0 && daysFrom(referenceDate, p.endDate) <= 60)).slice(0, 6),
        confirmed: true,
      },
      {
        filterType: '1',
        msgType: '2',
        title: '新能源车险专属优惠',
        content: '{客户称谓}您好，新能源车险现推出专属服务包，含免费充电桩安全检测，详询{业务员姓名}。',
        creatorName: user.name,
        at: at(-7, '14:10:00'),
        custs: mine.slice(5, 9),
        confirmed: true,
      },
      {
        // An enterprise mass send an administrator created: each staff member confirms their share in WeCom.
        filterType: '0',
        msgType: '2',
        title: '年终车险回馈',
        content: '{客户称谓}您好，年终车险回馈活动已开始，续保可享免费道路救援升级，详询{业务员姓名}。',
        creatorName: '系统管理员',
        at: at(-1, '18:00:00'),
        custs: mine.slice(9, 13),
        confirmed: false,
      },
    ];
    for (const send of sends) {
      if (send.custs.length === 0) continue;
      const historyId = nextHistoryId(s);
      const rows = send.custs.map((c, i): SendCust => {
        const row = sendCustOf(db, c.custId, send.content, user.userCode);
        if (!c.contactAddedAt) return { ...row, sendStatus: '2', failReason: NOT_CONTACT_REASON }; // (bound customers all are)
        if (!send.confirmed) return row;
        const failed = i === 3; // one seeded failure per finished record of four or more
        return {
          ...row,
          sendStatus: failed ? '2' : '1',
          sendTime: failed ? null : send.at.replace(/:00$/, `:${pad(10 + i, 2)}`),
          failReason: failed ? '客户已删除企业微信好友' : null,
        };
      });
      const h: History = {
        historyId,
        groupMsgId: null,
        taskId: null,
        batchNo: null,
        msgType: send.msgType,
        filterType: send.filterType,
        title: send.title,
        content: send.content,
        userCode: user.userCode,
        creatorName: send.creatorName,
        status: send.confirmed ? '2' : '0',
        total: rows.length,
        sentCount: 0,
        failCount: 0,
        skippedCount: 0,
        overLimitCount: 0,
        createdAt: send.at,
        confirmedAt: send.confirmed ? send.at.replace(/:00$/, ':05') : null,
        finishedAt: send.confirmed ? send.at.replace(/:00$/, ':30') : null,
      };
      recount(h, rows);
      s.histories.push(h);
      s.sendCusts.set(historyId, rows);
    }
  }
  return s;
}

// ── The message blacklist and its configuration ────────────────────────────

export const inBlackList = (s: MassTables, custId: string) => s.blacklist.has(custId);

export const blacklistConfig = (s: MassTables, comCode: string): BlackListConfig => s.blacklistConfigs.get(comCode) ?? { comCode, ...DEFAULT_CONFIG, msgTypes: [...DEFAULT_CONFIG.msgTypes] };

/**
 * Why a message of this group type may not go to the customer under the organisation's config:
 * the blacklist, or an unfinished complaint when the config blocks those; null when it may.
 */
export function blockReason(s: MassTables, db: DemoDb, comCode: string, custId: string, msgType: string): string | null {
  const config = blacklistConfig(s, comCode);
  if (config.enable !== '1' || !config.msgTypes.includes(msgType as GroupMsgType)) return null;
  if (inBlackList(s, custId)) return '客户在消息黑名单中';
  if (config.autoBlockComplaint === '1' && db.complaints.some((c) => c.custId === custId && c.status !== '2')) return '客户有未办结的投诉';
  return null;
}

// ── Drafts ──────────────────────────────────────────────────────────────────

export function addDraft(s: MassTables, draft: Omit<GroupMsg, 'groupMsgId'>): GroupMsg {
  const made: GroupMsg = { groupMsgId: nextGroupMsgId(s), ...draft };
  s.groupMsgs.push(made);
  return made;
}

export const draftOf = (s: MassTables, groupMsgId: string | undefined, userCode: string) =>
  groupMsgId ? s.groupMsgs.find((m) => m.groupMsgId === groupMsgId && m.userCode === userCode) : undefined;

/** Why a message can no longer be sent or changed, or null for a draft. */
export function notADraft(m: GroupMsg): string | null {
  switch (m.status) {
    case '0':
      return null;
    case '3':
      return '该群发消息已提交企业微信，待成员确认';
    case '1':
      return '该群发消息正在发送中';
    case '2':
      return '该群发消息已发送';
  }
}

// ── Mass sends: the WeCom task, the member's confirmation, the results ─────

export interface TaskInput {
  userCode: string;
  creatorName: string;
  /** The organisation whose blacklist configuration applies. */
  comCode: string;
  taskId: string | null;
  draft: GroupMsg | undefined;
  msgType: GroupMsgType;
  filterType: GroupMsgFilterType;
  title: string;
  content: string;
  custIds: readonly string[];
}

/**
 * A WeCom mass-send task for these customers (sendTaskGroupMsg): 0 待成员确认, with the customers
 * WeCom cannot reach or the blacklist config keeps out already settled. Nothing goes out until
 * confirmTask; a task with nobody left to send to is 已完成 at once.
 */
export function createTask(s: MassTables, db: DemoDb, input: TaskInput, now: string): History {
  const rows = input.custIds.map((id): SendCust => {
    const row = sendCustOf(db, id, input.content, input.userCode);
    const cust = customerById(db, id);
    const blocked = cust ? blockReason(s, db, input.comCode, id, input.msgType) : null;
    if (!cust) return { ...row, sendStatus: '2', failReason: '客户不存在' };
    if (blocked) return { ...row, sendStatus: '3', failReason: blocked };
    if (!cust.contactAddedAt) return { ...row, sendStatus: '2', failReason: NOT_CONTACT_REASON };
    return row;
  });
  const waiting = rows.some((r) => r.sendStatus === '0');
  const h: History = {
    historyId: nextHistoryId(s),
    groupMsgId: input.draft?.groupMsgId ?? null,
    taskId: input.taskId,
    batchNo: input.draft?.batchNo ?? null,
    msgType: input.msgType,
    filterType: input.filterType,
    title: input.title,
    content: input.content,
    userCode: input.userCode,
    creatorName: input.creatorName,
    status: waiting ? '0' : '2',
    total: rows.length,
    sentCount: 0,
    failCount: 0,
    skippedCount: 0,
    overLimitCount: 0,
    createdAt: now,
    confirmedAt: null,
    finishedAt: waiting ? null : now,
  };
  recount(h, rows);
  s.histories.push(h);
  s.sendCusts.set(h.historyId, rows);
  if (input.draft) Object.assign(input.draft, { status: waiting ? '3' : '2', updatedAt: now });
  return h;
}

export const historyOf = (s: MassTables, historyId: string | undefined, userCode: string) =>
  historyId ? s.histories.find((h) => h.historyId === historyId && h.userCode === userCode) : undefined;

/**
 * The staff member confirmed the task in WeCom (the demo's stand-in for that tap): the record is
 * 1 发送中 and its waiting customers' results arrive one SEND_STEP_MS apart from `nowMs` on.
 * Answers the reason when the record is not waiting for a confirmation.
 */
export function confirmTask(s: MassTables, h: History, nowMs: number): string | null {
  if (h.status !== '0') return h.status === '1' ? '该群发任务已确认，正在发送' : '该群发任务已完成';
  h.status = '1';
  h.confirmedAt = chinaTime(nowMs);
  let step = 0;
  for (const row of s.sendCusts.get(h.historyId) ?? []) {
    if (row.sendStatus === '0') row.dueAtMs = nowMs + ++step * SEND_STEP_MS;
  }
  const draft = h.groupMsgId ? s.groupMsgs.find((m) => m.groupMsgId === h.groupMsgId) : undefined;
  if (draft) Object.assign(draft, { status: '1', updatedAt: h.confirmedAt });
  return null;
}

/** Whether the customer received a mass message from the enterprise on this China day (YYYY-MM-DD). */
export const receivedOn = (s: MassTables, custId: string, day: string) =>
  [...s.sendCusts.values()].some((rows) => rows.some((r) => r.custId === custId && r.sendStatus === '1' && r.sendTime?.startsWith(day)));

/**
 * The results that have arrived by `nowMs`, in the order they arrive across every confirmed task:
 * each customer sent, or over WeCom's limit when they already received a mass message that day;
 * a task whose last result arrived is 已完成 (and its message too).
 */
export function settle(s: MassTables, nowMs: number): void {
  const sending = s.histories.filter((h) => h.status === '1');
  if (sending.length === 0) return;
  const due = sending
    .flatMap((h) => (s.sendCusts.get(h.historyId) ?? []).map((row) => ({ h, row, ms: row.dueAtMs })))
    .filter((d): d is { h: History; row: SendCust; ms: number } => d.row.sendStatus === '0' && d.ms !== undefined && d.ms <= nowMs)
    .sort((a, b) => a.ms - b.ms);
  const lastResult = new Map<History, string>();
  for (const { h, row, ms } of due) {
    const time = chinaTime(ms);
    delete row.dueAtMs;
    if (receivedOn(s, row.custId, time.slice(0, 10))) Object.assign(row, { sendStatus: '4', failReason: OVER_LIMIT_REASON });
    else Object.assign(row, { sendStatus: '1', sendTime: time });
    lastResult.set(h, time);
  }
  for (const [h, time] of lastResult) {
    const rows = s.sendCusts.get(h.historyId) ?? [];
    recount(h, rows);
    if (rows.some((r) => r.sendStatus === '0')) continue;
    h.status = '2';
    h.finishedAt = time;
    const draft = h.groupMsgId ? s.groupMsgs.find((m) => m.groupMsgId === h.groupMsgId) : undefined;
    if (draft) Object.assign(draft, { status: '2', updatedAt: time });
  }
}

/**
 * A send the client made through WeCom itself (the mass-send assistant) written back
 * (saveSendHistory): finished, each customer as the client says.
 */
export function recordClientSend(s: MassTables, db: DemoDb, draft: GroupMsg, custIds: readonly string[], sendStatus: '1' | '2', creatorName: string, now: string): History {
  const rows = custIds.map((id): SendCust => ({
    ...sendCustOf(db, id, draft.content, draft.userCode),
    sendStatus,
    sendTime: sendStatus === '1' ? now : null,
    failReason: sendStatus === '2' ? '客户端发送失败' : null,
  }));
  const h: History = {
    historyId: nextHistoryId(s),
    groupMsgId: draft.groupMsgId,
    taskId: null,
    batchNo: draft.batchNo,
    msgType: draft.msgType,
    filterType: draft.filterType,
    title: draft.title,
    content: draft.content,
    userCode: draft.userCode,
    creatorName,
    status: '2',
    total: rows.length,
    sentCount: 0,
    failCount: 0,
    skippedCount: 0,
    overLimitCount: 0,
    createdAt: now,
    confirmedAt: now,
    finishedAt: now,
  };
  recount(h, rows);
  s.histories.push(h);
  s.sendCusts.set(h.historyId, rows);
  if (sendStatus === '1') Object.assign(draft, { status: '2', updatedAt: now });
  return h;
}

/** What still waits to go out for a staff member (queryUnSendNumbers): drafts, tasks to confirm, results to come. */
export function unsentOf(s: MassTables, userCode: string, msgType: string | undefined) {
  const mine = (x: { userCode: string; msgType: string }) => x.userCode === userCode && (!msgType || x.msgType === msgType);
  const waiting = (h: History) => (s.sendCusts.get(h.historyId) ?? []).filter((r) => r.sendStatus === '0').length;
  const drafts = s.groupMsgs.filter((m) => mine(m) && m.status === '0');
  const toConfirm = s.histories.filter((h) => mine(h) && h.status === '0');
  const draftCustCount = drafts.reduce((n, m) => n + m.custIds.length, 0);
  const confirmCustCount = toConfirm.reduce((n, h) => n + waiting(h), 0);
  const sendingCustCount = s.histories.filter((h) => mine(h) && h.status === '1').reduce((n, h) => n + waiting(h), 0);
  return {
    unSendNumbers: draftCustCount + confirmCustCount + sendingCustCount,
    draftCount: drafts.length,
    draftCustCount,
    confirmCount: toConfirm.length,
    confirmCustCount,
    sendingCustCount,
  };
}
