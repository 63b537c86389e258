import { Type } from 'typebox';
import { Nullable } from './customers';
import { EXPERTISE_AREA } from '../domain/codes';
import { codesDoc, ContactPhone, Fields, ListOf, Mobile, Obj, OptStr, Str, StrNum } from './schemas';
import { own } from './caller';
import type { CatalogueEntryInput } from './types';

// Spec 001 §7.9: other calls — the claims staff verification (/wecom/fwdapi: older envelope),
// personal indicators, configs for new cars and binding sources, non-vehicle risk classes,
// care-message numbers, claim call recordings and the smart business card (/mc/). Answer shapes
// are not shown by the spec: the fields below are what the demo upstream answers, kept open.

const MANAGER_TYPE_DOC = 'manager 客户经理 / claimsAdvisor 理赔顾问';
const EXPERTISE_DOC = codesDoc('擅长领域代码 EXPERTISE_AREA', EXPERTISE_AREA);

const ExpertiseAreas = Type.Union([ListOf(Str()), Str()], { description: `${EXPERTISE_DOC}（数组或逗号分隔）` });

export const BusinessCardSchema = Obj({
  userCode: Fields.userCode,
  managerName: Str('姓名'),
  managerType: Str(MANAGER_TYPE_DOC),
  managerTypeName: Str(),
  mobile: ContactPhone('名片上的联系电话'),
  title: Str('职务'),
  comCode: Str('机构代码'),
  comName: Str('机构名称'),
  avatar: Str('头像'),
  expertiseAreas: ListOf(Str(), EXPERTISE_DOC),
  expertiseAreaNames: ListOf(Str()),
  introduction: Str('个人简介'),
  registered: Type.Boolean({ description: '通过名片注册登记（否则来自营销系统的经理档案）' }),
  updateTime: Nullable(Str('最后修改时间')),
});

const CardFields = {
  managerName: OptStr('姓名'),
  mobile: Type.Optional(ContactPhone('名片上的联系电话')),
  title: OptStr('职务'),
  expertiseAreas: Type.Optional(ExpertiseAreas),
  introduction: OptStr('个人简介（200 字以内）'),
};

export const entries = [
  {
    path: '/wecom/fwdapi/getUserMsg',
    caller: { userCode: own('userCode') },
    section: '7.9',
    summary: '理赔人员身份校验（旧版响应）',
    methods: ['POST'],
    request: Obj({ userCode: Type.Optional(Fields.userCode) }),
    response: Obj({
      userCode: Str(),
      userName: Str(),
      comCode: Str(),
      comName: Str(),
      mobile: Mobile('手机号（脱敏）'),
      isClaimStaff: Type.Boolean({ description: '是理赔人员（理赔顾问）' }),
      managerType: Nullable(Str(MANAGER_TYPE_DOC)),
      title: Nullable(Str('职务')),
    }),
    example: { userCode: '44010002' },
  },
  {
    path: '/wecom/api/queryCustManagerPersonalIndicators',
    caller: { userCode: own('userCode') },
    section: '7.9',
    summary: '客户经理个人指标（绑定客户、在保保费、绑定率、续保率、任务完成）',
    methods: ['GET'],
    request: Obj({ userCode: Type.Optional(Fields.userCode) }),
    response: Obj({
      userCode: Str(),
      userName: Str(),
      comCode: Str(),
      comName: Str(),
      statDate: Str('统计日期'),
      indicators: ListOf(
        Obj({
          indicatorCode: Str(),
          indicatorName: Str(),
          value: StrNum('本人数值'),
          unit: Str(),
          comAverage: StrNum('本机构人均'),
        }),
      ),
    }),
    example: {},
  },
  {
    path: '/wecom/api/queryConfigForNewCar',
    caller: { comId: own('comId') },
    section: '7.9',
    summary: '新车批改关怀的机构配置',
    methods: ['GET'],
    request: Obj({ comId: Type.Optional(Fields.comId) }),
    response: Obj({
      comId: Str(),
      enabled: Str('1 开启，0 关闭'),
      newCarDays: Type.Number({ description: '购车后多少天内视为新车' }),
      riskCodes: ListOf(Str(), '适用险种'),
      remindTemplate: Str('提醒话术模板'),
    }),
    example: {},
  },
  {
    path: '/wecom/api/queryConfigForBindingSource',
    caller: { comId: own('comId') },
    section: '7.9',
    summary: '客户绑定来源配置（BINDING_SOURCE）',
    methods: ['GET'],
    request: Obj({ comId: Type.Optional(Fields.comId) }),
    response: Obj({ list: ListOf(Obj({ code: Str('绑定来源代码'), name: Str('名称'), enabled: Type.Boolean() })) }),
    example: {},
  },
  {
    path: '/wecom/api/getNonAutoRiskClassName',
    section: '7.9',
    summary: '非车险险类名称（按险种代码，或全部险类）',
    methods: ['GET'],
    request: Obj({ riskCode: OptStr('险种代码') }),
    response: Obj({
      list: ListOf(
        Obj({ classCode: Str('险类代码'), className: Str('险类名称'), riskCodes: ListOf(Str()), path: Str('非车投保页') }),
      ),
    }),
    example: { riskCode: 'JAH' },
  },
  {
    path: '/wecom/api/queryCustCareNumbers.do',
    section: '7.9',
    summary: '待发送的客户关怀数量（按关怀类型）',
    methods: ['GET'],
    request: Obj({ custId: OptStr('只数该客户的待发送关怀（可选；本项目提出的字段，客户页打开的客户关怀以此显示该客户的角标）') }),
    response: Obj({
      total: Type.Number(),
      list: ListOf(Obj({ msgType: Str('关怀类型 CARE_MSG_TYPE'), msgTypeName: Str(), count: Type.Number({ description: '待发送条数' }), sentCount: Type.Optional(Type.Number({ description: '已发送条数（本项目提出的字段）' })) })),
    }),
    example: {},
  },
  {
    path: '/wecom/api/getRecordUrlForWechat',
    section: '7.9',
    summary: '理赔报案通话录音的播放地址',
    methods: ['GET'],
    request: Obj({ registNo: Fields.registNo }),
    response: Obj({
      registNo: Str(),
      recordUrl: Str('录音地址（有时效）'),
      fileName: Str(),
      durationS: Type.Number({ description: '时长（秒）' }),
      expireTime: Str(),
    }),
    example: { registNo: 'RDAA2026440300000001' },
  },

  // ── Smart business card ───────────────────────────────────────────────────
  {
    path: '/wecom/api/mc/queryUserCodeInManagerInfo.do',
    caller: { userCode: own('userCode') },
    section: '7.9',
    summary: '查询员工的名片（客户经理或理赔顾问档案）',
    methods: ['GET'],
    request: Obj({ userCode: Type.Optional(Fields.userCode) }),
    response: BusinessCardSchema,
    example: {},
  },
  {
    path: '/wecom/api/mc/custManagerInfoRegister.do',
    caller: { userCode: own('userCode') },
    mutates: true,
    section: '7.9',
    summary: '注册名片（为尚无经理档案的员工登记，默认本人）',
    methods: ['POST'],
    request: Obj({
      userCode: Type.Optional(Fields.userCode),
      managerName: Str('姓名'),
      managerType: Str(MANAGER_TYPE_DOC),
      mobile: Str('名片上的联系电话'),
      title: OptStr('职务'),
      expertiseAreas: Type.Optional(ExpertiseAreas),
      introduction: OptStr('个人简介（200 字以内）'),
    }),
    response: BusinessCardSchema,
    example: {
      userCode: '11010003',
      managerName: '王芳',
      managerType: 'manager',
      mobile: '13800138003',
      title: '客户经理',
      expertiseAreas: ['1', '6'],
      introduction: '从业五年，专注车险与意外险服务，7×24 小时协助报案。',
    },
  },
  {
    path: '/wecom/api/mc/updateCustManagerInfo.do',
    mutates: true,
    section: '7.9',
    summary: '修改本人的名片',
    methods: ['POST'],
    request: Obj(CardFields),
    response: BusinessCardSchema,
    example: { title: '资深客户经理', introduction: '从业八年，专注车险与家财险，理赔全程协助。' },
  },
] as const satisfies readonly CatalogueEntryInput[];
