import { Type } from 'typebox';
import type { CatalogueEntryInput } from './types';
import { ClaimSchema, CustomerSchema, Nullable, PolicySchema, QuotationSchema, TaskSchema, VehicleSchema } from './customers';
import { Fields, ListOf, Obj, OptStr, Page, Paging, Str } from './schemas';
import { EX } from './examples';

// Spec 001 §7.2: tasks and reservations. The /wecom/fwdapi/ and /wf/ calls answer in the older
// envelope ({ status: 200, msg: 'success', data }); updateNonVehicleAdviser and the logging calls
// in the newer one.


export const ReservationSchema = Obj({
  reservationId: Str('预约 ID'),
  custId: Str(),
  customerName: OptStr(),
  userCode: Str(),
  taskId: Nullable(Str()),
  reserveTime: Str('预约时间'),
  content: Str('预约事项'),
  status: Str('0 待办，1 已完成'),
  createdAt: Str(),
});

export const FollowUpSchema = Obj({
  followId: Str(),
  taskId: Str(),
  custId: Str(),
  userCode: Str(),
  followStatus: Str('FOLLOW_STATUS'),
  reasonCode: Nullable(Str()),
  remark: Str(),
  nextFollowTime: Nullable(Str()),
  createdAt: Str(),
});

const Recorded = Obj({ recorded: Type.Boolean(), id: OptStr() });

// Stable seeded ids (demo/data/seed.ts): the first task of 44010001 is on customer C4400000001.
const CUST = EX.custId;
const TASK = EX.taskId;
const PIID = EX.piid;
const PLATE = EX.licenseNo;

export const entries = [
  {
    path: '/wecom/fwdapi/reservation',
    mutates: true,
    section: '7.2',
    summary: '新建客户预约',
    methods: ['POST'],
    request: Obj({
      custId: Fields.custId,
      taskId: Type.Optional(Fields.taskId),
      reserveTime: Str('预约时间 YYYY-MM-DD HH:mm:ss'),
      content: Str('预约事项'),
    }),
    response: ReservationSchema,
    example: { custId: CUST, taskId: TASK, reserveTime: '2026-11-20 10:00:00', content: '预约到店续保' },
  },
  {
    path: '/wecom/fwdapi/queryReservation',
    section: '7.2',
    summary: '查询我的客户预约',
    methods: ['POST'],
    request: Obj({ custId: Type.Optional(Fields.custId), taskId: Type.Optional(Fields.taskId), status: OptStr('0 待办，1 已完成'), ...Paging }),
    response: Page(ReservationSchema),
    example: { pageNo: 1, pageSize: 10 },
  },
  {
    path: '/wecom/fwdapi/khyx/wf/wftmobileservice/reservationTask.do',
    mutates: true,
    section: '7.2',
    summary: '记录任务跟进并更新跟进状态（mu001 继续跟进 / mu002 成功 / mu003 失败）',
    methods: ['POST'],
    request: Obj({
      taskId: Fields.taskId,
      followStatus: Str('FOLLOW_STATUS：mu001、mu002、mu003'),
      reasonCode: OptStr('跟进原因代码（tradeStatusReason）'),
      remark: OptStr('跟进备注'),
      nextFollowTime: OptStr('下次跟进时间'),
    }),
    response: Obj({ task: TaskSchema, followUp: FollowUpSchema }),
    example: { taskId: TASK, followStatus: 'mu001', remark: '客户考虑中，下周再联系', nextFollowTime: '2026-11-08 10:00:00' },
  },
  {
    // Spec 001 §7.2 records follow-ups (reservationTask.do) but names no call to read them back;
    // the contact screens list the past ones, so the path is our choice.
    path: '/wecom/fwdapi/queryFollowUpRecord',
    ourChoice: true,
    section: '7.2',
    summary: '查询任务或客户的跟进记录（跟进结果、原因、备注，最新在前）',
    methods: ['POST'],
    request: Obj({ taskId: Type.Optional(Fields.taskId), custId: Type.Optional(Fields.custId), ...Paging }),
    response: Page(FollowUpSchema),
    example: { taskId: TASK, pageNo: 1, pageSize: 10 },
  },
  {
    path: '/wecom/fwdapi/updateAdviserByJson',
    mutates: true,
    section: '7.2',
    summary: '变更客户的车险顾问',
    methods: ['POST'],
    request: Obj({
      custId: Type.Optional(Fields.custId),
      custIds: Type.Optional(ListOf(Str())),
      adviserCode: Str('新顾问的员工代码'),
    }),
    response: Obj({ updated: Type.Number(), custIds: ListOf(Str()), adviserCode: Str() }),
    example: { custId: CUST, adviserCode: '44010001' },
  },
  {
    path: '/wecom/api/updateNonVehicleAdviser',
    mutates: true,
    section: '7.2',
    summary: '变更客户的非车顾问',
    methods: ['POST'],
    request: Obj({ custId: Fields.custId, adviserCode: Str('新顾问的员工代码') }),
    response: Obj({ custId: Str(), nonVehicleAdviserCode: Str() }),
    example: { custId: CUST, adviserCode: '44010001' },
  },
  {
    path: '/wecom/api/saveProposalLogOnWechat.do',
    mutates: true,
    section: '7.2',
    summary: '记录企业微信端的投保操作日志',
    methods: ['GET'],
    request: Obj({ proposalNo: OptStr('投保单号'), quotationNo: OptStr('报价单号'), operateType: OptStr('操作类型') }),
    response: Recorded,
    example: { quotationNo: 'Q2026440300000001', operateType: 'share' },
  },
  {
    path: '/wecom/api/saveClickInfo.do',
    mutates: true,
    section: '7.2',
    summary: '记录点击信息',
    methods: ['GET'],
    request: Obj({ clickType: Str('点击类型'), pageName: OptStr(), custId: Type.Optional(Fields.custId), taskId: Type.Optional(Fields.taskId) }),
    response: Recorded,
    example: { clickType: 'callCustomer', pageName: 'contact-customer', custId: CUST },
  },
  {
    path: '/wecom/api/saveBuryingPoint',
    mutates: true,
    section: '7.2',
    summary: '保存埋点事件',
    methods: ['POST'],
    request: Obj({ eventCode: Str('事件代码'), pageName: OptStr(), eventData: Type.Optional(Type.Unknown()) }),
    response: Recorded,
    example: { eventCode: 'task_open', pageName: 'mission-center', eventData: { taskId: TASK } },
  },
  {
    path: '/wecom/api/wf/queryClientInfo.do',
    section: '7.2',
    summary: '工作流：任务客户信息',
    methods: ['POST'],
    request: Obj({ taskId: Type.Optional(Fields.taskId), custId: Type.Optional(Fields.custId) }),
    response: Obj({ customer: CustomerSchema, task: Nullable(TaskSchema), policies: ListOf(PolicySchema) }),
    example: { taskId: TASK },
  },
  {
    path: '/wecom/api/wf/queryCarInfo.do',
    search: true,
    section: '7.2',
    summary: '工作流：任务车辆信息',
    methods: ['POST'],
    request: Obj({ taskId: Type.Optional(Fields.taskId), licenseNo: Type.Optional(Fields.licenseNo), frameNo: Type.Optional(Fields.frameNo) }),
    response: Obj({ vehicle: VehicleSchema, policies: ListOf(PolicySchema) }),
    example: { licenseNo: PLATE },
  },
  {
    path: '/wecom/api/wf/quoteQuery.do',
    search: true,
    section: '7.2',
    summary: '工作流：任务车辆的报价单',
    methods: ['GET'],
    request: Obj({ taskId: Type.Optional(Fields.taskId), licenseNo: Type.Optional(Fields.licenseNo), ...Paging }),
    response: Page(QuotationSchema),
    example: { taskId: TASK },
  },
  {
    path: '/wecom/api/wf/queryACRMAllInfo.do',
    search: true,
    section: '7.2',
    summary: '工作流：客户全量信息（客户、车辆、保单、理赔、任务）',
    methods: ['GET'],
    request: Obj({ custId: Type.Optional(Fields.custId), identifyNumber: OptStr('证件号码') }),
    response: Obj({
      customer: CustomerSchema,
      vehicles: ListOf(VehicleSchema),
      policies: ListOf(PolicySchema),
      claims: ListOf(ClaimSchema),
      tasks: ListOf(TaskSchema),
    }),
    example: { custId: CUST },
  },
  {
    path: '/wecom/fwdapi/khyx/newFront/common/queryAllActivityNode.do',
    section: '7.2',
    summary: '任务流程的全部活动节点（按流程实例 piid）',
    methods: ['GET'],
    request: Obj({ piid: Str('流程实例 ID'), encryptPiid: OptStr('加密流程实例 ID') }),
    response: Obj({
      piid: Str(),
      taskId: Str(),
      list: ListOf(Obj({ nodeCode: Str(), nodeName: Str(), status: Str('done / current / todo'), time: Nullable(Str()) })),
    }),
    example: { piid: PIID },
    prepare: [{ field: 'encryptPiid', from: 'piid', kind: 'piid' }],
  },
] as const satisfies readonly CatalogueEntryInput[];
