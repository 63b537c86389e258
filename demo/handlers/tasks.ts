import { lookedUp, lookupRefused, mayRead, taskRefusal } from '../permission';
import { FOLLOW_STATUS, has, reasonTypeOfFollowStatus } from '../../shared/domain';
import { decryptId } from '../crypto';
import { claimsOf, customerById, customerByIdNumber, policiesByLicenseNo, policiesOf, taskById, taskByPiid, vehicleByFrameNo, vehicleByLicenseNo, vehiclesOf } from '../data/queries';
import type { DemoFollowUp, DemoReservation, DemoTask } from '../data/seed';
import { userByCode } from '../data/users';
import { callerCode, type DemoContext, type DemoHandlers, fail, field, nowText, ok, oldFail, oldOk, paged } from '../types';
import { NO_CUSTOMER, customerView, policyView, taskView } from '../data/views';

// Demo handlers of spec 001 §7.2: reservations, task follow-ups, advisers, logging and the
// workflow (/wf/) lookups. /wecom/fwdapi/ and /wf/ answer in the older envelope.

const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/** The task named by taskId, if the caller may act on it (demo/permission.ts: their own, or their branch's or province's as a manager). */
function ownTask(ctx: DemoContext): DemoTask | string {
  const task = taskById(ctx.state.db, field(ctx, 'taskId'));
  if (!task) return '未查询到该任务';
  return taskRefusal(ctx, task) ?? task;
}

/** Keep a logging event (click, burying point, proposal log). */
function record(ctx: DemoContext, kind: string) {
  const db = ctx.state.db;
  const payload = { ...ctx.query, ...ctx.body };
  db.events.push({ kind, userCode: ctx.user?.userCode ?? null, payload, at: nowText(ctx.state) });
  return ok({ recorded: true, id: `EV${String(db.events.length).padStart(6, '0')}` });
}

/** A new adviser takes over the caller's open tasks of the customers in that line of business (vehicle 2, non-vehicle 6). */
function moveOpenTasks(ctx: DemoContext, custIds: readonly string[], types: readonly string[], adviserCode: string) {
  const me = callerCode(ctx);
  for (const t of ctx.state.db.tasks) {
    if (t.userCode === me && custIds.includes(t.custId) && types.includes(t.taskType)) t.userCode = adviserCode;
  }
}

const ACTIVITY_NODES = [
  { nodeCode: 'N01', nodeName: '任务下发' },
  { nodeCode: 'N02', nodeName: '客户联系' },
  { nodeCode: 'N03', nodeName: '报价' },
  { nodeCode: 'N04', nodeName: '投保' },
  { nodeCode: 'N05', nodeName: '缴费出单' },
] as const;

export const handlers: DemoHandlers = {
  'fwdapi/reservation': (ctx) => {
    const db = ctx.state.db;
    const c = customerById(db, field(ctx, 'custId'));
    if (!c) return oldFail(NO_CUSTOMER);
    const reserveTime = field(ctx, 'reserveTime');
    const content = field(ctx, 'content');
    if (!reserveTime || !DATE_TIME.test(reserveTime)) return oldFail('请选择正确的预约时间');
    if (!content) return oldFail('请填写预约事项');
    const taskId = field(ctx, 'taskId') ?? null;
    if (taskId) {
      const task = ownTask(ctx);
      if (typeof task === 'string') return oldFail(task);
      if (task.custId !== c.custId) return oldFail('任务与客户不一致');
    }
    const next = db.reservations.reduce((n, r) => Math.max(n, Number(r.reservationId.slice(2)) || 0), 0) + 1;
    const reservation: DemoReservation = {
      reservationId: `RS${String(next).padStart(6, '0')}`,
      custId: c.custId,
      userCode: callerCode(ctx),
      taskId,
      reserveTime: reserveTime.length === 16 ? `${reserveTime}:00` : reserveTime,
      content,
      status: '0',
      createdAt: nowText(ctx.state),
    };
    db.reservations.push(reservation);
    return oldOk({ ...reservation, customerName: c.name });
  },
  'fwdapi/queryReservation': (ctx) => {
    const db = ctx.state.db;
    const me = callerCode(ctx);
    const custId = field(ctx, 'custId');
    const taskId = field(ctx, 'taskId');
    const status = field(ctx, 'status');
    const list = db.reservations
      .filter((r) => r.userCode === me && (!custId || r.custId === custId) && (!taskId || r.taskId === taskId) && (!status || r.status === status))
      .sort((a, b) => a.reserveTime.localeCompare(b.reserveTime))
      .map((r) => ({ ...r, customerName: customerById(db, r.custId)?.name ?? '' }));
    return oldOk(paged(ctx, list));
  },
  'fwdapi/khyx/wf/wftmobileservice/reservationTask': (ctx) => {
    const task = ownTask(ctx);
    if (typeof task === 'string') return oldFail(task);
    const status = field(ctx, 'followStatus');
    if (!has(FOLLOW_STATUS, status) || status === '0') return oldFail('跟进状态只能是继续跟进、跟进成功或跟进失败');
    const nextFollowTime = field(ctx, 'nextFollowTime') ?? null;
    if (nextFollowTime && !DATE_TIME.test(nextFollowTime)) return oldFail('下次跟进时间格式不正确');
    const db = ctx.state.db;
    task.followStatus = status;
    // A finished follow-up moves a to-do task to done (2 → 3, 6 → 7).
    if (status !== 'mu001') task.taskType = task.taskType === '2' ? '3' : task.taskType === '6' ? '7' : task.taskType;
    const followUp: DemoFollowUp = {
      followId: `F${String(db.followUps.length + 1).padStart(6, '0')}`,
      taskId: task.taskId,
      custId: task.custId,
      userCode: task.userCode,
      followStatus: status,
      reasonCode: field(ctx, 'reasonCode') ?? reasonTypeOfFollowStatus(status),
      remark: field(ctx, 'remark') ?? '',
      nextFollowTime: status === 'mu001' ? nextFollowTime : null,
      createdAt: nowText(ctx.state),
    };
    db.followUps.push(followUp);
    return oldOk({ task: taskView(task), followUp: { ...followUp } });
  },
  'fwdapi/queryFollowUpRecord': (ctx) => {
    const db = ctx.state.db;
    const me = callerCode(ctx);
    const taskId = field(ctx, 'taskId');
    const custId = field(ctx, 'custId');
    if (!taskId && !custId) return oldFail('请提供任务号或客户号');
    if (taskId) {
      const task = ownTask(ctx);
      if (typeof task === 'string') return oldFail(task);
    }
    const list = db.followUps
      .filter((f) => f.userCode === me && (!taskId || f.taskId === taskId) && (!custId || f.custId === custId))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.followId.localeCompare(a.followId))
      .map((f) => ({ ...f }));
    return oldOk(paged(ctx, list));
  },
  'fwdapi/updateAdviserByJson': (ctx) => {
    const db = ctx.state.db;
    const adviserCode = field(ctx, 'adviserCode');
    const adviser = adviserCode ? userByCode(adviserCode) : undefined;
    if (!adviser || adviser.systemRole !== 'qyUser') return oldFail('顾问员工代码不存在');
    const ids = Array.isArray(ctx.body.custIds) ? ctx.body.custIds.map(String) : [];
    const one = field(ctx, 'custId');
    if (one) ids.push(one);
    if (ids.length === 0) return oldFail('请选择客户');
    const customers = ids.map((id) => customerById(db, id));
    if (customers.some((c) => !c)) return oldFail(NO_CUSTOMER);
    if (customers.some((c) => c?.comId !== adviser.comId)) return oldFail('顾问与客户不属于同一机构');
    for (const c of customers) if (c) c.adviserCode = adviser.userCode;
    moveOpenTasks(ctx, ids, ['2'], adviser.userCode);
    return oldOk({ updated: customers.length, custIds: ids, adviserCode: adviser.userCode });
  },
  updateNonVehicleAdviser: (ctx) => {
    const c = customerById(ctx.state.db, field(ctx, 'custId'));
    if (!c) return fail(NO_CUSTOMER);
    const adviser = userByCode(field(ctx, 'adviserCode') ?? '');
    if (!adviser || adviser.systemRole !== 'qyUser') return fail('顾问员工代码不存在');
    if (adviser.comId !== c.comId) return fail('顾问与客户不属于同一机构');
    c.nonVehicleAdviserCode = adviser.userCode;
    moveOpenTasks(ctx, [c.custId], ['6'], adviser.userCode);
    return ok({ custId: c.custId, nonVehicleAdviserCode: adviser.userCode });
  },
  saveProposalLogOnWechat: (ctx) => record(ctx, 'proposalLog'),
  saveClickInfo: (ctx) => record(ctx, 'click'),
  saveBuryingPoint: (ctx) => record(ctx, 'buryingPoint'),
  'wf/queryClientInfo': (ctx) => {
    const db = ctx.state.db;
    const task = field(ctx, 'taskId') ? ownTask(ctx) : undefined;
    if (typeof task === 'string') return oldFail(task);
    const c = customerById(db, task?.custId ?? field(ctx, 'custId'));
    if (!c) return oldFail(NO_CUSTOMER);
    return oldOk({ customer: customerView(c), task: task ? taskView(task) : null, policies: policiesOf(db, c.custId).map(policyView) });
  },
  'wf/queryCarInfo': (ctx) => {
    const db = ctx.state.db;
    const task = field(ctx, 'taskId') ? ownTask(ctx) : undefined;
    if (typeof task === 'string') return oldFail(task);
    const v =
      vehicleByLicenseNo(db, task?.licenseNo ?? field(ctx, 'licenseNo')) ??
      vehicleByFrameNo(db, field(ctx, 'frameNo')) ??
      (task ? vehiclesOf(db, task.custId)[0] : undefined);
    if (!v) return oldFail('未查询到车辆信息');
    if (!lookedUp(ctx, v.custId)) return lookupRefused();
    return oldOk({ vehicle: { ...v }, policies: policiesByLicenseNo(db, v.licenseNo).map(policyView) });
  },
  'wf/quoteQuery': (ctx) => {
    const db = ctx.state.db;
    const task = field(ctx, 'taskId') ? ownTask(ctx) : undefined;
    if (typeof task === 'string') return oldFail(task);
    const plate = task?.licenseNo ?? field(ctx, 'licenseNo');
    if (!plate && !task) return oldFail('请提供任务号或车牌号');
    const list = db.quotations
      .filter((q) => (plate ? q.licenseNo === plate.toUpperCase() : q.custId === task?.custId) && lookedUp(ctx, q.custId))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((q) => ({ ...q, items: q.items.map((k) => ({ ...k })) }));
    return oldOk(paged(ctx, list));
  },
  'wf/queryACRMAllInfo': (ctx) => {
    const db = ctx.state.db;
    const c = customerById(db, field(ctx, 'custId')) ?? customerByIdNumber(db, field(ctx, 'identifyNumber'));
    if (!c) return oldFail(NO_CUSTOMER);
    // By ID number too, the whole record is the caller's customer's only (a custId is checked by the router).
    if (!mayRead(ctx, c)) return lookupRefused();
    const me = callerCode(ctx);
    return oldOk({
      customer: customerView(c),
      vehicles: vehiclesOf(db, c.custId).map((v) => ({ ...v })),
      policies: policiesOf(db, c.custId).map(policyView),
      claims: claimsOf(db, c.custId).map((x) => ({ ...x, nodes: x.nodes.map((n) => ({ ...n })) })),
      tasks: db.tasks.filter((t) => t.custId === c.custId && t.userCode === me).map(taskView),
    });
  },
  'fwdapi/khyx/newFront/common/queryAllActivityNode': (ctx) => {
    const enc = decryptId('piid', field(ctx, 'encryptPiid'));
    const task = taskByPiid(ctx.state.db, enc?.plain ?? field(ctx, 'piid'));
    if (!task) return oldFail('未查询到该流程实例');
    if (!enc) return oldFail('缺少加密流程实例号');
    // Progress from the task: to-do tasks stop at contact (or quote once followed), done ones finish.
    const done = task.taskType === '3' || task.taskType === '7';
    const reached = done ? (task.followStatus === 'mu002' ? 5 : 2) : task.followStatus === '0' ? 1 : 2;
    const followTimes = ctx.state.db.followUps.filter((f) => f.taskId === task.taskId).map((f) => f.createdAt);
    const list = ACTIVITY_NODES.map((n, i) => ({
      nodeCode: n.nodeCode,
      nodeName: n.nodeName,
      status: i < reached ? 'done' : i === reached && !done ? 'current' : 'todo',
      time: i === 0 ? task.createdAt : i < reached ? (followTimes[i - 1] ?? followTimes[followTimes.length - 1] ?? task.createdAt) : null,
    }));
    return oldOk({ piid: task.piid, taskId: task.taskId, list });
  },
};
