// Every enumeration of spec 000 §3 and spec 001 §9, each defined once, with Chinese labels.
// Keys are the wire codes exactly as the upstream sends them (strings, leading zeros kept).

/** Gender as carried on customer records (spec 000 §3). */
export const GENDER = { '0': '未知', '1': '男', '2': '女', '9': '未说明' } as const;
export type Gender = keyof typeof GENDER;

/** Gender in list filters uses a different coding: 0 female, 1 male (spec 000 §3). */
export const FILTER_GENDER = { '0': '女', '1': '男' } as const;
export type FilterGender = keyof typeof FILTER_GENDER;

/** Follow-up status of a task or customer. */
export const FOLLOW_STATUS = { mu001: '继续跟进', mu002: '跟进成功', mu003: '跟进失败', '0': '未跟进' } as const;
export type FollowStatus = keyof typeof FOLLOW_STATUS;

/** Customer status. */
export const CUSTOMER_STATUS = { '-1': '不明确', '01': '在保', '02': '潜在', '03': '脱保', '99': '其他' } as const;
export type CustomerStatus = keyof typeof CUSTOMER_STATUS;

/** Where a customer binding came from. */
export const BINDING_SOURCE = { '1': '营销任务', '8': '非车客户', '4': '车险跟踪', '5': '投保单' } as const;
export type BindingSource = keyof typeof BINDING_SOURCE;

/** What pushed a contact-customer page (to-do task or Kafka payment notice). */
export const PUSH_SOURCE = { todoTask: '待办任务', kafkaPayment: '缴费通知' } as const;
export type PushSource = keyof typeof PUSH_SOURCE;

/** Task type. */
export const TASK_TYPE = { '2': '待办', '3': '已办', '6': '非车待办', '7': '非车已办' } as const;
export type TaskType = keyof typeof TASK_TYPE;

/** Who created a group message, as a list filter. */
export const GROUP_MSG_FILTER_TYPE = { '0': '管理员', '1': '业务员', '2': '系统' } as const;
export type GroupMsgFilterType = keyof typeof GROUP_MSG_FILTER_TYPE;

/** Group (mass) message type; 4 is not used by the spec. */
export const GROUP_MSG_TYPE = {
  '0': '销售',
  '1': '关怀',
  '2': '车险营销',
  '3': '非车营销',
  '5': '节日',
  '6': '续保提醒',
} as const;
export type GroupMsgType = keyof typeof GROUP_MSG_TYPE;

/** Customer-care message type. */
export const CARE_MSG_TYPE = {
  '0': '生日关怀',
  '1': '年检提醒',
  '2': '新车批改',
  '3': '理赔关怀',
  '4': '灾害预警',
  '5': '增值服务',
} as const;
export type CareMsgType = keyof typeof CARE_MSG_TYPE;

/** Whether a customer currently holds a policy in force. */
export const IN_FORCE_STATUS = { '0': '未在保', '1': '在保' } as const;
export type InForceStatus = keyof typeof IN_FORCE_STATUS;

/** Check-quotation type. */
export const CHECK_QUOTATION_TYPE = { '1': '报价', '2': '服务经理' } as const;
export type CheckQuotationType = keyof typeof CHECK_QUOTATION_TYPE;

/** Certificate (ID document) types. */
export const ID_TYPE = {
  '01': '居民身份证',
  '02': '居民户口簿',
  '03': '护照',
  '04': '军官证',
  '05': '驾驶证',
  '06': '回乡证',
  '07': '港澳身份证',
  '08': '工号',
  '09': '台胞证',
  '10': '港澳通行证',
  '15': '士兵证',
  '16': '外国人永久居留身份证',
  '17': '港澳台居民居住证',
  '21': '外国护照',
  '25': '港澳居民来往内地通行证',
  '26': '台湾居民来往大陆通行证',
  '99': '其他',
} as const;
export type IdType = keyof typeof ID_TYPE;
/** The only ID type the mainland ID-card validator applies to. */
export const ID_TYPE_ID_CARD: IdType = '01';

/** Areas of expertise of a manager or advisor (business card). */
export const EXPERTISE_AREA = {
  '1': '车险',
  '2': '农险',
  '3': '理赔',
  '4': '家财险',
  '5': '企财险',
  '6': '意外险',
  '7': '健康险',
} as const;
export type ExpertiseArea = keyof typeof EXPERTISE_AREA;

/** AI model behind the intelligent assistant. */
export const AI_MODEL = { bigModel: '大模型', knowledgeBase: '知识库' } as const;
export type AiModel = keyof typeof AI_MODEL;
/** Used when not logged in or when the choice cannot be queried (spec 000 §4). */
export const DEFAULT_AI_MODEL: AiModel = 'knowledgeBase';

/** Signed-in user's system role (spec 000 §3, §6). */
export const SYSTEM_ROLE = { qyUser: '企业内部用户', externalUser: '外部客户' } as const;
export type SystemRole = keyof typeof SYSTEM_ROLE;

/** The appType query parameter (spec 000 §3). */
export const APP_TYPE = { '1': '省级原生微信', '2': '总部企业微信' } as const;
export type AppType = keyof typeof APP_TYPE;

/** Trade status reason types from tradeStatusReason.do, and the follow-up status each maps to. */
export const TRADE_STATUS_REASON_TYPE = {
  NoteTypeFollow: 'mu001',
  NoteTypeSucces: 'mu002', // sic: the upstream spells it without the second "s"
  NoteTypeFail: 'mu003',
} as const satisfies Record<string, FollowStatus>;
export type TradeStatusReasonType = keyof typeof TRADE_STATUS_REASON_TYPE;

/** The follow-up status a reason type belongs to, or null for an unknown type. */
export function followStatusOfReasonType(codeType: string | null | undefined): FollowStatus | null {
  return has(TRADE_STATUS_REASON_TYPE, codeType) ? TRADE_STATUS_REASON_TYPE[codeType] : null;
}

/** The reason type for a follow-up status (the inverse mapping), or null for '0' and unknown codes. */
export function reasonTypeOfFollowStatus(status: string | null | undefined): TradeStatusReasonType | null {
  for (const [type, code] of Object.entries(TRADE_STATUS_REASON_TYPE)) {
    if (code === status) return type as TradeStatusReasonType;
  }
  return null;
}

type Table = Readonly<Record<string, string>>;

/** True when code is one of the table's own keys (never an inherited one such as "toString"). */
export function has<T extends Table>(table: T, code: unknown): code is keyof T & string {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(table, code);
}

/** The Chinese label of a code, or the fallback for a missing or unknown code. Numbers are accepted (1 → '1'). */
export function labelOf<T extends Table>(table: T, code: string | number | null | undefined, fallback = '—'): string {
  const key = typeof code === 'number' ? String(code) : code;
  return has(table, key) ? (table[key] ?? fallback) : fallback;
}

/** A table as select options, in the table's key order. */
export function optionsOf<T extends Table>(table: T): Array<{ value: keyof T & string; label: string }> {
  return Object.entries(table).map(([value, label]) => ({ value: value as keyof T & string, label }));
}

// Codes the spec leaves unshown, chosen by this project (spec 000 §4: statuses not shown).

/** Scenes of the sales scripts (话术). */
export const SALES_PITCH_SCENE = {
  renewal: '续保提醒',
  inspection: '年检提醒',
  claim: '理赔关怀',
  nonVehicle: '非车推荐',
  birthday: '生日祝福',
} as const;
export type SalesPitchScene = keyof typeof SALES_PITCH_SCENE;

/**
 * Create-group application status (spec 000 §4 leaves the codes unshown; these are ours):
 * '0' pending review, '1' approved, '2' rejected. A reviewed application cannot be reviewed again.
 */
export const CREATE_GROUP_APPLY_STATUS = { '0': '待审核', '1': '审核通过', '2': '审核驳回' } as const;
export type CreateGroupApplyStatus = keyof typeof CREATE_GROUP_APPLY_STATUS;

/** queryApplyCreateGroup's view: '1' my applications, '2' applications I review. */
export const APPLY_QUERY_TYPE = { '1': '我的申请', '2': '我审核的' } as const;

/** Policy kind (vehicle or non-vehicle), as the demo upstream's policies carry it. */
export const POLICY_KIND = { vehicle: '车险', nonVehicle: '非车险' } as const;
/** The e-policy send flag of a policy (updateSendFlagByPolicyNo). */
export const E_POLICY_SEND_FLAG = { '0': '未发送', '1': '已发送' } as const;
/** How an e-policy was sent (queryPolicyDownloadDetail's send records). */
export const SEND_CHANNEL = { wecom: '企业微信', sms: '短信', manager: '发给本人' } as const;

/**
 * A mass message (saveGroupMsg, GroupMsg.status). A server-side send makes a WeCom mass-send task
 * (企业微信「群发助手」, add_msg_template) that the staff member confirms in WeCom: '3' until they do.
 * '2' says the send ran, not that every customer got it (each customer's result is in its record).
 */
export const GROUP_MSG_STATUS = { '0': '草稿', '1': '发送中', '2': '已完成', '3': '待成员确认' } as const;
export type GroupMsgStatus = keyof typeof GROUP_MSG_STATUS;

/**
 * A mass send's record (queryGroupMsgHistory*, status): '0' the WeCom task waits for the staff
 * member's confirmation in WeCom (nothing has gone out), '1' confirmed and its results arriving,
 * '2' every customer's result known.
 */
export const GROUP_MSG_HISTORY_STATUS = { '0': '待成员确认', '1': '发送中', '2': '已完成' } as const;
export type GroupMsgHistoryStatus = keyof typeof GROUP_MSG_HISTORY_STATUS;

/**
 * One customer of a mass send (queryGroupMsgSendCustListById, sendStatus): '4' WeCom did not send
 * it because the customer already received a mass message from the enterprise that day (WeCom
 * allows one per customer per day).
 */
export const GROUP_MSG_SEND_STATUS = { '0': '待发送', '1': '已发送', '2': '发送失败', '3': '黑名单跳过', '4': '超出群发上限' } as const;
export type GroupMsgSendStatus = keyof typeof GROUP_MSG_SEND_STATUS;

/** A group-chat filing's quote status (white/queryChatRoomAddRelationInfo), as the demo upstream sends it. */
export const RELATION_STATUS = { '0': '待报价', '1': '报价中', '2': '已报价' } as const;

/** Where a group-chat filing came from. */
export const RELATION_SOURCE = { manual: '手工录入', ocr: '图片识别' } as const;
