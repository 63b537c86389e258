import type { CareMsgType } from '../../shared/domain';
import { policiesOf, vehiclesOf } from '../data/queries';
import { asOfReference, type DemoClaim, type DemoCustomer, type DemoDb } from '../data/seed';
import { createTask, renderFor, settle, type History } from './mass';
import { nowText, type DemoState } from '../types';

// The care section's state (handlers/care.ts, spec 001 §7.4): care messages with a send flag,
// seeded from the DemoDb for customers bound to a staff member — birthdays and annual inspections
// due within 60 days, new cars registered within two years (plate endorsement), claims (by
// registNo), the organisation's disaster warnings and value-added services of A-level customers —
// and the service behaviours recorded on claims. renderFor (the placeholders) is mass's
// (state/mass.ts).

export const SERVICE_PHONE = '95518';
export const BEHAVIOR_TYPES = { view: '查看案件', call: '拨打电话', send: '发送消息', addGroup: '建立理赔群' } as const;
const DAY_MS = 86_400_000;
const daysFrom = (fromYmd: string, ymd: string) => Math.round((Date.parse(ymd) - Date.parse(fromYmd)) / DAY_MS);
const addDays = (ymd: string, days: number) => new Date(Date.parse(ymd) + days * DAY_MS).toISOString().slice(0, 10);
export interface CareMsg {
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
  /** The WeCom mass-send task (state/mass.ts) the message waits in, until its result arrives. */
  historyId?: string;
  createdAt: string;
  updatedAt: string;
}

export interface DisasterWarning {
  warningId: string;
  disasterType: string;
  level: string;
  title: string;
  area: string;
  comId: string;
  publishTime: string;
  content: string;
}

/**
 * The organisations' current disaster warnings, published the evening before the reference date;
 * content is a template per customer ({明天}, {后天}: the days after the reference date, as 11 月 2 日).
 */
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
      '{客户称谓}您好，受台风“银杏”影响，{明天}至{后天}广东沿海将出现 10～12 级大风和暴雨。请将爱车{车牌号}停放在地势较高处，远离广告牌和大树，避免涉水行驶。如遇车辆受损请第一时间拨打 95518 报案。——{业务员姓名}',
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

/** The warnings as of the db's reference date. */
export function warningsOf(db: Pick<DemoDb, 'referenceDate'>): DisasterWarning[] {
  const [d1, d2] = [addDays(db.referenceDate, 1), addDays(db.referenceDate, 2)];
  const md = (d: string) => `${Number(d.slice(5, 7))} 月 ${Number(d.slice(8, 10))} 日`;
  // 11 月 2 日至 3 日; across a month end, 11 月 30 日至 12 月 1 日.
  const to = d1.slice(5, 7) === d2.slice(5, 7) ? `${Number(d2.slice(8, 10))} 日` : md(d2);
  return WARNINGS.map((w) => ({ ...w, publishTime: asOfReference(db, w.publishTime), content: w.content.replace('{明天}至{后天}', `${md(d1)}至 ${to}`) }));
}

export interface CareTables {
  messages: CareMsg[];
  seq: number;
  /** Customers whose messages have been generated (at seeding or on binding). */
  generated: Set<string>;
  /** Service behaviours recorded on claims (claimBehaviorRecords). */
  behaviors: Behavior[];
}

export const TITLES: Record<CareMsgType, string> = {
  '0': '生日祝福',
  '1': '车辆年检到期提醒',
  '2': '新车上牌批改提醒',
  '3': '出险关怀',
  '4': '灾害天气预警',
  '5': '增值服务权益提醒',
};

/** The care messages a customer gets, in type order, with the agent of their binding. */
export function messagesFor(db: DemoDb, cust: DemoCustomer, nextId: () => string, createdAt: string): CareMsg[] {
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
      // Raised when the upstream's job last found the policy still without the plate: within the
      // past week, never a reminder overdue since the car was registered.
      add('2', addDays(ref, -(Number(cust.custId.slice(-2)) % 7)), render('{客户称谓}您好，您的新车{车牌号}已完成上牌，请及时办理保单车牌号批改，以免影响后续理赔。如需协助，请联系{业务员姓名}。', v.licenseNo), {
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
  const warning = warningsOf(db).find((w) => w.comId === cust.comId);
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

export function claimCareContent(db: DemoDb, cust: DemoCustomer, claim: DemoClaim): string {
  return renderFor(
    db,
    cust,
    `{客户称谓}您好，获悉您的车辆{车牌号}于 ${claim.accidentDate.slice(0, 10)} 出险（报案号 ${claim.registNo}），目前案件处于“${claim.statusName}”环节。请注意人身安全，理赔有任何疑问请随时联系{业务员姓名}或拨打 ${SERVICE_PHONE}。`,
    cust.bindUserCode,
    { plate: claim.licenseNo },
  );
}

/** The care messages of every bound customer, made at 00:30 on the reference date. */
export function seed(db: DemoDb): CareTables {
  const created: CareTables = { messages: [], seq: 0, generated: new Set(), behaviors: [] };
  const nextId = () => `CM2026${String(++created.seq).padStart(8, '0')}`;
  for (const cust of db.customers) {
    if (!cust.bindUserCode) continue;
    created.messages.push(...messagesFor(db, cust, nextId, `${db.referenceDate} 00:30:00`));
    created.generated.add(cust.custId);
  }
  return created;
}

/** A customer bound for the first time gets their care messages now; how many. */
export function generateFor(state: DemoState, cust: DemoCustomer): number {
  const s = state.care;
  if (s.generated.has(cust.custId)) return 0;
  const fresh = messagesFor(state.db, cust, () => `CM2026${String(++s.seq).padStart(8, '0')}`, nowText(state));
  s.messages.push(...fresh);
  s.generated.add(cust.custId);
  return fresh.length;
}

/**
 * A care message created by another area's upstream job (a value-added service given: type 5), in
 * the customer's list like the seeded ones; its id, for the caller to send and flag.
 */
export function addCareMessage(state: DemoState, cust: DemoCustomer, agentCode: string, msgType: CareMsgType, triggerDate: string, template: string): string {
  const store = state.care;
  const msgId = `CM2026${String(++store.seq).padStart(8, '0')}`;
  const at = nowText(state);
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
export const careMessageById = (state: DemoState, msgId: string) => state.care.messages.find((m) => m.msgId === msgId);

export interface Behavior {
  recordId: string;
  registNo: string;
  custId: string | null;
  behaviorType: keyof typeof BEHAVIOR_TYPES;
  remark: string | null;
  userCode: string;
  createdAt: string;
}

/** Points the customer's messages at the current binding: unsent ones move; sent ones stay with their sender. */
export function followBinding(state: DemoState, cust: DemoCustomer) {
  let count = 0;
  for (const m of state.care.messages) {
    if (m.custId !== cust.custId || m.sendFlag === '1' || m.userCode === cust.bindUserCode) continue;
    m.userCode = cust.bindUserCode;
    m.updatedAt = nowText(state);
    count++;
  }
  return count;
}


// ── Disaster warnings sent through WeCom: a mass-send task (state/mass.ts) ─────

/** Care messages count as the group-message type 1 (关怀) for the send blacklist and the tasks. */
export const CARE_GROUP_MSG_TYPE = '1';

/**
 * The bulk send of a warning through WeCom (sendDisasterWarningMsg, sendType 1): one WeCom mass-send
 * task (createTask) for these messages' customers, each customer's row carrying their message's own
 * text. The messages stay unsent (sendFlag 0) and wait in the task until its results arrive
 * (syncCareWithTasks): the member's confirmation, WeCom's daily limit, the blacklist config.
 */
export function sendWarningAsTask(state: DemoState, msgs: readonly CareMsg[], input: { userCode: string; creatorName: string; comCode: string; title: string; template: string }): History {
  const h = createTask(
    state.mass,
    state.db,
    { ...input, taskId: null, draft: undefined, msgType: CARE_GROUP_MSG_TYPE, filterType: '1', content: input.template, custIds: msgs.map((m) => m.custId) },
    nowText(state),
  );
  const rows = state.mass.sendCusts.get(h.historyId) ?? [];
  msgs.forEach((m, i) => {
    const row = rows[i];
    if (row) row.content = m.content;
    m.historyId = h.historyId;
  });
  syncCareWithTasks(state);
  return h;
}

/**
 * Applies the WeCom results that have arrived (settle) to the messages waiting in a task: 已发送 →
 * the send flag, with WeCom's send time; failed, skipped or over the daily limit → unsent again (to
 * send another day or by SMS); still waiting → unchanged.
 */
export function syncCareWithTasks(state: DemoState): void {
  settle(state.mass, state.now().getTime());
  for (const m of state.care.messages) {
    if (!m.historyId) continue;
    const row = state.mass.sendCusts.get(m.historyId)?.find((r) => r.custId === m.custId);
    if (row?.sendStatus === '0') continue;
    if (row?.sendStatus === '1') Object.assign(m, { sendFlag: '1', sendTime: row.sendTime, sendType: '1', updatedAt: row.sendTime ?? m.updatedAt });
    delete m.historyId;
  }
}

/** The task a message waits in, as answered (historyId, taskStatus), or nothing. */
export function taskOf(state: DemoState, m: CareMsg): { historyId: string; taskStatus: string } | Record<string, never> {
  const h = m.historyId ? state.mass.histories.find((x) => x.historyId === m.historyId) : undefined;
  return h ? { historyId: h.historyId, taskStatus: h.status } : {};
}
