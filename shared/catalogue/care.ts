import { Type } from 'typebox';
import { ClaimSchema, Nullable, PolicySchema } from './customers';
import { BlacklistSkipped } from './mass';
import type { CatalogueEntryInput } from './types';
import { ContactPhone, Fields, ListOf, Obj, OptStr, Page, Paging, Str } from './schemas';
import { EX } from './examples';

// Spec 001 §7.4: customer-care messages (CARE_MSG_TYPE: birthday, annual inspection, new-car
// endorsement, claim care, disaster warning, value-added service), each with a send flag that
// sending and the flag updates change (spec 001 §4). All GET except claimBehaviorRecords; newer
// envelope. Answer shapes are not shown by the spec: the fields below are what the demo upstream
// answers, kept open for the real one.

/** The send flag of a care message. */
const SEND_FLAG = Str('发送标志：0 未发送，1 已发送');

export const CareMsgSchema = Obj({
  msgId: Str('关怀消息 ID'),
  msgType: Str('关怀消息类型 CARE_MSG_TYPE'),
  msgTypeName: Str(),
  custId: Fields.custId,
  custName: Str('客户姓名'),
  externalUserId: Nullable(Str('客户的外部联系人 ID')),
  contactAdded: Type.Optional(Type.Boolean({ description: '客户是否已添加员工企业微信（未添加则不能经企业微信发送）' })),
  userCode: Nullable(Str('负责员工（随客户绑定变化）')),
  title: Str('消息标题'),
  content: Str('消息内容'),
  triggerDate: Str('触发日期（生日、年检到期日、出险日期……）'),
  sendFlag: SEND_FLAG,
  sendTime: Nullable(Str('发送时间')),
  sendType: Nullable(Str('发送方式：1 企业微信单聊，2 短信')),
  registNo: Nullable(Str('报案号（理赔关怀）')),
  policyNo: Nullable(Str()),
  licenseNo: Nullable(Str()),
  warningId: Nullable(Str('灾害预警 ID（灾害预警）')),
  historyId: Type.Optional(Str('所在的企业微信群发任务（发送记录 ID，见 queryGroupMsgHistoryById）：灾害预警经企业微信批量发送后、结果返回前')),
  taskStatus: Type.Optional(Str('该群发任务的状态 GROUP_MSG_HISTORY_STATUS：0 待成员确认，1 发送中')),
  createdAt: Str(),
  updatedAt: Str(),
});

export const DisasterWarningSchema = Obj({
  warningId: Str('灾害预警 ID'),
  disasterType: Str('灾害类型：台风、暴雨、寒潮……'),
  level: Str('预警级别'),
  title: Str(),
  area: Str('影响区域'),
  comId: Str('省级机构'),
  publishTime: Str(),
  content: Str('预警内容'),
});

const ClaimManagerSchema = Obj({
  registNo: Str(),
  userCode: Str('理赔顾问员工代码'),
  managerName: Str('理赔顾问姓名'),
  mobile: ContactPhone('理赔顾问的联系电话（向客户展示）'),
  title: Str(),
  comCode: Str(),
  servicePhone: Str('理赔服务电话'),
});

const BehaviorSchema = Obj({
  recordId: Str(),
  registNo: Str(),
  custId: Nullable(Str()),
  behaviorType: Str('行为类型：view 查看，call 拨打电话，send 发送消息，addGroup 建群'),
  remark: Nullable(Str()),
  userCode: Str(),
  createdAt: Str(),
});

const SendResult = Obj({
  msgId: Str(),
  sendFlag: SEND_FLAG,
  sendTime: Nullable(Str()),
  sendType: Nullable(Str()),
});

const MsgIdRequest = Obj({ msgId: Str('关怀消息 ID') });
const RegistRequest = Obj({ registNo: Fields.registNo });

// Stable seeded values (demo/data/seed.ts): customer C4400000001 刘芳 (bound to 44010001) has the
// claim RDAA2026440300000001; care messages are numbered in seed order (demo/handlers/care.ts),
// so CM202600000001 is that claim's care message and ZH2026110101 is Guangdong's typhoon warning.
const CUST = EX.custId;
const REGIST = EX.registNo;
const MSG = 'CM202600000001';
const BIRTHDAY_MSG = 'CM202600000003'; // 胡斌 C4400000003, 12 月 9 日
const BIRTHDAY_MSG_2 = 'CM202600000067'; // C4400000042, 11 月 15 日
const WARNING_MSG = 'CM202600000002'; // 刘芳's typhoon warning
const WARNING = 'ZH2026110101';

export const entries = [
  {
    path: '/wecom/api/queryCustcareMsgList',
    search: true,
    section: '7.4',
    summary: '查询本人的客户关怀消息列表（按类型、发送标志、客户姓名、触发日期）',
    methods: ['GET'],
    request: Obj({
      msgType: OptStr('关怀消息类型 CARE_MSG_TYPE'),
      sendFlag: OptStr('发送标志：0 未发送，1 已发送'),
      custName: OptStr('客户姓名（模糊）'),
      custId: Type.Optional(Fields.custId),
      startDate: OptStr('触发日期起 YYYY-MM-DD'),
      endDate: OptStr('触发日期止 YYYY-MM-DD'),
      ...Paging,
    }),
    response: Obj({
      ...Page(CareMsgSchema).properties,
      unSentCount: Type.Number({ description: '筛选结果中未发送的条数' }),
    }),
    example: { msgType: '0', pageNo: 1, pageSize: 10 },
  },
  {
    path: '/wecom/api/queryCustcareMsgById',
    section: '7.4',
    summary: '按 ID 查询关怀消息详情',
    methods: ['GET'],
    request: MsgIdRequest,
    response: CareMsgSchema,
    example: { msgId: MSG },
  },
  {
    path: '/wecom/api/queryCustcareMsgByRegistNo',
    section: '7.4',
    summary: '按报案号查询理赔关怀消息（含案件概况与理赔行为记录）',
    methods: ['GET'],
    request: RegistRequest,
    response: Obj({
      ...CareMsgSchema.properties,
      claim: ClaimSchema,
      behaviors: ListOf(BehaviorSchema, '理赔行为记录（claimBehaviorRecords）'),
    }),
    example: { registNo: REGIST },
  },
  {
    path: '/wecom/api/sendCustcareMsg',
    mutates: true,
    section: '7.4',
    summary: '发送关怀消息（发送标志置为已发送；再次发送更新发送时间）',
    methods: ['GET'],
    request: Obj({ msgId: Str('关怀消息 ID'), sendType: OptStr('发送方式：1 企业微信单聊（默认），2 短信') }),
    response: SendResult,
    example: { msgId: BIRTHDAY_MSG },
  },
  {
    path: '/wecom/api/sendCustcareMsgByRegistNo',
    mutates: true,
    section: '7.4',
    summary: '按报案号发送理赔关怀消息',
    methods: ['GET'],
    request: Obj({ registNo: Fields.registNo, sendType: OptStr('发送方式：1 企业微信单聊（默认），2 短信') }),
    response: Obj({ ...SendResult.properties, registNo: Str() }),
    example: { registNo: REGIST },
  },
  {
    path: '/wecom/api/modifyCustcareMsg',
    mutates: true,
    section: '7.4',
    summary: '修改未发送关怀消息的内容',
    methods: ['GET'],
    request: Obj({ msgId: Str('关怀消息 ID'), content: Str('新的消息内容'), title: OptStr('新的标题') }),
    response: CareMsgSchema,
    example: { msgId: BIRTHDAY_MSG_2, content: '您好！今天是您的生日，张伟祝您生日快乐，新的一岁平安顺遂、出行无忧！' },
  },
  {
    path: '/wecom/api/updateCareMsgSendFlag',
    mutates: true,
    section: '7.4',
    summary: '更新关怀消息的发送标志（客户端经企业微信发出后回写）',
    methods: ['GET'],
    request: Obj({ msgId: Str('关怀消息 ID'), sendFlag: Str('0 未发送，1 已发送'), sendType: OptStr('发送方式') }),
    response: SendResult,
    example: { msgId: WARNING_MSG, sendFlag: '1' },
  },
  {
    path: '/wecom/api/updateCareMsgSendFlagByRegistNo',
    mutates: true,
    section: '7.4',
    summary: '按报案号更新理赔关怀消息的发送标志',
    methods: ['GET'],
    request: Obj({ registNo: Fields.registNo, sendFlag: Str('0 未发送，1 已发送'), sendType: OptStr('发送方式') }),
    response: Obj({ ...SendResult.properties, registNo: Str() }),
    example: { registNo: REGIST, sendFlag: '1' },
  },
  {
    path: '/wecom/api/refreshBingOnCareMsg',
    mutates: true,
    section: '7.4',
    summary: '客户绑定后，把其关怀消息归到绑定员工名下',
    methods: ['GET'],
    request: Obj({ custId: Fields.custId }),
    response: Obj({ custId: Str(), userCode: Nullable(Str()), count: Type.Number({ description: '更新的消息条数' }) }),
    example: { custId: CUST },
  },
  {
    path: '/wecom/api/refreshUnBingOnCareMsg',
    mutates: true,
    section: '7.4',
    summary: '客户解绑后，把其未发送的关怀消息从员工名下移除',
    methods: ['GET'],
    request: Obj({ custId: Fields.custId }),
    response: Obj({ custId: Str(), userCode: Nullable(Str()), count: Type.Number({ description: '更新的消息条数' }) }),
    example: { custId: CUST },
  },
  {
    path: '/wecom/api/queryFirstAccidentCareMsg',
    section: '7.4',
    summary: '出险首次关怀消息（案件进度与理赔顾问）',
    methods: ['GET'],
    request: RegistRequest,
    response: Obj({
      registNo: Str(),
      custId: Str(),
      custName: Str(),
      licenseNo: Nullable(Str()),
      accidentDate: Str(),
      statusName: Str(),
      msgId: Nullable(Str('对应的理赔关怀消息')),
      sendFlag: SEND_FLAG,
      content: Str('首次关怀话术'),
      claimManager: ClaimManagerSchema,
    }),
    example: { registNo: REGIST },
  },
  {
    path: '/wecom/api/queryDisasterWarningMsgDetailList',
    section: '7.4',
    summary: '灾害预警消息明细（按预警 ID、发送标志），附本机构的预警列表',
    methods: ['GET'],
    request: Obj({ warningId: OptStr('灾害预警 ID'), sendFlag: OptStr('0 未发送，1 已发送'), ...Paging }),
    response: Obj({
      ...Page(CareMsgSchema).properties,
      warnings: ListOf(DisasterWarningSchema, '本机构的灾害预警'),
    }),
    example: { warningId: WARNING, pageNo: 1, pageSize: 10 },
  },
  {
    path: '/wecom/api/sendDisasterWarningMsg',
    mutates: true,
    section: '7.4',
    summary: '发送灾害预警消息（某预警下本人未发送的全部，或指定消息）：短信即发；企业微信则创建群发任务，待成员在企业微信中确认后发出，结果陆续返回',
    methods: ['GET'],
    request: Obj({
      warningId: Str('灾害预警 ID'),
      msgIds: OptStr('指定消息 ID，逗号分隔；不传则发送全部未发送的'),
      sendType: OptStr('发送方式：1 企业微信单聊（默认），2 短信'),
    }),
    response: Obj({
      warningId: Str(),
      sentCount: Type.Number({ description: '已发出的条数（企业微信群发任务刚创建时为 0）' }),
      skippedCount: Type.Number({ description: '未发出的条数：消息黑名单跳过，或企业微信无法送达（客户未添加企业微信）' }),
      sendTime: Str('提交时间'),
      msgIds: ListOf(Str(), '本次发送（短信）或提交到企业微信群发任务的消息'),
      historyId: Type.Optional(Nullable(Str('企业微信群发任务的发送记录 ID（queryGroupMsgHistoryById、queryGroupMsgSendCustListById 查看进度）；短信发送为 null'))),
      status: Type.Optional(Nullable(Str('群发任务状态 GROUP_MSG_HISTORY_STATUS：0 待成员确认，1 发送中，2 已完成；短信发送为 null'))),
      blacklistSkipped: BlacklistSkipped,
    }),
    example: { warningId: WARNING },
  },
  {
    path: '/wecom/api/getPolicyListByRegistNo',
    section: '7.4',
    summary: '按报案号查询案件保单及同车保单',
    methods: ['GET'],
    request: RegistRequest,
    response: Obj({ registNo: Str(), custId: Str(), list: ListOf(PolicySchema) }),
    example: { registNo: REGIST },
  },
  {
    path: '/wecom/api/getClaimManager',
    section: '7.4',
    summary: '按报案号查询理赔顾问',
    methods: ['GET'],
    request: RegistRequest,
    response: ClaimManagerSchema,
    example: { registNo: REGIST },
  },
  {
    path: '/wecom/api/claimBehaviorRecords',
    mutates: true,
    section: '7.4',
    summary: '记录员工对理赔案件的服务行为（查看、致电、发消息、建群）',
    methods: ['POST'],
    request: Obj({
      registNo: Fields.registNo,
      behaviorType: Str('view 查看，call 拨打电话，send 发送消息，addGroup 建群'),
      remark: OptStr('备注'),
    }),
    response: Obj({ recorded: Type.Boolean(), recordId: Str(), total: Type.Number({ description: '该案件的行为记录数' }) }),
    example: { registNo: REGIST, behaviorType: 'call', remark: '已致电客户告知定损进度' },
  },
] as const satisfies readonly CatalogueEntryInput[];
