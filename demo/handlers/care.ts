import { careMessageRefusal } from '../permission';
import { CARE_MSG_TYPE, has, labelOf } from '../../shared/domain';
import { claimByRegistNo, customerById, policiesOf } from '../data/queries';
import type { DemoClaim } from '../data/seed';
import { DEMO_USERS } from '../data/users';
import { callerCode, fail, field, nowText, ok, paged, type DemoContext, type DemoHandlers, type DemoState } from '../types';
import { managerOf } from '../state/auth';
import { userByCode } from '../data/users';
import {
  BEHAVIOR_TYPES,
  CARE_GROUP_MSG_TYPE,
  claimCareContent,
  followBinding,
  warningsOf,
  generateFor,
  sendWarningAsTask,
  syncCareWithTasks,
  taskOf,
  SERVICE_PHONE,
  type Behavior,
  type CareMsg,
} from '../state/care';
import { blockReason } from '../state/mass';

// Spec 001 §7.4: customer-care messages with a send flag (spec 001 §4). Seeded lazily from the
// DemoDb for customers bound to a staff member: birthdays and annual inspections due within 60
// days, new cars registered within two years (plate endorsement), claims (by registNo), the
// organisation's disaster warnings and value-added services of A-level customers. Messages follow
// the customer's binding (refreshBingOnCareMsg / refreshUnBingOnCareMsg). Newer envelope.
// State: demo/state/care.ts. A warning sent in bulk through WeCom is a WeCom mass-send task
// (state/mass.ts): its messages stay unsent until the member confirms it and their results arrive.
const SEND_TYPES = ['1', '2'] as const;
const MAX_CONTENT = 500;


/** A message as answered, with whether WeCom reaches its customer (they added a staff member) and the WeCom task it waits in. */
const msgView = (state: DemoState, msg: CareMsg) => {
  const { historyId: _historyId, ...m } = msg;
  return { ...m, msgTypeName: labelOf(CARE_MSG_TYPE, m.msgType), contactAdded: !!customerById(state.db, m.custId)?.contactAddedAt, ...taskOf(state, msg) };
};

/** The caller's message by id, or the reason it cannot be used. */
function ownMessage(ctx: DemoContext, msg: CareMsg | undefined): CareMsg | string {
  if (!msg) return '关怀消息不存在';
  const refusal = careMessageRefusal(ctx, msg.userCode);
  if (refusal) return refusal;
  return msg;
}

const claimMessage = (state: DemoState, registNo: string | undefined) =>
  registNo ? state.care.messages.find((m) => m.msgType === '3' && m.registNo === registNo) : undefined;

/** Marks a message sent (or not), unless the send blacklist blocks care messages to the customer. */
function setSent(ctx: DemoContext, msg: CareMsg, sendFlag: string, sendType: string | undefined): string | null {
  if (sendFlag !== '0' && sendFlag !== '1') return '发送标志取值应为 0 或 1';
  const type = sendType ?? '1';
  if (!(SEND_TYPES as readonly string[]).includes(type)) return '发送方式不正确';
  if (msg.historyId) return '该消息已在企业微信群发任务中（待成员确认或发送中），请等待发送结果';
  if (sendFlag === '1') {
    // Through WeCom only to a customer who added a staff member: never recorded as sent by WeCom otherwise.
    if (type === '1' && !customerById(ctx.state.db, msg.custId)?.contactAddedAt) return '客户未添加企业微信，无法通过企业微信发送，可改用短信发送';
    const blocked = blockReason(ctx.state.mass, ctx.state.db, ctx.user?.comCode ?? '', msg.custId, CARE_GROUP_MSG_TYPE);
    if (blocked) return `${blocked}，不能发送`;
  }
  const now = nowText(ctx.state);
  Object.assign(msg, { sendFlag, sendTime: sendFlag === '1' ? now : null, sendType: sendFlag === '1' ? type : null, updatedAt: now });
  return null;
}

const sendResult = (m: CareMsg) => ({ msgId: m.msgId, sendFlag: m.sendFlag, sendTime: m.sendTime, sendType: m.sendType });

/** Sends the caller's message; sending again (the customer asked for it once more) renews the send time. */
function sendOne(ctx: DemoContext, msg: CareMsg | undefined, notFound: string) {
  const own = ownMessage(ctx, msg);
  if (typeof own === 'string') return own === '关怀消息不存在' ? notFound : own;
  return setSent(ctx, own, '1', field(ctx, 'sendType')) ?? own;
}

function claimManagerOf(state: DemoState, claim: DemoClaim) {
  const cust = customerById(state.db, claim.custId);
  const comId = cust?.comId ?? '';
  for (const u of DEMO_USERS) {
    const manager = managerOf(state, u);
    if (u.comId === comId && manager?.managerType === 'claimsAdvisor') {
      return { registNo: claim.registNo, userCode: u.userCode, managerName: manager.managerName, mobile: manager.mobile, title: manager.title, comCode: u.comCode, servicePhone: SERVICE_PHONE };
    }
  }
  // No registered claims advisor in the organisation: the claims service desk answers.
  return { registNo: claim.registNo, userCode: `${comId.slice(0, 2)}CLAIM01`, managerName: '理赔服务专席', mobile: SERVICE_PHONE, title: '理赔服务专员', comCode: cust?.comCode ?? comId, servicePhone: SERVICE_PHONE };
}

const own: DemoHandlers = {
  // What waits to be sent, per kind: the unsent care messages of the caller (of one customer with
  // custId — our optional field), so each badge is its list's count and falls as messages are sent.
  queryCustCareNumbers: (ctx) => {
    const custId = field(ctx, 'custId');
    const mine = ctx.state.care.messages.filter((m) => m.userCode === callerCode(ctx) && (!custId || m.custId === custId));
    const unsent = mine.filter((m) => m.sendFlag === '0');
    const list = Object.entries(CARE_MSG_TYPE).map(([msgType, msgTypeName]) => ({
      msgType,
      msgTypeName,
      count: unsent.filter((m) => m.msgType === msgType).length,
      sentCount: mine.filter((m) => m.msgType === msgType && m.sendFlag === '1').length,
    }));
    return ok({ total: unsent.length, list });
  },

  'queryCustcareMsgList': (ctx) => {
    const msgType = field(ctx, 'msgType');
    const sendFlag = field(ctx, 'sendFlag');
    const custName = field(ctx, 'custName');
    const custId = field(ctx, 'custId');
    const startDate = field(ctx, 'startDate');
    const endDate = field(ctx, 'endDate');
    if (msgType && !has(CARE_MSG_TYPE, msgType)) return fail('关怀消息类型不正确');
    const list = ctx.state.care
      .messages.filter(
        (m) =>
          m.userCode === callerCode(ctx) &&
          (!msgType || m.msgType === msgType) &&
          (!sendFlag || m.sendFlag === sendFlag) &&
          (!custName || m.custName.includes(custName)) &&
          (!custId || m.custId === custId) &&
          (!startDate || m.triggerDate >= startDate) &&
          (!endDate || m.triggerDate <= endDate),
      )
      .sort((a, b) => a.sendFlag.localeCompare(b.sendFlag) || a.triggerDate.localeCompare(b.triggerDate) || a.msgId.localeCompare(b.msgId));
    const page = paged(ctx, list);
    return ok({ ...page, list: page.list.map((m) => msgView(ctx.state, m)), unSentCount: list.filter((m) => m.sendFlag === '0').length });
  },

  'queryCustcareMsgById': (ctx) => {
    const own = ownMessage(ctx, ctx.state.care.messages.find((m) => m.msgId === field(ctx, 'msgId')));
    return typeof own === 'string' ? fail(own) : ok(msgView(ctx.state, own));
  },

  'queryCustcareMsgByRegistNo': (ctx) => {
    const registNo = field(ctx, 'registNo');
    const claim = claimByRegistNo(ctx.state.db, registNo);
    if (!claim) return fail('报案号不存在');
    const msg = claimMessage(ctx.state, claim.registNo);
    if (!msg) return fail('该案件暂无理赔关怀消息（客户未绑定客户经理）');
    return ok({
      ...msgView(ctx.state, msg),
      claim: { ...claim, nodes: claim.nodes.map((n) => ({ ...n })) },
      behaviors: ctx.state.care.behaviors.filter((b) => b.registNo === claim.registNo).map((b) => ({ ...b })),
    });
  },

  'sendCustcareMsg': (ctx) => {
    const result = sendOne(ctx, ctx.state.care.messages.find((m) => m.msgId === field(ctx, 'msgId')), '关怀消息不存在');
    return typeof result === 'string' ? fail(result) : ok(sendResult(result));
  },

  'sendCustcareMsgByRegistNo': (ctx) => {
    const registNo = field(ctx, 'registNo');
    const result = sendOne(ctx, claimMessage(ctx.state, registNo), '该案件暂无理赔关怀消息');
    return typeof result === 'string' ? fail(result) : ok({ ...sendResult(result), registNo: result.registNo ?? '' });
  },

  'modifyCustcareMsg': (ctx) => {
    const own = ownMessage(ctx, ctx.state.care.messages.find((m) => m.msgId === field(ctx, 'msgId')));
    if (typeof own === 'string') return fail(own);
    if (own.sendFlag === '1') return fail('消息已发送，不能修改');
    if (own.historyId) return fail('消息已在企业微信群发任务中，不能修改');
    const content = field(ctx, 'content');
    if (!content) return fail('消息内容不能为空');
    if (content.length > MAX_CONTENT) return fail(`消息内容不能超过 ${MAX_CONTENT} 字`);
    Object.assign(own, { content, title: field(ctx, 'title') ?? own.title, updatedAt: nowText(ctx.state) });
    return ok(msgView(ctx.state, own));
  },

  'updateCareMsgSendFlag': (ctx) => {
    const own = ownMessage(ctx, ctx.state.care.messages.find((m) => m.msgId === field(ctx, 'msgId')));
    if (typeof own === 'string') return fail(own);
    const error = setSent(ctx, own, field(ctx, 'sendFlag') ?? '', field(ctx, 'sendType'));
    return error ? fail(error) : ok(sendResult(own));
  },

  'updateCareMsgSendFlagByRegistNo': (ctx) => {
    const own = ownMessage(ctx, claimMessage(ctx.state, field(ctx, 'registNo')));
    if (typeof own === 'string') return fail(own === '关怀消息不存在' ? '该案件暂无理赔关怀消息' : own);
    const error = setSent(ctx, own, field(ctx, 'sendFlag') ?? '', field(ctx, 'sendType'));
    return error ? fail(error) : ok({ ...sendResult(own), registNo: own.registNo ?? '' });
  },

  'refreshBingOnCareMsg': (ctx) => {
    const cust = customerById(ctx.state.db, field(ctx, 'custId'));
    if (!cust) return fail('客户不存在');
    if (!cust.bindUserCode) return fail('客户尚未绑定，无需刷新关怀消息');
    const count = followBinding(ctx.state, cust) + generateFor(ctx.state, cust);
    return ok({ custId: cust.custId, userCode: cust.bindUserCode, count });
  },

  'refreshUnBingOnCareMsg': (ctx) => {
    const cust = customerById(ctx.state.db, field(ctx, 'custId'));
    if (!cust) return fail('客户不存在');
    return ok({ custId: cust.custId, userCode: cust.bindUserCode, count: followBinding(ctx.state, cust) });
  },

  'queryFirstAccidentCareMsg': (ctx) => {
    const claim = claimByRegistNo(ctx.state.db, field(ctx, 'registNo'));
    if (!claim) return fail('报案号不存在');
    const cust = customerById(ctx.state.db, claim.custId);
    if (!cust) return fail('客户不存在');
    const msg = claimMessage(ctx.state, claim.registNo);
    return ok({
      registNo: claim.registNo,
      custId: cust.custId,
      custName: cust.name,
      licenseNo: claim.licenseNo,
      accidentDate: claim.accidentDate,
      statusName: claim.statusName,
      msgId: msg?.msgId ?? null,
      sendFlag: msg?.sendFlag ?? '0',
      content: msg?.content ?? claimCareContent(ctx.state.db, cust, claim),
      claimManager: claimManagerOf(ctx.state, claim),
    });
  },

  'queryDisasterWarningMsgDetailList': (ctx) => {
    const warningId = field(ctx, 'warningId');
    const sendFlag = field(ctx, 'sendFlag');
    const all = warningsOf(ctx.state.db);
    const warnings = all.filter((w) => w.comId === ctx.user?.comId);
    if (warningId && !all.some((w) => w.warningId === warningId)) return fail('灾害预警不存在');
    const list = ctx.state.care.messages.filter(
      (m) => m.msgType === '4' && m.userCode === callerCode(ctx) && (!warningId || m.warningId === warningId) && (!sendFlag || m.sendFlag === sendFlag),
    );
    const page = paged(ctx, list);
    return ok({ ...page, list: page.list.map((m) => msgView(ctx.state, m)), warnings: warnings.map((w) => ({ ...w })) });
  },

  'sendDisasterWarningMsg': (ctx) => {
    const warningId = field(ctx, 'warningId');
    const warning = warningsOf(ctx.state.db).find((w) => w.warningId === warningId);
    if (!warning) return fail('灾害预警不存在');
    const msgIds = field(ctx, 'msgIds')?.split(',').map((s) => s.trim()).filter(Boolean);
    const sendType = field(ctx, 'sendType') ?? '1';
    if (!(SEND_TYPES as readonly string[]).includes(sendType)) return fail('发送方式不正确');
    // Unsent and not already waiting in a WeCom task.
    const pending = ctx.state.care.messages.filter(
      (m) => m.msgType === '4' && m.warningId === warningId && m.userCode === callerCode(ctx) && m.sendFlag === '0' && !m.historyId && (!msgIds || msgIds.includes(m.msgId)),
    );
    const now = nowText(ctx.state);
    if (sendType === '1' && pending.length > 0) {
      // Through WeCom: a mass-send task the member confirms; nothing is sent yet.
      const userCode = callerCode(ctx);
      const h = sendWarningAsTask(ctx.state, pending, {
        userCode,
        creatorName: userByCode(userCode)?.name ?? userCode,
        comCode: ctx.user?.comCode ?? '',
        title: `灾害提醒：${warning.title}`,
        template: warning.content,
      });
      return ok({ warningId, sentCount: h.sentCount, skippedCount: h.skippedCount + h.failCount, sendTime: now, msgIds: pending.map((m) => m.msgId), historyId: h.historyId, status: h.status });
    }
    const sent: string[] = [];
    let skippedCount = 0;
    for (const m of pending) {
      const error = setSent(ctx, m, '1', sendType);
      if (error) skippedCount++;
      else sent.push(m.msgId);
    }
    return ok({ warningId, sentCount: sent.length, skippedCount, sendTime: now, msgIds: sent, historyId: null, status: null });
  },

  'getPolicyListByRegistNo': (ctx) => {
    const claim = claimByRegistNo(ctx.state.db, field(ctx, 'registNo'));
    if (!claim) return fail('报案号不存在');
    const list = policiesOf(ctx.state.db, claim.custId).filter((p) => p.policyNo === claim.policyNo || (claim.licenseNo && p.licenseNo === claim.licenseNo));
    return ok({ registNo: claim.registNo, custId: claim.custId, list: list.map((p) => ({ ...p, coverages: p.coverages.map((c) => ({ ...c })) })) });
  },

  'getClaimManager': (ctx) => {
    const claim = claimByRegistNo(ctx.state.db, field(ctx, 'registNo'));
    return claim ? ok(claimManagerOf(ctx.state, claim)) : fail('报案号不存在');
  },

  'claimBehaviorRecords': (ctx) => {
    const claim = claimByRegistNo(ctx.state.db, field(ctx, 'registNo'));
    if (!claim) return fail('报案号不存在');
    const behaviorType = field(ctx, 'behaviorType');
    if (!has(BEHAVIOR_TYPES, behaviorType)) return fail('行为类型不正确');
    const list = ctx.state.care.behaviors;
    const record: Behavior = {
      recordId: `CB2026${String(list.length + 1).padStart(8, '0')}`,
      registNo: claim.registNo,
      custId: claim.custId,
      behaviorType,
      remark: field(ctx, 'remark') ?? null,
      userCode: callerCode(ctx),
      createdAt: nowText(ctx.state),
    };
    list.push(record);
    return ok({ recorded: true, recordId: record.recordId, total: list.filter((b) => b.registNo === claim.registNo).length });
  },
};

/** Every care call first applies the WeCom results that have arrived (a warning's task). */
export const handlers: DemoHandlers = Object.fromEntries(
  Object.entries(own).map(([name, handler]) => [name, (ctx: DemoContext) => (syncCareWithTasks(ctx.state), handler(ctx))]),
);
