import { Type } from 'typebox';
import { MASS_SEND_TIMEOUT_MS } from '../domain/constants';
import { Nullable } from './customers';
import { inProvince } from './caller';
import type { CatalogueEntryInput } from './types';
import { Fields, ListOf, Obj, OptStr, Page, Paging, Str } from './schemas';
import { EX } from './examples';

// Spec 001 §7.5: mass (group) messages, renewal reminders, message blacklists and the marketing
// activities under /mc/wechat/custCareMarketing/. A message is saved as a draft (saveGroupMsg),
// then sent to its customer list by sendTaskGroupMsg (10 min timeout) as WeCom makes server-side
// mass sends: a WeCom mass-send task (群发助手, add_msg_template) that the staff member confirms
// in WeCom; only then does it go out, to each customer within WeCom's limit of one mass message
// per customer per day, and the results arrive later. The send record says which: 0 待成员确认,
// 1 发送中, 2 已完成 (GROUP_MSG_HISTORY_STATUS), each customer 0 待发送, 1 已发送, 2 发送失败,
// 3 黑名单跳过, 4 超出群发上限 (GROUP_MSG_SEND_STATUS). Newer envelope throughout. Answer shapes
// are not shown by the spec (nor these status codes: spec 000 §4): the fields below are what the
// demo upstream answers.

const Num = (description?: string) => Type.Number(description ? { description } : {});
const OptCustIds = Type.Optional(ListOf(Str(), '客户 ID 列表'));

export const MediaSchema = Obj({
  type: Str('image 图片，link 链接，miniprogram 小程序'),
  mediaId: Type.Optional(Str()),
  url: Type.Optional(Str()),
  title: Type.Optional(Str()),
});

export const GroupMsgSchema = Obj({
  groupMsgId: Str('群发消息 ID'),
  msgType: Str('群发消息类型 GROUP_MSG_TYPE'),
  msgTypeName: Str(),
  filterType: Str('创建方 GROUP_MSG_FILTER_TYPE：0 管理员，1 业务员，2 系统'),
  filterTypeName: Str(),
  title: Str(),
  content: Str(),
  mediaList: ListOf(MediaSchema),
  custIds: ListOf(Str(), '发送客户'),
  custCount: Num(),
  status: Str('GROUP_MSG_STATUS：0 草稿，1 发送中，2 已完成，3 待成员确认（已提交企业微信群发任务）'),
  statusName: Str(),
  userCode: Str(),
  batchNo: Nullable(Str('续保提醒批次号')),
  createdAt: Str(),
  updatedAt: Str(),
});

export const GroupMsgHistorySchema = Obj({
  historyId: Str('发送记录 ID'),
  groupMsgId: Nullable(Str()),
  taskId: Nullable(Str('关联任务')),
  batchNo: Nullable(Str()),
  msgType: Str('GROUP_MSG_TYPE'),
  msgTypeName: Str(),
  filterType: Str('GROUP_MSG_FILTER_TYPE'),
  filterTypeName: Str(),
  title: Str(),
  content: Str(),
  userCode: Str(),
  creatorName: Str('创建人'),
  status: Str('GROUP_MSG_HISTORY_STATUS：0 待成员确认（企业微信群发任务待成员在企业微信中确认，尚未发出），1 发送中（已确认，结果陆续返回），2 已完成'),
  statusName: Str(),
  total: Num('发送客户数'),
  sentCount: Num('已发送'),
  failCount: Num('发送失败'),
  skippedCount: Num('黑名单跳过'),
  overLimitCount: Num('超出群发上限（客户当天已收到过企业的群发消息）'),
  createdAt: Str('创建群发任务的时间'),
  confirmedAt: Nullable(Str('成员在企业微信中确认发送的时间；未确认为 null')),
  finishedAt: Nullable(Str()),
});

export const SendCustSchema = Obj({
  custId: Fields.custId,
  custName: Str(),
  externalUserId: Nullable(Str()),
  licenseNo: Nullable(Str()),
  sendStatus: Str('GROUP_MSG_SEND_STATUS：0 待发送，1 已发送，2 发送失败，3 黑名单跳过，4 超出群发上限'),
  sendStatusName: Str(),
  sendTime: Nullable(Str()),
  failReason: Nullable(Str()),
  content: OptStr('该客户收到的内容（占位符已按客户填入）'),
});

const RenewalCustSchema = Obj({
  custId: Fields.custId,
  custName: Str(),
  externalUserId: Nullable(Str()),
  policyNo: Str(),
  riskName: Str(),
  licenseNo: Nullable(Str()),
  endDate: Str('终保日期'),
  daysLeft: Num('距到期天数'),
  premium: Type.Union([Type.String(), Type.Number()]),
  inBlackList: Type.Boolean(),
});

const RenewalBatchSchema = Obj({
  batchNo: Str(),
  batchName: Str(),
  startDate: Str('终保日期起'),
  endDate: Str('终保日期止'),
  custCount: Num(),
  groupMsgId: Nullable(Str('已生成的续保提醒消息')),
});

const BlackListItemSchema = Obj({
  custId: Fields.custId,
  custName: Str(),
  reason: Nullable(Str('加入原因')),
  operatorCode: Str('操作员工'),
  operatorName: Type.Optional(Nullable(Str('操作员工姓名'))),
  createdAt: Str(),
});

const BlackListConfigSchema = Obj({
  comCode: Str('机构代码'),
  enable: Str('1 启用黑名单拦截，0 停用'),
  msgTypes: ListOf(Str(), '黑名单拦截的群发消息类型 GROUP_MSG_TYPE'),
  autoBlockComplaint: Str('1 有未办结投诉的客户自动跳过'),
  remark: Str(),
  updatedBy: Nullable(Str()),
  updatedAt: Nullable(Str()),
});

const ActivitySendSchema = Obj({
  batchNo: Str(),
  custId: Str(),
  sent: Type.Boolean(),
  sendType: Nullable(Str('1 企业微信单聊，2 短信')),
  sentTime: Nullable(Str()),
});

const ActivitySchema = Obj({
  batchNo: Str('活动批次号'),
  activityName: Str(),
  msgType: Str('GROUP_MSG_TYPE'),
  msgTypeName: Str(),
  content: Str('活动话术'),
  posterUrl: Str(),
  startDate: Str(),
  endDate: Str(),
  status: Str('1 进行中，2 已结束'),
  custCount: Num(),
  sentCount: Num(),
  custList: ListOf(Obj({ custId: Str(), custName: Str(), licenseNo: Nullable(Str()), sent: Type.Boolean(), sendType: Nullable(Str()), sentTime: Nullable(Str()) })),
});

const ActivitySendResult = Obj({ ...ActivitySendSchema.properties, content: Str('发送的内容'), link: Str('投保链接') });

// Stable seeded values (demo/data/seed.ts and demo/handlers/mass.ts): 44010001's first task is on
// customer C4400000001 刘芳; customers C4400000001 and C4400000003 are bound to 44010001.
const TASK = EX.taskId;
const CUST = EX.custId;
const CUST2 = EX.custIdBound2;
const HISTORY = 'GH202600000001';
const DRAFT = 'GM202600000001';
const RENEWAL_BATCH = 'XB2026114401000103';
const ACTIVITY = 'MA2026110001';

/** Added by the BFF to a bulk send's answer: the customers it left out because they are on the message blacklist. */
export const BlacklistSkipped = Type.Optional(ListOf(Obj({ custId: Str(), custName: Str() }), 'BFF 补充：因在消息黑名单中而未发送的客户（批量发送时）'));

export const entries = [
  // ── Group messages ─────────────────────────────────────────────────────────
  {
    path: '/wecom/api/saveGroupMsg.do',
    mutates: true,
    section: '7.5',
    summary: '保存群发消息草稿（类型、内容、客户列表）',
    methods: ['POST'],
    request: Obj({
      groupMsgId: OptStr('传入则更新该草稿'),
      msgType: Str('群发消息类型 GROUP_MSG_TYPE'),
      title: OptStr('标题'),
      content: Str('消息内容'),
      custIds: ListOf(Str(), '发送客户'),
      mediaList: Type.Optional(ListOf(MediaSchema)),
      filterType: OptStr('创建方 GROUP_MSG_FILTER_TYPE，默认 1 业务员'),
    }),
    response: Obj({ ...GroupMsgSchema.properties, blacklistSkipped: BlacklistSkipped }),
    example: {
      msgType: '2',
      title: '车险续保优惠提醒',
      content: '{客户称谓}您好，您的爱车{车牌号}车险即将到期，现在续保可享专属优惠，详询{业务员姓名}。',
      custIds: [CUST, CUST2],
    },
  },
  {
    path: '/wecom/api/sendTaskGroupMsg.do',
    mutates: true,
    section: '7.5',
    summary: '群发消息：创建企业微信群发任务（待成员在企业微信中确认后发出，每位客户每天最多 1 条），答复发送记录（最长 10 分钟）',
    methods: ['POST'],
    request: Obj({
      taskGroupMsgHistory: Obj({
        taskId: Fields.taskId,
        encryptTaskId: Type.Optional(Fields.encryptTaskId),
        groupMsgId: OptStr('要发送的草稿；不传则用下列内容'),
        msgType: OptStr('GROUP_MSG_TYPE'),
        title: OptStr(),
        content: OptStr(),
      }),
      custIds: OptCustIds,
    }),
    response: Obj({ ...GroupMsgHistorySchema.properties, blacklistSkipped: BlacklistSkipped }),
    example: {
      taskGroupMsgHistory: { taskId: TASK, msgType: '2', title: '车险续保提醒', content: '{客户称谓}您好，您的车险即将到期，请及时续保。' },
      custIds: [CUST, CUST2],
    },
    timeoutMs: MASS_SEND_TIMEOUT_MS,
    prepare: [{ field: 'taskGroupMsgHistory.encryptTaskId', from: 'taskGroupMsgHistory.taskId', kind: 'taskId' }],
  },
  {
    path: '/wecom/api/queryTaskGroupMsgHistory.do',
    section: '7.5',
    summary: '查询任务的群发发送记录（含进度）',
    methods: ['POST'],
    request: Obj({
      taskId: Type.Optional(Fields.taskId),
      historyId: OptStr('发送记录 ID'),
      groupMsgId: OptStr(),
      ...Paging,
    }),
    response: Page(GroupMsgHistorySchema),
    example: { taskId: TASK, pageNo: 1, pageSize: 10 },
  },
  {
    path: '/wecom/api/queryGroupMsgHistoryList.do',
    section: '7.5',
    summary: '群发记录列表（按创建方 0 管理员 / 1 业务员 / 2 系统、类型、状态）',
    methods: ['GET'],
    request: Obj({
      filterType: OptStr('GROUP_MSG_FILTER_TYPE'),
      msgType: OptStr('GROUP_MSG_TYPE'),
      status: OptStr('GROUP_MSG_HISTORY_STATUS：0 待成员确认，1 发送中，2 已完成'),
      ...Paging,
    }),
    response: Page(GroupMsgHistorySchema),
    example: { filterType: '0', pageNo: 1, pageSize: 10 },
  },
  {
    path: '/wecom/api/queryGroupMsgHistoryById.do',
    section: '7.5',
    summary: '群发记录详情（发送进度）',
    methods: ['GET'],
    request: Obj({ historyId: Str('发送记录 ID') }),
    response: GroupMsgHistorySchema,
    example: { historyId: HISTORY },
  },
  {
    path: '/wecom/api/queryGroupMsgSendCustListById.do',
    section: '7.5',
    summary: '群发记录的发送客户列表（按发送状态）',
    methods: ['GET'],
    request: Obj({ historyId: Str('发送记录 ID'), sendStatus: OptStr('GROUP_MSG_SEND_STATUS：0 待发送，1 已发送，2 发送失败，3 黑名单跳过，4 超出群发上限'), ...Paging }),
    response: Obj({ ...Page(SendCustSchema).properties, historyId: Str() }),
    example: { historyId: HISTORY, pageNo: 1, pageSize: 20 },
  },
  {
    path: '/wecom/api/queryUnSendNumbers.do',
    section: '7.5',
    summary: '待发送数量（草稿、待成员确认及发送中的客户数）与合并发送开关',
    methods: ['GET'],
    request: Obj({ msgType: OptStr('GROUP_MSG_TYPE') }),
    response: Obj({
      unSendNumbers: Num('待发送客户数合计'),
      draftCount: Num('草稿条数'),
      draftCustCount: Num('草稿中的客户数'),
      confirmCount: Num('待成员确认的群发任务数'),
      confirmCustCount: Num('待成员确认的群发任务中的客户数'),
      sendingCustCount: Num('发送中尚未发出的客户数'),
      mergeSendEnable: Str('合并发送开关：1 开，0 关'),
    }),
    example: {},
  },
  {
    path: '/wecom/api/saveSendHistory.do',
    mutates: true,
    section: '7.5',
    summary: '保存客户端已发出的群发记录（经企业微信发给所选客户后回写）',
    methods: ['GET'],
    request: Obj({
      groupMsgId: Str('已发送的草稿'),
      custIds: OptStr('实际发出的客户，逗号分隔；不传为草稿的全部客户'),
      sendStatus: OptStr('1 已发送（默认），2 发送失败'),
    }),
    response: Obj({ ...GroupMsgHistorySchema.properties, blacklistSkipped: BlacklistSkipped }),
    example: { groupMsgId: DRAFT, custIds: CUST },
  },
  {
    path: '/wecom/api/saveMergeSendEnable',
    mutates: true,
    section: '7.5',
    summary: '设置合并发送开关（同一客户的多条消息合并发送）',
    methods: ['POST'],
    request: Obj({ mergeSendEnable: Str('1 开，0 关') }),
    response: Obj({ userCode: Str(), mergeSendEnable: Str(), updatedAt: Str() }),
    example: { mergeSendEnable: '1' },
  },

  // ── Renewal reminders ──────────────────────────────────────────────────────
  {
    path: '/wecom/api/findRenewalReminderCustListByBatchNo.do',
    section: '7.5',
    summary: '续保提醒批次的客户（保单即将到期）',
    methods: ['POST'],
    request: Obj({ batchNo: Str('续保提醒批次号'), ...Paging }),
    response: Obj({ ...Page(RenewalCustSchema).properties, batch: RenewalBatchSchema }),
    example: { batchNo: RENEWAL_BATCH, pageNo: 1, pageSize: 20 },
  },
  {
    path: '/wecom/api/queryRenewalReminderBatchList',
    ourChoice: true,
    section: '7.5',
    summary: '我的续保提醒批次（最新在前，含到期客户），续保通知群发从中选择批次',
    methods: ['GET'],
    request: Obj({ ...Paging }),
    response: Page(Obj({ ...RenewalBatchSchema.properties, custNames: ListOf(Str(), '前几位到期客户'), firstEndDate: Nullable(Str('最早的终保日期')) })),
    example: { pageNo: 1, pageSize: 10 },
  },
  {
    path: '/wecom/api/createRenewalReminderMsg.do',
    mutates: true,
    section: '7.5',
    summary: '按批次生成续保提醒群发消息（草稿，类型 6）',
    methods: ['POST'],
    request: Obj({
      batchNo: Str('续保提醒批次号'),
      custIds: OptCustIds,
      content: OptStr('话术模板，可含 {客户称谓}{车牌号}{到期日}{业务员姓名}'),
    }),
    response: Obj({ ...GroupMsgSchema.properties, blacklistSkipped: BlacklistSkipped }),
    example: { batchNo: RENEWAL_BATCH },
  },

  // ── Message blacklists ─────────────────────────────────────────────────────
  {
    path: '/wecom/api/updateMsgBlackList.do',
    mutates: true,
    section: '7.5',
    summary: '把客户加入或移出消息黑名单',
    methods: ['GET', 'POST'],
    request: Obj({ custId: Fields.custId, operateType: Str('1 加入，0 移出'), reason: OptStr('加入原因') }),
    response: Obj({ custId: Str(), custName: Str(), inBlackList: Type.Boolean(), reason: Nullable(Str()), updatedAt: Str() }),
    example: { custId: CUST2, operateType: '1', reason: '客户要求不再接收营销消息' },
  },
  {
    path: '/wecom/api/getInMsgBlackList.do',
    search: true,
    section: '7.5',
    summary: '消息黑名单列表，或某客户是否在黑名单中',
    methods: ['GET', 'POST'],
    request: Obj({ custId: Type.Optional(Fields.custId), custName: OptStr('客户姓名（模糊）'), ...Paging }),
    response: Obj({ ...Page(BlackListItemSchema).properties, inBlackList: Type.Optional(Type.Boolean({ description: '传 custId 时：是否在黑名单中' })) }),
    example: { pageNo: 1, pageSize: 10 },
  },
  {
    path: '/wecom/api/querySendMsgBlackListConfig',
    caller: { comCode: inProvince() },
    section: '7.5',
    summary: '查询本机构的发送黑名单配置',
    methods: ['GET', 'POST'],
    request: Obj({ comCode: Type.Optional(Fields.comCode) }),
    response: BlackListConfigSchema,
    example: {},
  },
  {
    path: '/wecom/api/addOrUpdateSendMsgBlackListConfig',
    // The caller's own branch; another branch of the province only with the enterprise-config permission.
    caller: { comCode: inProvince('comCode', 'enterpriseConfig') },
    mutates: true,
    section: '7.5',
    summary: '新增或更新发送黑名单配置',
    methods: ['GET', 'POST'],
    request: Obj({
      comCode: Type.Optional(Fields.comCode),
      enable: Str('1 启用，0 停用'),
      msgTypes: Type.Optional(Type.Union([Str('逗号分隔'), ListOf(Str())], { description: '拦截的群发消息类型 GROUP_MSG_TYPE' })),
      autoBlockComplaint: OptStr('1 有未办结投诉的客户自动跳过'),
      remark: OptStr(),
    }),
    response: BlackListConfigSchema,
    example: { enable: '1', msgTypes: '0,2,3,5', autoBlockComplaint: '0', remark: '营销类消息拦截黑名单客户' },
  },

  // ── Marketing activities ───────────────────────────────────────────────────
  {
    path: '/wecom/api/mc/wechat/custCareMarketing/queryMarketingActivityList',
    ourChoice: true,
    section: '7.5',
    summary: '我的营销任务：进行中与已结束的营销活动，各自的目标客户数与已发送数（结束早的在前）',
    methods: ['GET'],
    request: Obj({ status: OptStr('1 进行中，2 已结束；缺省为全部') }),
    response: Obj({
      list: ListOf(
        Obj({
          batchNo: Str('活动批次号'),
          activityName: Str(),
          msgType: Str('GROUP_MSG_TYPE'),
          msgTypeName: Str(),
          startDate: Str(),
          endDate: Str(),
          status: Str('1 进行中，2 已结束'),
          custCount: Num(),
          sentCount: Num(),
        }),
      ),
    }),
    example: {},
  },
  {
    path: '/wecom/api/mc/wechat/custCareMarketing/getMarketingActivityDetail',
    section: '7.5',
    summary: '营销活动详情（含本人的目标客户及发送情况）',
    methods: ['GET'],
    request: Obj({ batchNo: Str('活动批次号') }),
    response: ActivitySchema,
    example: { batchNo: ACTIVITY },
  },
  {
    path: '/wecom/api/mc/wechat/custCareMarketing/getMarketingActivityShareInsureLink',
    section: '7.5',
    summary: '营销活动的分享投保链接',
    methods: ['GET'],
    request: Obj({ batchNo: Str('活动批次号'), custId: Type.Optional(Fields.custId) }),
    response: Obj({ batchNo: Str(), custId: Nullable(Str()), link: Str(), shortLink: Str(), expireTime: Str() }),
    example: { batchNo: ACTIVITY, custId: CUST },
  },
  {
    path: '/wecom/api/mc/wechat/custCareMarketing/checkSentMarketingActivitySingleByBatchNo',
    section: '7.5',
    summary: '检查营销活动是否已发给客户（不传客户则统计本人的发送数）',
    methods: ['GET'],
    request: Obj({ batchNo: Str('活动批次号'), custId: Type.Optional(Fields.custId) }),
    response: Obj({
      batchNo: Str(),
      custId: Nullable(Str()),
      sent: Type.Boolean(),
      sendType: Nullable(Str()),
      sentTime: Nullable(Str()),
      sentCount: Num(),
      total: Num(),
    }),
    example: { batchNo: ACTIVITY, custId: CUST },
  },
  {
    path: '/wecom/api/mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNo',
    mutates: true,
    section: '7.5',
    summary: '向单个客户发送营销活动（企业微信单聊）',
    methods: ['POST'],
    request: Obj({ batchNo: Str('活动批次号'), custId: Fields.custId }),
    response: ActivitySendResult,
    example: { batchNo: ACTIVITY, custId: CUST },
  },
  {
    path: '/wecom/api/mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNoAndSendType',
    mutates: true,
    section: '7.5',
    summary: '按发送方式向单个客户发送营销活动（1 企业微信单聊，2 短信）',
    methods: ['POST'],
    request: Obj({ batchNo: Str('活动批次号'), custId: Fields.custId, sendType: Str('1 企业微信单聊，2 短信') }),
    response: ActivitySendResult,
    example: { batchNo: ACTIVITY, custId: CUST, sendType: '2' },
  },
] as const satisfies readonly CatalogueEntryInput[];
