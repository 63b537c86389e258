import { Type } from 'typebox';
import { Nullable } from './customers';
import type { CatalogueEntryInput } from './types';
import { ContactPhone, Fields, ListOf, Obj, OptStr, Page, Paging, Str } from './schemas';

// Organisation pages of spec 000 §2 whose jobs the spec names without a call (issue 22): the two
// "please read" notices staff read and accept, the acceptance kept per staff member and version;
// customer labels of three kinds (spec 000 §3 "label lists"): the system's, WeCom's and the
// telesales team's. Our choice of paths, under /wecom/api/ like their neighbours; the caller
// comes from the token, and labels are read and set only on the caller's own customers.

const NoticeCode = Str('须知代码：health 健康告知，custInfoAuth 客户信息授权');

const NoticeSchema = Obj({
  noticeCode: Str(),
  title: Str('须知标题'),
  version: Str('当前版本'),
  paragraphs: ListOf(Str(), '正文段落'),
  updatedAt: Str('本版本发布日期'),
  agreed: Type.Boolean({ description: '本人已同意当前版本' }),
  agreedAt: Nullable(Str('同意时间')),
});

const OrgCodeType = Str('码类型：mechanism 机构码，enterprise 企业码，repair 修理厂码');
const OrgCode = Obj({
  codeId: Str(),
  codeType: Str(),
  name: Str('机构、企业或修理厂名称'),
  code: Str('机构代码、统一社会信用代码或修理厂代码'),
  comCode: Fields.comCode,
  comName: Str('所属机构'),
  address: OptStr(),
  contactName: OptStr(),
  contactPhone: Type.Optional(ContactPhone('联系电话（企业或修理厂的业务电话，照常显示）')),
  qrContent: Str('二维码内容：客户扫码打开的链接'),
  createdAt: Str(),
  createdBy: OptStr('创建人'),
});

const LabelType = Str('标签类型：1 全部标签（系统），2 企微标签，3 电销标签');
const Label = Obj({ labelId: Str(), labelName: Str() });

export const entries = [
  {
    path: '/wecom/api/queryNoticeAgreement',
    section: '7.9',
    ourChoice: true,
    summary: '查询须知（健康告知、客户信息授权）的当前版本正文及本人是否已同意',
    methods: ['GET'],
    request: Obj({ noticeCode: NoticeCode }),
    response: NoticeSchema,
    example: { noticeCode: 'health' },
  },
  {
    path: '/wecom/api/saveNoticeAgreement',
    mutates: true,
    section: '7.9',
    ourChoice: true,
    summary: '记录本人已阅读并同意须知的某一版本（版本已更新则拒绝，需重新阅读）',
    methods: ['POST'],
    request: Obj({ noticeCode: NoticeCode, version: Str('所阅读并同意的版本') }),
    response: NoticeSchema,
    example: { noticeCode: 'health', version: '2026.1' },
  },
  {
    path: '/wecom/api/queryLabelGroups',
    section: '7.9',
    ourChoice: true,
    summary: '标签组与标签（按类型），含本人客户中带该标签的人数',
    methods: ['GET'],
    request: Obj({ labelType: LabelType }),
    response: ListOf(Obj({ groupName: Str('标签组'), labels: ListOf(Obj({ ...Label.properties, custCount: Type.Number({ description: '本人客户中带该标签的人数' }) })) })),
    example: { labelType: '1' },
  },
  {
    path: '/wecom/api/queryLabelCustomers',
    section: '7.9',
    ourChoice: true,
    summary: '带某标签的本人客户（分页）',
    methods: ['GET'],
    request: Obj({ labelId: Str('标签 ID'), ...Paging }),
    response: Page(Obj({ custId: Fields.custId, name: Str(), licenseNo: Nullable(Str()), externalUserId: Nullable(Str('外部联系人 ID')), contactAdded: Type.Boolean({ description: '客户已添加员工为企业微信联系人' }) })),
    example: { labelId: 'L1-03', pageNo: 1, pageSize: 10 },
  },
  {
    path: '/wecom/api/queryCustomerLabels',
    section: '7.9',
    ourChoice: true,
    summary: '本人客户的标签（按类型）',
    methods: ['GET'],
    request: Obj({ custId: Fields.custId, labelType: LabelType }),
    response: Obj({ custId: Str(), name: Str('客户姓名'), labels: ListOf(Label) }),
    example: { custId: 'C4400000001', labelType: '1' },
  },
  {
    path: '/wecom/api/saveCustomerLabels',
    mutates: true,
    section: '7.9',
    ourChoice: true,
    summary: '设置本人客户某类型的标签（整体替换该类型的标签）',
    methods: ['POST'],
    request: Obj({ custId: Fields.custId, labelType: LabelType, labelIds: ListOf(Str(), '该类型下客户应有的全部标签') }),
    response: Obj({ custId: Str(), name: Str(), labels: ListOf(Label) }),
    example: { custId: 'C4400000001', labelType: '1', labelIds: ['L1-01', 'L1-03'] },
  },
  {
    path: '/wecom/api/queryRiskEngageList',
    section: '7.9',
    ourChoice: true,
    summary: '险种的特别约定条款（按险种代码，可按关键字筛选）',
    methods: ['GET'],
    request: Obj({ riskCode: Str('险种代码'), keyword: Type.Optional(Str('条款名称或内容关键字')) }),
    response: ListOf(Obj({ engageCode: Str('特约代码'), engageName: Str('特约名称'), content: Str('条款内容'), mandatory: Type.Boolean({ description: '该险种必选' }) })),
    example: { riskCode: 'DAA' },
  },
  // ── Official-account binding (/customer-info/official-account-binding) ─────────
  {
    path: '/wecom/api/queryMpBindLink',
    section: '7.9',
    ourChoice: true,
    summary: '公众号关注与绑定链接：本省公众号名称；带 custId（本人客户）时为该客户专属的绑定链接及其绑定状态',
    methods: ['GET'],
    request: Obj({ custId: OptStr('本人客户的客户 ID（不带则为公众号关注链接）') }),
    response: Obj({
      mpName: Str('公众号名称'),
      bindUrl: Str('客户打开的关注并绑定链接（二维码内容）'),
      expireTime: Str('链接有效期至'),
      custName: Nullable(Str('客户姓名（带 custId 时）')),
      bindStatus: Nullable(Str('公众号绑定：1 已绑定，0 未绑定（带 custId 时）')),
    }),
    example: { custId: 'C4400000001' },
  },
  // ── Event pushes (/home/event-push) ──────────────────────────────────────────
  {
    path: '/wecom/api/queryEventPushList',
    section: '7.9',
    ourChoice: true,
    summary: '本人的事件推送：新客户添加、客户报案、续保到期等，最新在前，可只看未读',
    methods: ['GET'],
    request: Obj({ readFlag: OptStr('0 未读（不填为全部）'), ...Paging }),
    response: Obj({
      ...Page(
        Obj({
          eventId: Str(),
          eventType: Str('newContact 新客户添加，claim 客户报案，renewal 续保到期'),
          title: Str(),
          content: Str(),
          custId: Nullable(Str()),
          custName: Nullable(Str()),
          targetPath: Str('处理该事件的页面（应用内路径）'),
          eventTime: Str(),
          readFlag: Str('0 未读，1 已读'),
        }),
      ).properties,
      unreadCount: Type.Number(),
    }),
    example: { pageNo: 1, pageSize: 10 },
  },
  {
    path: '/wecom/api/readEventPush',
    mutates: true,
    section: '7.9',
    ourChoice: true,
    summary: '把本人的一条事件推送标为已读（不带 eventId 为全部已读）',
    methods: ['POST'],
    request: Obj({ eventId: OptStr() }),
    response: Obj({ unreadCount: Type.Number() }),
    example: { eventId: 'EVRN-TK440100010016' },
  },
  // ── The staff member's home page (/home/configuration) ──────────────────────
  {
    path: '/wecom/api/queryHomeConfig',
    section: '7.9',
    ourChoice: true,
    summary: '本人首页功能入口的选择与顺序（未设置时为空，按默认全部显示）',
    methods: ['GET'],
    request: Obj({}),
    response: Obj({ tiles: ListOf(Str('功能入口的页面路径'), '按显示顺序'), updatedAt: Nullable(Str()) }),
    example: {},
  },
  {
    path: '/wecom/api/saveHomeConfig',
    mutates: true,
    section: '7.9',
    ourChoice: true,
    summary: '保存本人首页功能入口的选择与顺序（至少一个，不重复；空列表恢复默认）',
    methods: ['POST'],
    request: Obj({ tiles: ListOf(Str('功能入口的页面路径'), '按显示顺序；空列表恢复默认') }),
    response: Obj({ tiles: ListOf(Str()), updatedAt: Nullable(Str()) }),
    example: { tiles: ['/home/mission-center', '/customer-info/query-customer', '/poster/index'] },
  },
  // ── The organisation's codes (spec 000 §2: list-mechanism, enterprise-config/-creat/-repair) ──
  {
    path: '/wecom/api/queryOrgCodes',
    section: '7.9',
    ourChoice: true,
    summary: '本机构的码：机构码（各机构）、企业码（企业客户）、修理厂码（合作修理厂），各含二维码内容',
    methods: ['GET'],
    request: Obj({ codeType: OrgCodeType }),
    response: ListOf(OrgCode),
    example: { codeType: 'enterprise' },
  },
  {
    path: '/wecom/api/saveOrgCode',
    gate: 'enterpriseConfig',
    mutates: true,
    section: '7.9',
    ourChoice: true,
    summary: '新建或修改企业码、修理厂码（需企业配置权限 getEnterpriseConfigPer；机构码由系统维护）',
    methods: ['POST'],
    request: Obj({
      codeId: OptStr('修改时的码 ID；新建不填'),
      codeType: Str('enterprise 企业码，repair 修理厂码'),
      name: Str('企业或修理厂名称'),
      code: Str('统一社会信用代码（企业）或修理厂代码'),
      address: OptStr('地址'),
      contactName: OptStr('联系人'),
      contactPhone: OptStr('联系电话（手机或固话）'),
    }),
    response: OrgCode,
    example: { codeType: 'enterprise', name: '广州天河骏程汽车租赁有限公司', code: '91440106MA9UPK7L3C', contactName: '林小姐', contactPhone: '020-38886677' },
  },
] as const satisfies readonly CatalogueEntryInput[];
