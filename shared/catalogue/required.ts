import { Type, type TProperties, type TSchema } from 'typebox';
import { CALLER_FIELDS } from './caller';

// What a call requires of its caller. The request schemas of the entries document the fields
// this project's demo reads — our reading, since spec 001 §7 says "Payload values are not
// shown" — so a field there is not required by the BFF unless the spec names it for the call or
// the BFF itself sends the call with it. Every other documented field is optional, and fields
// no schema names are passed on (the schemas are open objects). A missing field the real
// upstream needs is then its own rejection (422 with its message), not a 400 of ours.
//
// This list is the one place that says which fields are required; defineCatalogue() applies it
// to each entry's request (and params+body query) schema, so routes, validation and the OpenAPI
// document all see the same thing.

/**
 * Fields that name the caller (userCode, userId, comId, comCode): the session decides them, so
 * whether a caller must send them is not decided here; they keep what the entry says.
 */
export const IDENTITY_FIELDS: ReadonlySet<string> = new Set(Object.keys(CALLER_FIELDS));

/** The required request fields by call name, with the reason each is required. */
export const REQUIRED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  // The BFF sends these calls itself (auth, id preparation, config, permission checks) with
  // these fields; a caller of the mirror route sends the same.
  login: ['code'],
  codeExchangeId: ['code'],
  confirmQRCodeLoginPC: ['loginId'],
  'fake-login': ['userId'],
  toEncryptCustId: ['custId'],
  toEncryptTaskId: ['taskId'],
  toEncryptCertificateNo: ['certificateNo'],
  toEncryptPiid: ['piid'],
  queryPermission: ['path'],
  // Spec 001 §7.1: "switch config query: type wx_temporarily_do"; "System config query: comCode,
  // configCode, defaultValue"; the fuzzy user search "by name or code" (§6).
  'white/querySwitchConfig': ['type'],
  querySystemConfig: ['configCode'],
  fuzzyQueryUserByUserNameOrUserCode: ['keyword'],
  // Spec 001 §6: the assistant switch calls send functionCode(s).
  'assistant/insertWhiteListByFunc': ['functionCode', 'isUseLoginUserInfo'],
  'assistant/invalidFunctionCode': ['functionCode'],
  'assistant/showAssistantByUser': ['functionCodes'],
  // Spec 001 §3, §5, §7.3: searchCriteria.frameNo; the bind-status id number; the batch add by
  // certificate number; the e-policy link by "policy number and insured's id number".
  'qth/proposalsearch/query': ['searchCriteria.frameNo'],
  queryMisWXBindStatus: ['idNumber'],
  'mc/batchAddCustByCertificateNo': ['certificateNos'],
  getSendEPolicyLinkByPolicyNoAndIdNo: ['policyNo'],
  // The call's own name says what it is by ("…ByLicenseNo", "…ByRegistNo", "…ById" …).
  queryCustPhoneByLicenseNo: ['licenseNo'],
  getUserByLicenseNo: ['licenseNo'],
  queryEPolicyByCodeAndIdNo: ['code', 'idNo'],
  // Our call (the e-policy file): the link is policy number, expiry and signature together.
  downloadEPolicyFile: ['policyNo', 'expires', 'signature'],
  queryQuotationDetailInfoByCode: ['quotationNo'],
  updateSendFlagByPolicyNo: ['policyNo'],
  qryVisitInfoByUnionId: ['unionId'],
  queryCustcareMsgById: ['msgId'],
  queryCustcareMsgByRegistNo: ['registNo'],
  sendCustcareMsgByRegistNo: ['registNo'],
  updateCareMsgSendFlagByRegistNo: ['registNo'],
  getPolicyListByRegistNo: ['registNo'],
  queryGroupMsgHistoryById: ['historyId'],
  queryGroupMsgSendCustListById: ['historyId'],
  findRenewalReminderCustListByBatchNo: ['batchNo'],
  'mc/wechat/custCareMarketing/checkSentMarketingActivitySingleByBatchNo': ['batchNo'],
  'mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNo': ['batchNo'],
  'mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNoAndSendType': ['batchNo', 'sendType'],
  queryMpNewsByArticleId: ['articleId'],
  queryNewsInfoByArticleId: ['articleId'],
  queryNewsById: ['newsId'],
  'white/queryNewsById': ['newsId'],
  'white/queryCustInsureInfoByEncryptNewsId': ['encryptNewsId'],
  'white/queryServiceManagerUrlByCode': ['code'],
  queryTmTQwPosterMainById: ['posterId'],
  queryTmTGraphicMainById: ['graphicId'],
  updateSendFlagById: ['id'],
  'EnginInfoService/getQuotationByID': ['quotationId'],
  'EnginInfoService/setQuotationByID': ['quotationId'],
  'assistant/getFileInfoByFileName': ['fileName'],
  'assistant/downLoadFileByPath': ['filePath'],
};

/**
 * The schema with only these of its required properties still required (plus the identity
 * fields it required); every other property optional. Options (open object, description) are
 * kept. A schema that is not an object with properties is returned as it is.
 */
export function relaxRequired(schema: TSchema, required: readonly string[]): TSchema {
  const s = schema as TSchema & { type?: unknown; properties?: TProperties; required?: string[] };
  if (!s.properties || !s.required?.length) return schema;
  const keep = (key: string) => required.includes(key) || IDENTITY_FIELDS.has(key);
  if (s.required.every(keep)) return schema;
  const properties: TProperties = {};
  for (const [key, property] of Object.entries(s.properties)) properties[key] = keep(key) ? property : Type.Optional(property);
  const { type: _type, required: _required, properties: _properties, ...options } = s;
  return Type.Object(properties, options);
}
