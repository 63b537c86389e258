import { careMessageRefusal } from '../permission';
import { CARE_MSG_TYPE, chinaTime, has, labelOf, type CareMsgType } from '../../shared/domain';
import { claimByRegistNo, customerById, policiesOf, vehiclesOf } from '../data/queries';
import type { DemoClaim, DemoCustomer, DemoDb } from '../data/seed';
import { DEMO_USERS } from '../data/users';
import { fail, field, ok, paged, type DemoContext, type DemoHandlers, type DemoState } from '../types';
import { managerOf } from './auth';
import { blockReason, renderFor } from './mass';

// Spec 001 §7.4: customer-care messages with a send flag (spec 001 §4). Seeded lazily from the
// DemoDb for customers bound to a staff member: birthdays and annual inspections due within 60
// days, new cars registered within two years (plate endorsement), claims (by registNo), the
// organisation's disaster warnings and value-added services of A-level customers. Messages follow
// the customer's binding (refreshBingOnCareMsg / refreshUnBingOnCareMsg). Newer envelope.
// State in state.kv:
//   care:store            { messages, seq, generated }: the care messages and the customers seeded
//   care:claimBehaviors   service behaviours recorded on claims (claimBehaviorRecords)

/** Care messages count as the group-message type 1 (关怀) for the send blacklist. */
const CARE_GROUP_MSG_TYPE = '1';
const SEND_TYPES = ['1', '2'] as const;
const BEHAVIOR_TYPES = { view: '查看案件', call: '拨打电话', send: '发送消息', addGroup: '建立理赔群' } as const;
const MAX_CONTENT = 500;
const SERVICE_PHONE = '95518';

const DAY_MS = 86_400_000;
const daysFrom = (fromYmd: string, ymd: string) => Math.round((Date.parse(ymd) - Date.parse(fromYmd)) / DAY_MS);
const addDays = (ymd: string, days: number) => new Date(Date.parse(ymd) + days * DAY_MS).toISOString().slice(0, 10);
const nowOf = (state: DemoState) => chinaTime(state.now());

interface CareMsg {
  msgId: string;
  msgType: CareMsgType;
  custId: string;
  custName: string;
  externalUserId: string | null;
  userCode: string | null;
  title: string;
  content: string;
  triggerDate: string;
  sendFlag: '0' | '1';
  sendTime: string | null;
  sendType: string | null;
  registNo: string | null;
  policyNo: string | null;
  licenseNo: string | null;
  warningId: string | null;
  createdAt: string;
  updatedAt: string;
}

interface DisasterWarning {
  warningId: string;
  disasterType: string;
  level: string;
  title: string;
  area: string;
  comId: string;
  publishTime: string;
  content: string;
}

/** The organisations' current disaster warnings; content is a template per customer. */
const WARNINGS: readonly DisasterWarning[] = [
  {
    warningId: 'ZH2026110101',
    disasterType: '台风',
    level: '橙色',
    title: '台风“银杏”橙色预警',
    area: '广东省沿海地区',
    comId: '44000000',
    publishTime: '2026-10-31 17:30:00',
    content:
      '{客户称谓}您好，受台风“银杏”影响，11 月 2 日至 3 日广东沿海将出现 10～12 级大风和暴雨。请将爱车{车牌号}停放在地势较高处，远离广告牌和大树，避免涉水行驶。如遇车辆受损请第一时间拨打 95518 报案。——{业务员姓名}',
  },
  {
    warningId: 'ZH2026110102',
    disasterType: '暴雨',
    level: '红色',
    title: '成都市暴雨红色预警',
    area: '四川省成都市',
    comId: '51000000',
    publishTime: '2026-10-31 20:05:00',
    content:
      '{客户称谓}您好，成都市气象台发布暴雨红色预警，未来 24 小时累计降雨量将超过 100 毫米。请勿将爱车{车牌号}停放在地下车库低洼处，切勿涉水行驶，车辆熄火后请勿二次启动。——{业务员姓名}',
  },
  {
    warningId: 'ZH2026110103',
    disasterType: '寒潮',
    level: '蓝色',
    title: '北京市寒潮蓝色预警',
    area: '北京市',
    comId: '11000000',
    publishTime: '2026-10-31 16:00:00',
    content:
      '{客户称谓}您好，受寒潮影响，北京市未来三天气温将下降 8～10℃并伴有大风。请检查爱车{车牌号}的防冻液和电瓶，路面结冰时减速慢行。——{业务员姓名}',
  },
];

interface CareStore {
  messages: CareMsg[];
  seq: number;
  /** Customers whose messages have been generated (at seeding or on binding). */
  generated: Set<string>;
}

const TITLES: Record<CareMsgType, string> = {
  '0': '生日祝福',
  '1': '车辆年检到期提醒',
  '2': '新车上牌批改提醒',
  '3': '出险关怀',
  '4': '灾害天气预警',
  '5': '增值服务权益提醒',
};

/** The care messages a customer gets, in type order, with the agent of their binding. */
function messagesFor(db: DemoDb, cust: DemoCustomer, nextId: () => string, createdAt: string): CareMsg[] {
  const ref = db.referenceDate;
  const agent = cust.bindUserCode;
  const out: CareMsg[] = [];
  const add = (msgType: CareMsgType, triggerDate: string, content: string, more: Partial<CareMsg> = {}) =>
    out.push({
      msgId: nextId(),
      msgType,
      custId: cust.custId,
      custName: cust.name,
      externalUserId: cust.externalUserId,
      userCode: agent,
      title: TITLES[msgType],
      content,
      triggerDate,
      sendFlag: '0',
      sendTime: null,
      sendType: null,
      registNo: null,
      policyNo: null,
      licenseNo: null,
      warningId: null,
      createdAt,
      updatedAt: createdAt,
      ...more,
    });
  const render = (template: string, plate?: string | null) => renderFor(db, cust, template, agent, { plate: plate ?? null });
  const vehicles = vehiclesOf(db, cust.custId);

  let birthday = `${ref.slice(0, 4)}${cust.birthday.slice(4)}`;
  if (birthday < ref) birthday = `${Number(ref.slice(0, 4)) + 1}${cust.birthday.slice(4)}`;
  if (daysFrom(ref, birthday) <= 60) {
    add('0', birthday, render(`{客户称谓}您好！${birthday.slice(5, 7)} 月 ${birthday.slice(8)} 日是您的生日，{业务员姓名}代表公司祝您生日快乐，身体健康，阖家幸福！`));
  }
  for (const v of vehicles) {
    const due = daysFrom(ref, v.inspectionDueDate);
    if (due >= 0 && due <= 60) {
      add('1', v.inspectionDueDate, render(`{客户称谓}您好，您的爱车{车牌号}年检将于 ${v.inspectionDueDate} 到期，请提前预约检测，逾期未检将影响出行和理赔。如需代办年检，请联系{业务员姓名}。`, v.licenseNo), { licenseNo: v.licenseNo });
    }
  }
  for (const v of vehicles) {
    if (daysFrom(v.registerDate, ref) <= 730) {
      const policy = policiesOf(db, cust.custId).find((p) => p.licenseNo === v.licenseNo && p.riskCode === 'DAA');
      add('2', v.registerDate, render('{客户称谓}您好，您的新车{车牌号}已完成上牌，请及时办理保单车牌号批改，以免影响后续理赔。如需协助，请联系{业务员姓名}。', v.licenseNo), {
        licenseNo: v.licenseNo,
        policyNo: policy?.policyNo ?? null,
      });
    }
  }
  for (const claim of db.claims.filter((c) => c.custId === cust.custId)) {
    const closed = claim.statusCode === '07';
    add('3', claim.accidentDate.slice(0, 10), claimCareContent(db, cust, claim), {
      registNo: claim.registNo,
      policyNo: claim.policyNo,
      licenseNo: claim.licenseNo,
      // Care for a closed claim was sent when it was reported.
      ...(closed ? { sendFlag: '1' as const, sendTime: claim.reportDate, sendType: '1' } : {}),
    });
  }
  const warning = WARNINGS.find((w) => w.comId === cust.comId);
  const plate = vehicles[0]?.licenseNo;
  if (warning && plate) {
    add('4', warning.publishTime.slice(0, 10), render(warning.content, plate), { licenseNo: plate, warningId: warning.warningId });
  }
  if (cust.customerLevel === 'A' && plate) {
    const expires = addDays(ref, 10 + (Number(cust.custId.slice(-3)) % 40));
    add('5', expires, render(`{客户称谓}您好，您尊享的免费道路救援和洗车权益将于 ${expires} 到期，尚有未使用次数，欢迎预约使用。详询{业务员姓名}。`, plate), { licenseNo: plate });
  }
  return out;
}

function claimCareContent(db: DemoDb, cust: DemoCustomer, claim: DemoClaim): string {
  return renderFor(
    db,
    cust,
    `{客户称谓}您好，获悉您的车辆{车牌号}于 ${claim.accidentDate.slice(0, 10)} 出险（报案号 ${claim.registNo}），目前案件处于“${claim.statusName}”环节。请注意人身安全，理赔有任何疑问请随时联系{业务员姓名}或拨打 ${SERVICE_PHONE}。`,
    cust.bindUserCode,
    { plate: claim.licenseNo },
  );
}

function careStore(state: DemoState): CareStore {
  let s = state.kv.get('care:store') as CareStore | undefined;
  if (!s) {
    const created: CareStore = { messages: [], seq: 0, generated: new Set() };
    const nextId = () => `CM2026${String(++created.seq).padStart(8, '0')}`;
    for (const cust of state.db.customers) {
      if (!cust.bindUserCode) continue;
      created.messages.push(...messagesFor(state.db, cust, nextId, '2026-11-01 00:30:00'));
      created.generated.add(cust.custId);
    }
    s = created;
    state.kv.set('care:store', s);
  }
  return s;
}

/**
 * A care message created by another area's upstream job (a value-added service given: type 5), in
 * the customer's list like the seeded ones; its id, for the caller to send and flag.
 */
export function addCareMessage(state: DemoState, cust: DemoCustomer, agentCode: string, msgType: CareMsgType, triggerDate: string, template: string): string {
  const store = careStore(state);
  const msgId = `CM2026${String(++store.seq).padStart(8, '0')}`;
  const at = nowOf(state);
  store.messages.push({
    msgId,
    msgType,
    custId: cust.custId,
    custName: cust.name,
    externalUserId: cust.externalUserId,
    userCode: agentCode,
    title: TITLES[msgType],
    content: renderFor(state.db, cust, template, agentCode),
    triggerDate,
    sendFlag: '0',
    sendTime: null,
    sendType: null,
    registNo: null,
    policyNo: null,
    licenseNo: vehiclesOf(state.db, cust.custId)[0]?.licenseNo ?? null,
    warningId: null,
    createdAt: at,
    updatedAt: at,
  });
  return msgId;
}

/** A care message by id (demo/permission.ts reads whose it is). */
export const careMessageById = (state: DemoState, msgId: string) => careStore(state).messages.find((m) => m.msgId === msgId);

/** A message as answered, with whether WeCom reaches its customer (they added a staff member). */
const msgView = (state: DemoState, m: CareMsg) => ({ ...m, msgTypeName: labelOf(CARE_MSG_TYPE, m.msgType), contactAdded: !!customerById(state.db, m.custId)?.contactAddedAt });
const userCodeOf = (ctx: DemoContext) => ctx.user?.userCode ?? '';

/** The caller's message by id, or the reason it cannot be used. */
function ownMessage(ctx: DemoContext, msg: CareMsg | undefined): CareMsg | string {
  if (!msg) return '关怀消息不存在';
  const refusal = careMessageRefusal(ctx, msg.userCode);
  if (refusal) return refusal;
  return msg;
}

const claimMessage = (state: DemoState, registNo: string | undefined) =>
  registNo ? careStore(state).messages.find((m) => m.msgType === '3' && m.registNo === registNo) : undefined;

/** Marks a message sent (or not), unless the send blacklist blocks care messages to the customer. */
function setSent(ctx: DemoContext, msg: CareMsg, sendFlag: string, sendType: string | undefined): string | null {
  if (sendFlag !== '0' && sendFlag !== '1') return '发送标志取值应为 0 或 1';
  const type = sendType ?? '1';
  if (!(SEND_TYPES as readonly string[]).includes(type)) return '发送方式不正确';
  if (sendFlag === '1') {
    // Through WeCom only to a customer who added a staff member: never recorded as sent by WeCom otherwise.
    if (type === '1' && !customerById(ctx.state.db, msg.custId)?.contactAddedAt) return '客户未添加企业微信，无法通过企业微信发送，可改用短信发送';
    const blocked = blockReason(ctx.state, ctx.user?.comCode ?? '', msg.custId, CARE_GROUP_MSG_TYPE);
    if (blocked) return `${blocked}，不能发送`;
  }
  const now = nowOf(ctx.state);
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

interface Behavior {
  recordId: string;
  registNo: string;
  custId: string | null;
  behaviorType: keyof typeof BEHAVIOR_TYPES;
  remark: string | null;
  userCode: string;
  createdAt: string;
}

function behaviors(state: DemoState): Behavior[] {
  let list = state.kv.get('care:claimBehaviors') as Behavior[] | undefined;
  if (!list) {
    list = [];
    state.kv.set('care:claimBehaviors', list);
  }
  return list;
}

/** Points the customer's messages at the current binding: unsent ones move; sent ones stay with their sender. */
function followBinding(state: DemoState, cust: DemoCustomer) {
  let count = 0;
  for (const m of careStore(state).messages) {
    if (m.custId !== cust.custId || m.sendFlag === '1' || m.userCode === cust.bindUserCode) continue;
    m.userCode = cust.bindUserCode;
    m.updatedAt = nowOf(state);
    count++;
  }
  return count;
}

export const handlers: DemoHandlers = {
  // What waits to be sent, per kind: the unsent care messages of the caller (of one customer with
  // custId — our optional field), so each badge is its list's count and falls as messages are sent.
  queryCustCareNumbers: (ctx) => {
    const custId = field(ctx, 'custId');
    const mine = careStore(ctx.state).messages.filter((m) => m.userCode === userCodeOf(ctx) && (!custId || m.custId === custId));
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
    const list = careStore(ctx.state)
      .messages.filter(
        (m) =>
          m.userCode === userCodeOf(ctx) &&
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
    const own = ownMessage(ctx, careStore(ctx.state).messages.find((m) => m.msgId === field(ctx, 'msgId')));
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
      behaviors: behaviors(ctx.state).filter((b) => b.registNo === claim.registNo).map((b) => ({ ...b })),
    });
  },

  'sendCustcareMsg': (ctx) => {
    const result = sendOne(ctx, careStore(ctx.state).messages.find((m) => m.msgId === field(ctx, 'msgId')), '关怀消息不存在');
    return typeof result === 'string' ? fail(result) : ok(sendResult(result));
  },

  'sendCustcareMsgByRegistNo': (ctx) => {
    const registNo = field(ctx, 'registNo');
    const result = sendOne(ctx, claimMessage(ctx.state, registNo), '该案件暂无理赔关怀消息');
    return typeof result === 'string' ? fail(result) : ok({ ...sendResult(result), registNo: result.registNo ?? '' });
  },

  'modifyCustcareMsg': (ctx) => {
    const own = ownMessage(ctx, careStore(ctx.state).messages.find((m) => m.msgId === field(ctx, 'msgId')));
    if (typeof own === 'string') return fail(own);
    if (own.sendFlag === '1') return fail('消息已发送，不能修改');
    const content = field(ctx, 'content');
    if (!content) return fail('消息内容不能为空');
    if (content.length > MAX_CONTENT) return fail(`消息内容不能超过 ${MAX_CONTENT} 字`);
    Object.assign(own, { content, title: field(ctx, 'title') ?? own.title, updatedAt: nowOf(ctx.state) });
    return ok(msgView(ctx.state, own));
  },

  'updateCareMsgSendFlag': (ctx) => {
    const own = ownMessage(ctx, careStore(ctx.state).messages.find((m) => m.msgId === field(ctx, 'msgId')));
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
    const s = careStore(ctx.state);
    let count = followBinding(ctx.state, cust);
    if (!s.generated.has(cust.custId)) {
      // A customer bound for the first time gets their care messages now.
      const fresh = messagesFor(ctx.state.db, cust, () => `CM2026${String(++s.seq).padStart(8, '0')}`, nowOf(ctx.state));
      s.messages.push(...fresh);
      s.generated.add(cust.custId);
      count += fresh.length;
    }
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
    const warnings = WARNINGS.filter((w) => w.comId === ctx.user?.comId);
    if (warningId && !WARNINGS.some((w) => w.warningId === warningId)) return fail('灾害预警不存在');
    const list = careStore(ctx.state).messages.filter(
      (m) => m.msgType === '4' && m.userCode === userCodeOf(ctx) && (!warningId || m.warningId === warningId) && (!sendFlag || m.sendFlag === sendFlag),
    );
    const page = paged(ctx, list);
    return ok({ ...page, list: page.list.map((m) => msgView(ctx.state, m)), warnings: warnings.map((w) => ({ ...w })) });
  },

  'sendDisasterWarningMsg': (ctx) => {
    const warningId = field(ctx, 'warningId');
    if (!WARNINGS.some((w) => w.warningId === warningId)) return fail('灾害预警不存在');
    const msgIds = field(ctx, 'msgIds')?.split(',').map((s) => s.trim()).filter(Boolean);
    const sendType = field(ctx, 'sendType');
    const pending = careStore(ctx.state).messages.filter(
      (m) => m.msgType === '4' && m.warningId === warningId && m.userCode === userCodeOf(ctx) && m.sendFlag === '0' && (!msgIds || msgIds.includes(m.msgId)),
    );
    const sent: string[] = [];
    let skippedCount = 0;
    for (const m of pending) {
      const error = setSent(ctx, m, '1', sendType);
      if (error) skippedCount++;
      else sent.push(m.msgId);
    }
    return ok({ warningId, sentCount: sent.length, skippedCount, sendTime: nowOf(ctx.state), msgIds: sent });
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
    const list = behaviors(ctx.state);
    const record: Behavior = {
      recordId: `CB2026${String(list.length + 1).padStart(8, '0')}`,
      registNo: claim.registNo,
      custId: claim.custId,
      behaviorType,
      remark: field(ctx, 'remark') ?? null,
      userCode: userCodeOf(ctx),
      createdAt: nowOf(ctx.state),
    };
    list.push(record);
    return ok({ recorded: true, recordId: record.recordId, total: list.filter((b) => b.registNo === claim.registNo).length });
  },
};
