import { Type, type TProperties, type TSchema } from 'typebox';

// Schema helpers for catalogue entries. The upstream's field shapes are mostly "not shown" in the
// spec, so objects stay open: unknown request fields are forwarded, unknown answer fields kept.

/** An open object: the named properties plus whatever else the upstream sends. */
export const Obj = <P extends TProperties>(properties: P, description?: string) =>
  Type.Object(properties, { additionalProperties: true, ...(description ? { description } : {}) });

export const Str = (description?: string) => Type.String(description ? { description } : {});
export const OptStr = (description?: string) => Type.Optional(Str(description));
/** A string or a number: upstreams send ids and amounts either way. */
export const StrNum = (description?: string) =>
  Type.Union([Type.String(), Type.Number()], description ? { description } : {});
export const OptStrNum = (description?: string) => Type.Optional(StrNum(description));
export const Any = (description?: string) => Type.Unknown(description ? { description } : {});
export const ListOf = <T extends TSchema>(item: T, description?: string) =>
  Type.Array(item, description ? { description } : {});
/** A paged list answer. */
export const Page = <T extends TSchema>(item: T) =>
  Obj({ list: Type.Array(item), total: Type.Number(), pageNo: Type.Optional(Type.Number()), pageSize: Type.Optional(Type.Number()) });
/** Paging request fields. */
export const Paging = {
  pageNo: Type.Optional(StrNum('页码，从 1 开始')),
  pageSize: Type.Optional(StrNum('每页条数')),
};
/** No request fields. */
export const NoFields = Obj({});
/** A bare flag or message answer. */
export const Done = Obj({ success: Type.Optional(Type.Boolean()), message: Type.Optional(Type.String()) });

// Field shapes named in spec 001 §3.
export const Fields = {
  custId: Str('客户 ID'),
  encryptCustId: Str('加密客户 ID'),
  encryptCustIdAndUserCode: Str('加密客户 ID 与用户代码'),
  taskId: Str('任务 ID'),
  encryptTaskId: Str('加密任务 ID'),
  certificateNo: Str('证件号码'),
  encryptCertificateNo: Str('加密证件号码'),
  comId: Str('省级机构代码'),
  comCode: Str('机构代码'),
  userCode: Str('员工代码'),
  userId: Str('企业微信 userId'),
  licenseNo: Str('车牌号'),
  frameNo: Str('车架号'),
  vinNo: Str('VIN 码'),
  policyNo: Str('保单号'),
  registNo: Str('报案号'),
  configCode: Str('配置代码'),
  unionId: Str('unionId'),
  externalUserId: Str('外部联系人 ID'),
} as const;

/**
 * Personal data in answers (design.md, "PII is minimised at the BFF"): a property built with these
 * carries `x-pii`, and the BFF masks every property of that name in the call's answers by the
 * spec 000 §5 rules (server/http/pii.ts). `contact` marks a number the staff member works with and
 * shows on purpose (a business card, a claims manager's phone): answered as is.
 */
export const PII_KEY = 'x-pii';
export type PiiKind = 'idNumber' | 'mobile' | 'email' | 'contact';
const pii = (kind: PiiKind, description?: string) => Type.String({ ...(description ? { description } : {}), [PII_KEY]: kind });
export const IdNumber = (description = '证件号码') => pii('idNumber', description);
export const Mobile = (description?: string) => pii('mobile', description);
export const Email = (description = '邮箱') => pii('email', description);
export const ContactPhone = (description: string) => pii('contact', description);

/** A description listing a code table's codes and labels, e.g. "申请状态：0 待审核，1 审核通过". */
export const codesDoc = (title: string, table: Readonly<Record<string, string>>) =>
  `${title}：${Object.entries(table).map(([code, label]) => `${code} ${label}`).join('，')}`;
