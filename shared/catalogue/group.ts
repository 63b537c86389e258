import { Type } from 'typebox';
import { CREATE_GROUP_APPLY_STATUS } from '../domain/codes';
import { Nullable } from './customers';
import { codesDoc, Fields, ListOf, Mobile, Obj, OptStr, OptStrNum, Page, Paging, Str, StrNum } from './schemas';
import { inProvince, own } from './caller';
import type { CatalogueEntryInput } from './types';
import { EX } from './examples';

// Spec 001 §7.7: one-click group creation — reviewer configs, create-group applications and
// their review, interconnect and contact-way QR codes, the RPA group-building robot and the
// quote robot's OCR results. The spec shows neither bodies nor answers: the fields below are
// what the demo upstream answers, kept open for the real upstream.

const STATUS_DOC = codesDoc('申请状态', CREATE_GROUP_APPLY_STATUS);


export const ReviewerConfigSchema = Obj({
  id: StrNum('配置 ID'),
  reviewerUserCode: Str('审核人员工代码'),
  reviewerName: Str('审核人姓名'),
  comId: Str('省级机构代码'),
  comCodes: ListOf(Str(), '负责审核的机构代码'),
  comNames: ListOf(Str(), '负责审核的机构名称'),
  remark: Str('备注'),
  createdBy: Str('创建人员工代码'),
  createdAt: Str('创建时间'),
  updatedAt: Str('更新时间'),
});

const Person = Obj({ userCode: Str('员工代码'), name: Str('姓名') });

export const CreateGroupApplySchema = Obj({
  applyId: StrNum('申请 ID'),
  applicantUserCode: Str('申请人员工代码'),
  applicantName: Str('申请人姓名'),
  comCode: Str('申请人机构代码'),
  comName: Str('申请人机构名称'),
  custId: Fields.custId,
  custName: Str('客户姓名'),
  groupName: Str('群名称'),
  applyReason: Str('申请理由'),
  status: Str(STATUS_DOC),
  statusName: Str('申请状态名称'),
  reviewers: ListOf(Person, '提交时分配的审核人（按审核人配置）'),
  serviceManagers: Type.Optional(ListOf(Person, '申请拉入群的服务经理')),
  reviewerUserCode: Nullable(Str('实际审核人员工代码（未审核为 null）')),
  reviewerName: Nullable(Str('实际审核人姓名')),
  reviewReason: Nullable(Str('审核意见；驳回时为驳回原因')),
  applyTime: Str('提交时间'),
  reviewTime: Nullable(Str('审核时间')),
});

const RpaApplySchema = Obj({
  rpaApplyId: StrNum('RPA 建群任务 ID'),
  applyId: StrNum('建群申请 ID'),
  custId: Str(),
  groupName: Str(),
  userCode: Str('申请人员工代码'),
  status: Str('0 排队中，1 建群中，2 已完成'),
  statusName: Str(),
  createdAt: Str(),
});

const QrCode = {
  qrCodeUrl: Str('二维码图片（data: URL，SVG）'),
  expireTime: Str('二维码失效时间'),
};

export const OcrResultSchema = Obj({
  resultId: StrNum('识别结果 ID'),
  imageType: Str('drivingLicense 行驶证 / idCard 身份证'),
  licenseNo: Str('车牌号'),
  frameNo: Str('车架号'),
  engineNo: Str('发动机号'),
  ownerName: Str('所有人'),
  brandModel: Str('品牌型号'),
  registerDate: Str('注册日期'),
  confirmed: Type.Boolean({ description: '员工已核对修改' }),
  updatedBy: Nullable(Str('最后修改人员工代码')),
  updateTime: Str('更新时间'),
});

// Stable ids seeded by demo/handlers/group.ts (reviewer configs RC…, applications GA…, RPA tasks,
// interconnect applications, contact-way QR codes, OCR results) and demo/data/seed.ts (customers).
const CUST = EX.custId;

export const entries = [
  // ── Reviewer configs ───────────────────────────────────────────────────────
  {
    path: '/wecom/api/qt/creategroupapply/queryReviewerConfig',
    caller: { comCode: inProvince() },
    section: '7.7',
    summary: '查询单个建群审核人配置（按配置 ID、审核人姓名或代码、机构），无匹配时为 null',
    methods: ['GET'],
    request: Obj({
      id: OptStrNum('配置 ID'),
      reviewerUserCode: OptStr('审核人员工代码'),
      reviewerName: OptStr('审核人姓名（模糊）'),
      comCode: OptStr('负责的机构代码'),
    }),
    response: Nullable(ReviewerConfigSchema),
    example: { id: 'RC0001' },
  },
  {
    path: '/wecom/api/qt/creategroupapply/multipleComCodesFilter',
    caller: { comCodes: inProvince() },
    section: '7.7',
    summary: '审核人配置的机构多选筛选（本省机构，含已配置的审核人）',
    methods: ['GET'],
    request: Obj({ comCodes: OptStr('机构代码，逗号分隔；为空时列出本省全部机构'), keyword: OptStr('机构名称关键字') }),
    response: Obj({
      list: ListOf(
        Obj({
          comCode: Fields.comCode,
          comName: Str('机构名称'),
          configured: Type.Boolean({ description: '已配置审核人' }),
          reviewers: ListOf(Person),
        }),
      ),
    }),
    example: { comCodes: '44010000,44030000' },
  },
  {
    path: '/wecom/api/qt/creategroupapply/queryReviewerConfigList',
    caller: { comCode: inProvince() },
    section: '7.7',
    summary: '建群审核人配置列表（本省，按审核人姓名或代码、机构筛选，分页）',
    methods: ['GET'],
    request: Obj({
      keyword: OptStr('审核人姓名或员工代码'),
      reviewerUserCode: OptStr('审核人员工代码'),
      reviewerName: OptStr('审核人姓名（模糊）'),
      comCode: OptStr('负责的机构代码'),
      ...Paging,
    }),
    response: Page(ReviewerConfigSchema),
    example: { pageNo: 1, pageSize: 10 },
  },
  {
    path: '/wecom/api/qt/creategroupapply/addOrUpdateReviewerConfig',
    // Reviewer configuration is a permission call (spec 001 §6): the enterprise-config permission, for any branch of the province.
    caller: { comCodes: inProvince('comCode', 'enterpriseConfig') },
    gate: 'enterpriseConfig',
    mutates: true,
    section: '7.7',
    summary: '新增或修改建群审核人配置（带 id 为修改）',
    methods: ['POST'],
    request: Obj({
      id: OptStrNum('配置 ID；为空时新增'),
      reviewerUserCode: Str('审核人员工代码'),
      reviewerName: OptStr('审核人姓名（以营销系统为准）'),
      comCodes: Type.Union([ListOf(Str()), Str()], { description: '负责审核的机构代码（数组或逗号分隔）' }),
      remark: OptStr('备注'),
    }),
    response: ReviewerConfigSchema,
    example: { id: 'RC0002', reviewerUserCode: '44010001', comCodes: ['44010000', '44060000'], remark: '广州、佛山建群审核' },
  },
  {
    path: '/wecom/api/qt/creategroupapply/deleteReviewerConfig',
    gate: 'enterpriseConfig',
    mutates: true,
    section: '7.7',
    summary: '删除建群审核人配置',
    methods: ['POST'],
    request: Obj({ id: StrNum('配置 ID') }),
    response: Obj({ id: StrNum(), deleted: Type.Boolean() }),
    example: { id: 'RC0005' },
  },

  // ── Create-group applications ──────────────────────────────────────────────
  {
    path: '/wecom/api/qt/creategroupapply/submitCreateGroupApplyIsOpen',
    caller: { comId: own('comId') },
    section: '7.7',
    summary: '本机构是否开放建群申请',
    methods: ['GET'],
    request: Obj({ comId: Type.Optional(Fields.comId) }),
    response: Obj({ comId: Str(), isOpen: Str('1 开放，0 未开放') }),
    example: {},
  },
  {
    path: '/wecom/api/qt/creategroupapply/checkIsSubmitApplyCreateGroup',
    section: '7.7',
    summary: '检查当前员工是否已有待审核的建群申请（可按客户）',
    methods: ['GET'],
    request: Obj({ custId: Type.Optional(Fields.custId) }),
    response: Obj({
      submitted: Type.Boolean({ description: '已有待审核申请' }),
      applyId: Nullable(StrNum('待审核申请 ID')),
      status: Nullable(Str(STATUS_DOC)),
    }),
    example: { custId: CUST },
  },
  {
    path: '/wecom/api/qt/creategroupapply/submitCreateGroupApply',
    mutates: true,
    section: '7.7',
    summary: '提交建群申请（状态待审核，按审核人配置分配审核人）',
    methods: ['POST'],
    request: Obj({
      custId: Fields.custId,
      groupName: Str('群名称'),
      applyReason: Str('申请理由'),
      serviceManagerUserCodes: Type.Optional(ListOf(Str(), '拉入群的服务经理员工代码（findServiceManagerUserByCreateGroup 查得，本省员工）')),
    }),
    response: CreateGroupApplySchema,
    example: { custId: CUST, groupName: '刘芳车险服务群', applyReason: '客户续保及理赔咨询较多，建群便于及时服务', serviceManagerUserCodes: ['44010002'] },
  },
  {
    path: '/wecom/api/qt/creategroupapply/reviewApplyCreateGroup',
    gate: 'reviewer',
    mutates: true,
    section: '7.7',
    summary: '审核建群申请（通过或驳回，驳回须填写原因；仅已配置的审核人可审核，已审核的不能再审）',
    methods: ['POST'],
    request: Obj({
      applyId: StrNum('申请 ID'),
      reviewStatus: Str('审核结果：1 通过，2 驳回'),
      reviewReason: OptStr('审核意见；驳回时必填'),
    }),
    response: CreateGroupApplySchema,
    example: { applyId: 'GA0001', reviewStatus: '1', reviewReason: '同意建群' },
  },
  {
    path: '/wecom/api/qt/creategroupapply/queryApplyCreateGroup',
    section: '7.7',
    summary: '查询建群申请（我的申请或我审核的，含状态与审核意见）',
    methods: ['GET'],
    request: Obj({
      queryType: OptStr('1 我的申请（默认），2 我审核的'),
      status: OptStr(STATUS_DOC),
      applyId: OptStrNum('申请 ID'),
      ...Paging,
    }),
    response: Page(CreateGroupApplySchema),
    example: { queryType: '1', pageNo: 1, pageSize: 10 },
  },

  // ── Service managers, RPA group building, interconnect and QR codes ────────
  {
    path: '/wecom/api/findServiceManagerUserByCreateGroup',
    caller: { comCode: inProvince() },
    section: '7.7',
    summary: '建群时查询可拉入群的服务经理（本省员工，按姓名或代码）',
    methods: ['GET'],
    request: Obj({ keyword: OptStr('姓名或员工代码'), comCode: OptStr('机构代码') }),
    response: Obj({
      list: ListOf(
        Obj({
          userCode: Str(),
          userId: Str('企业微信 userId'),
          name: Str(),
          comCode: Str(),
          comName: Str(),
          mobile: Mobile('手机号（脱敏）'),
          title: Str('职务'),
        }),
      ),
    }),
    example: { keyword: '李' },
  },
  {
    path: '/wecom/api/checkRpaApply',
    section: '7.7',
    summary: '检查建群申请是否已有 RPA 自动建群任务',
    methods: ['GET'],
    request: Obj({ applyId: OptStrNum('建群申请 ID'), custId: Type.Optional(Fields.custId) }),
    response: Obj({ exists: Type.Boolean(), rpaApply: Nullable(RpaApplySchema) }),
    example: { applyId: 'GA0002' },
  },
  {
    path: '/wecom/api/deleteRpaApply',
    mutates: true,
    section: '7.7',
    summary: '撤销 RPA 自动建群任务（已完成的不能撤销）',
    methods: ['GET'],
    request: Obj({ rpaApplyId: StrNum('RPA 建群任务 ID') }),
    response: Obj({ rpaApplyId: StrNum(), deleted: Type.Boolean() }),
    example: { rpaApplyId: 'RPA0001' },
  },
  {
    path: '/wecom/api/applyInterconnect',
    mutates: true,
    section: '7.7',
    summary: '为客户企业申请企业微信互联（登记申请）',
    methods: ['POST'],
    request: Obj({
      custId: Fields.custId,
      corpName: Str('客户企业名称'),
      contactName: OptStr('企业联系人'),
      contactMobile: OptStr('联系人手机号'),
    }),
    response: Obj({
      interconnectId: StrNum('互联申请 ID'),
      custId: Str(),
      corpName: Str(),
      contactName: Str(),
      contactMobile: Mobile('手机号（脱敏）'),
      status: Str('0 待企业扫码确认，1 已互联，9 已取消'),
      statusName: Str(),
      applyTime: Str(),
    }),
    example: { custId: CUST, corpName: '广州市天河区顺达物流有限公司', contactName: '刘芳', contactMobile: '13912345678' },
  },
  {
    path: '/wecom/api/queryInterconnectQRCode',
    section: '7.7',
    summary: '查询企业互联邀请二维码',
    methods: ['GET'],
    request: Obj({ interconnectId: OptStrNum('互联申请 ID'), custId: Type.Optional(Fields.custId) }),
    response: Obj({ interconnectId: StrNum(), corpName: Str(), status: Str('0 待企业扫码确认，1 已互联，9 已取消'), ...QrCode }),
    example: { interconnectId: 'IC0001' },
  },
  {
    path: '/wecom/api/queryContactWayQRCode',
    mutates: true,
    section: '7.7',
    summary: '生成客户添加员工的“联系我”二维码（建群前加好友）',
    methods: ['GET'],
    request: Obj({ custId: Type.Optional(Fields.custId), remark: OptStr('备注') }),
    response: Obj({ configId: StrNum('联系我配置 ID'), userCode: Str(), custId: Nullable(Str()), state: Str('渠道参数'), ...QrCode }),
    example: { custId: CUST },
  },
  {
    path: '/wecom/api/cancelQRCodeAndRegister',
    mutates: true,
    section: '7.7',
    summary: '作废“联系我”或互联二维码并撤销登记',
    methods: ['GET'],
    request: Obj({ configId: OptStrNum('联系我配置 ID'), interconnectId: OptStrNum('互联申请 ID') }),
    response: Obj({ id: StrNum('作废的二维码所属 ID'), cancelled: Type.Boolean(), cancelTime: Str() }),
    example: { configId: 'CW0001' },
  },
  {
    path: '/wecom/api/getSaCredential',
    section: '7.7',
    summary: '获取建群服务账号（SA）的临时凭证',
    methods: ['GET'],
    request: Obj({}),
    response: Obj({ credential: Str('临时凭证'), account: Str('服务账号'), expiresIn: Type.Number({ description: '有效秒数' }), expireTime: Str() }),
    example: {},
  },
  {
    path: '/wecom/api/queryServiceManagerNewCommentNum',
    caller: { userCode: own('userCode') },
    section: '7.7',
    summary: '服务经理收到的新评价数',
    methods: ['GET'],
    request: Obj({ userCode: Type.Optional(Fields.userCode) }),
    response: Obj({ userCode: Str(), newCommentNum: Type.Number() }),
    example: {},
  },

  // ── OCR ────────────────────────────────────────────────────────────────────
  {
    path: '/wecom/api/ocrCompanyName',
    section: '7.7',
    summary: '识别营业执照图片中的企业名称',
    methods: ['POST'],
    request: Obj({ imageBase64: OptStr('图片 Base64（可带 data: 前缀）'), imageUrl: OptStr('图片地址（https，允许的域名）') }),
    response: Obj({ companyName: Str('企业名称'), creditCode: Str('统一社会信用代码'), confidence: Type.Number({ description: '置信度 0–1' }) }),
    example: { imageUrl: 'https://img.demo-insurer.cn/license/guangzhou-shunda.jpg' },
    outboundUrls: ['imageUrl'],
  },
  {
    path: '/wecom/api/queryRobotQtOcrResult',
    section: '7.7',
    summary: '查询报价机器人的图片识别结果',
    methods: ['GET'],
    request: Obj({ resultId: StrNum('识别结果 ID') }),
    response: OcrResultSchema,
    example: { resultId: 'OCR0001' },
  },
  {
    path: '/wecom/api/updateRobotQtOcrResult',
    mutates: true,
    section: '7.7',
    summary: '修改并确认报价机器人的图片识别结果',
    methods: ['POST'],
    request: Obj({
      resultId: StrNum('识别结果 ID'),
      licenseNo: Type.Optional(Fields.licenseNo),
      frameNo: Type.Optional(Fields.frameNo),
      engineNo: OptStr('发动机号'),
      ownerName: OptStr('所有人'),
      brandModel: OptStr('品牌型号'),
      registerDate: OptStr('注册日期 YYYY-MM-DD'),
    }),
    response: OcrResultSchema,
    example: { resultId: 'OCR0001', ownerName: '刘芳', licenseNo: '粤A23049' },
  },
] as const satisfies readonly CatalogueEntryInput[];
