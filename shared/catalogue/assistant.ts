import { Type } from 'typebox';
import { AI_MODEL, SALES_PITCH_SCENE } from '../domain/codes';
import { ASSISTANT_FUNCTION_CODE } from '../domain/constants';
import { CoverageSchema, Nullable } from './customers';
import { codesDoc, Fields, ListOf, Obj, OptStr, Page, Paging, Str, StrNum } from './schemas';
import type { CatalogueEntryInput } from './types';
import { EX } from './examples';

// Spec 001 §7.8: assistant and reports — sales scripts, the chatbot's records and feedback, the
// per-user per-function-code assistant switch (spec 001 §6), the knowledge-base files, the AI
// information summary (/wecom/fwdapi: older envelope), quotations read and set by id, and the
// report page's initial data. Answer shapes are not shown by the spec: the fields below are what
// the demo upstream answers, kept open for the real upstream.


const SCENE_DOC = codesDoc('话术场景', SALES_PITCH_SCENE);
const AI_MODEL_DOC = codesDoc('AI 模型', AI_MODEL);
const FUNCTION_CODE_DOC = `功能代码（${ASSISTANT_FUNCTION_CODE}）`;

const SalesPitchSchema = Obj({
  pitchId: StrNum('话术 ID'),
  scene: Str(SCENE_DOC),
  sceneName: Str(),
  title: Str('标题'),
  content: Str('话术模板（含 {客户姓名} {客户称谓} {车牌号} {到期日} {坐席姓名}/{业务员姓名} 占位符）'),
  filledContent: Nullable(Str('按客户信息替换占位符后的话术（带 custId 时）')),
  missingFields: ListOf(Str(), '模板用到但客户信息中缺少的字段（中文名）'),
  usefulCount: Type.Number({ description: '“有用”反馈数' }),
  uselessCount: Type.Number({ description: '“无用”反馈数' }),
});

const SwitchState = Obj({
  functionCode: Str(FUNCTION_CODE_DOC),
  userCode: Str('员工代码'),
  enabled: Type.Boolean({ description: '该员工是否开通此功能' }),
});

const QuotationDetail = Obj({
  quotationNo: Str('报价单号'),
  quotationId: Str('报价单 ID'),
  custId: Str(),
  userCode: Str('报价员工'),
  licenseNo: Str(),
  frameNo: Str(),
  items: ListOf(CoverageSchema, '险别'),
  premium: StrNum('总保费'),
  status: Str('0 暂存，1 已报价，2 已转投保'),
  statusName: Str(),
  proposalNo: Nullable(Str('投保单号')),
  createdAt: Str(),
  remark: Nullable(Str('备注')),
  updateTime: Nullable(Str('最后修改时间')),
});

/** A knowledge-base file: downloaded with assistant/downLoadFileByPath. */
export const KnowledgeFile = Obj({ fileName: Str('文件名'), filePath: Str('下载路径（downLoadFileByPath 的 filePath）'), fileSize: Type.Number({ description: '字节数' }) });
const knowledgeProps = {
  knowledgeId: Str('知识 ID'),
  title: Str('标题'),
  category: Str('分类代码'),
  categoryName: Str('分类'),
  summary: Str('摘要'),
  fileCount: Type.Number({ description: '附件数' }),
  updateTime: Str('更新时间'),
  viewCount: Type.Number({ description: '浏览次数' }),
};

const Recorded = Obj({ recordId: StrNum('记录 ID'), recorded: Type.Boolean(), createdAt: Str() });

const QUOTE = EX.quotationNo;

export const entries = [
  {
    path: '/wecom/api/assistant/queryNavigationConfig',
    section: '7.8',
    ourChoice: true,
    summary: '助手事项配置：全部导航条目及本人的显示与顺序',
    methods: ['GET'],
    request: Obj({}),
    response: Obj({
      list: ListOf(Obj({ navId: Str(), name: Str('名称'), description: Str('说明'), path: Str('前端路由'), icon: Str('图标名'), shown: Type.Boolean({ description: '在智能助手中显示' }), sort: Type.Number({ description: '顺序，从 1 开始' }) })),
    }),
    example: {},
  },
  {
    path: '/wecom/api/assistant/saveNavigationConfig',
    mutates: true,
    section: '7.8',
    ourChoice: true,
    summary: '保存本人的助手事项配置（显示哪些导航条目、按什么顺序）',
    methods: ['POST'],
    request: Obj({ navIds: ListOf(Str(), '要显示的导航条目 ID，按显示顺序；至少一项') }),
    response: Obj({
      list: ListOf(Obj({ navId: Str(), name: Str('名称'), description: Str('说明'), path: Str('前端路由'), icon: Str('图标名'), shown: Type.Boolean(), sort: Type.Number() })),
    }),
    example: { navIds: ['N02', 'N04', 'N01'] },
  },
  {
    path: '/wecom/api/assistant/queryKnowledgeList',
    section: '7.8',
    ourChoice: true,
    summary: '知识库：按分类和关键字分页查询知识条目（附分类列表）',
    methods: ['POST'],
    request: Obj({ category: OptStr('分类代码'), keyword: OptStr('标题、摘要或正文关键字'), ...Paging }),
    response: Obj({
      list: ListOf(Obj(knowledgeProps)),
      total: Type.Number(),
      pageNo: Type.Optional(Type.Number()),
      pageSize: Type.Optional(Type.Number()),
      categories: ListOf(Obj({ category: Str('分类代码'), categoryName: Str('分类'), count: Type.Number({ description: '条目数' }) })),
    }),
    example: { category: 'claims', pageNo: 1, pageSize: 10 },
  },
  {
    path: '/wecom/api/assistant/queryKnowledgeById',
    section: '7.8',
    ourChoice: true,
    summary: '知识库：知识条目详情（正文与附件；浏览次数加一）',
    methods: ['GET'],
    request: Obj({ knowledgeId: Str('知识 ID') }),
    response: Obj({ ...knowledgeProps, content: ListOf(Str(), '正文段落'), files: ListOf(KnowledgeFile, '附件') }),
    example: { knowledgeId: 'KB0004' },
  },
  {
    path: '/wecom/api/assistant/downLoadFileByPath',
    section: '7.8',
    summary: '按路径下载助手知识库文件（二进制）',
    methods: ['GET'],
    request: Obj({ filePath: Str('文件路径'), fileName: OptStr('下载文件名（上游未给出时使用）') }),
    response: Type.Unknown({ description: '文件内容' }),
    example: { filePath: '/kb/车险投保须知.pdf' },
    download: { filenameField: 'fileName' },
  },
  {
    path: '/wecom/api/assistant/getSalesPitch',
    section: '7.8',
    summary: '按场景查询销售话术（带客户时替换话术占位符）',
    methods: ['POST'],
    request: Obj({ scene: OptStr(SCENE_DOC), keyword: OptStr('标题或内容关键字'), custId: Type.Optional(Fields.custId), ...Paging }),
    response: Page(SalesPitchSchema),
    example: { scene: 'renewal', custId: 'C4400000001' },
  },
  {
    path: '/wecom/api/assistant/isUseful',
    mutates: true,
    section: '7.8',
    summary: '对话术或智能问答记录反馈“有用/无用”',
    methods: ['POST'],
    request: Obj({
      pitchId: Type.Optional(StrNum('话术 ID')),
      recordId: Type.Optional(StrNum('智能问答记录 ID')),
      useful: Str('1 有用，0 无用'),
      remark: OptStr('补充说明'),
    }),
    response: Obj({ feedbackId: StrNum('反馈 ID'), targetId: StrNum('话术或记录 ID'), useful: Str('1 有用，0 无用'), recorded: Type.Boolean() }),
    example: { pitchId: 'SP0001', useful: '1' },
  },
  {
    path: '/wecom/api/assistant/getNavigationList',
    section: '7.8',
    summary: '智能助手首页导航',
    methods: ['POST'],
    request: Obj({ aiModel: OptStr(AI_MODEL_DOC) }),
    response: Obj({
      list: ListOf(Obj({ navId: Str(), name: Str('名称'), description: Str('说明'), path: Str('前端路由'), icon: Str('图标名') })),
    }),
    example: {},
  },
  {
    path: '/wecom/api/assistant/saveIntellRecord',
    mutates: true,
    section: '7.8',
    summary: '保存智能问答记录',
    methods: ['POST'],
    request: Obj({
      sessionId: Str('会话 ID（generateSessionId）'),
      question: Str('问题'),
      answer: OptStr('回答'),
      aiModel: OptStr(AI_MODEL_DOC),
      custId: Type.Optional(Fields.custId),
    }),
    response: Recorded,
    example: { sessionId: 'S202611010001', question: '车损险包含哪些保险责任？', answer: '车损险保障因碰撞、倾覆、火灾、暴雨等原因造成的被保险车辆损失。', aiModel: 'bigModel' },
  },
  {
    path: '/wecom/api/assistant/insertWhiteListByFunc',
    mutates: true,
    section: '7.8',
    summary: '为当前员工开通助手功能（加入功能白名单）',
    methods: ['POST'],
    authorization: true,
    request: Obj({ functionCode: Str(FUNCTION_CODE_DOC), isUseLoginUserInfo: Str('1 使用当前登录员工') }),
    response: SwitchState,
    example: { functionCode: ASSISTANT_FUNCTION_CODE, isUseLoginUserInfo: '1' },
  },
  {
    path: '/wecom/api/assistant/invalidFunctionCode',
    mutates: true,
    section: '7.8',
    summary: '为当前员工关闭助手功能',
    methods: ['POST'],
    request: Obj({ functionCode: Str(FUNCTION_CODE_DOC) }),
    response: SwitchState,
    example: { functionCode: ASSISTANT_FUNCTION_CODE },
  },
  {
    path: '/wecom/api/assistant/getReportAnalyze',
    section: '7.8',
    summary: '智能报表分析（当前员工的业务概况、绑定或续保分析）',
    methods: ['POST'],
    request: Obj({ reportType: OptStr('business 业务概况（默认），binding 客户绑定，renewal 续保') }),
    response: Obj({
      reportType: Str(),
      reportName: Str(),
      userCode: Str(),
      summary: Str('分析结论'),
      items: ListOf(Obj({ name: Str('指标'), value: StrNum('值'), unit: Str('单位') })),
      suggestions: ListOf(Str(), '建议'),
    }),
    example: { reportType: 'business' },
  },
  {
    path: '/wecom/api/assistant/getFrequentlyQuestions',
    section: '7.8',
    summary: '智能助手常见问题',
    methods: ['GET'],
    request: Obj({ aiModel: OptStr(AI_MODEL_DOC), category: OptStr('分类') }),
    response: Obj({ aiModel: Str(AI_MODEL_DOC), list: ListOf(Obj({ questionId: Str(), question: Str(), category: Str() })) }),
    example: { aiModel: 'bigModel' },
  },
  {
    path: '/wecom/api/assistant/generateSessionId',
    mutates: true,
    section: '7.8',
    summary: '生成新的智能问答会话 ID',
    methods: ['GET'],
    request: Obj({}),
    response: Obj({ sessionId: Str('会话 ID'), createdAt: Str() }),
    example: {},
  },
  {
    path: '/wecom/api/assistant/showAssistantByUser',
    section: '7.8',
    summary: '查询当前员工各助手功能是否开通（data.bigModel）',
    methods: ['GET'],
    request: Obj({ functionCodes: Str('功能代码，逗号分隔（bigModel）') }),
    response: Obj(
      { [ASSISTANT_FUNCTION_CODE]: Type.Optional(Type.Boolean({ description: '大模型助手已开通' })) },
      '每个请求的功能代码 → 是否开通',
    ),
    example: { functionCodes: ASSISTANT_FUNCTION_CODE },
  },
  {
    path: '/wecom/api/assistant/checkIsValidRiskCode',
    section: '7.8',
    summary: '校验险种代码是否有效',
    methods: ['GET'],
    request: Obj({ riskCode: Str('险种代码') }),
    response: Obj({
      riskCode: Str(),
      valid: Type.Boolean(),
      riskName: Nullable(Str('险种名称')),
      kind: Nullable(Str('vehicle 车险 / nonVehicle 非车')),
    }),
    example: { riskCode: 'DAA' },
  },
  {
    path: '/wecom/api/assistant/getFileInfoByFileName',
    section: '7.8',
    summary: '按文件名查询知识库文件信息（下载路径、大小）',
    methods: ['GET'],
    request: Obj({ fileName: Str('文件名') }),
    response: Obj({
      fileName: Str(),
      filePath: Str('下载路径（downLoadFileByPath 的 filePath）'),
      title: Str('标题'),
      fileType: Str('扩展名'),
      fileSize: Type.Number({ description: '字节数' }),
      updateTime: Str(),
    }),
    example: { fileName: '车险投保须知.pdf' },
  },
  {
    path: '/wecom/fwdapi/yxxtaihub/informationSummary/getInformationSummaryFields',
    section: '7.8',
    summary: 'AI 信息汇总的字段配置（旧版响应）',
    methods: ['GET'],
    request: Obj({ summaryType: OptStr('customer 客户信息（默认），claim 理赔信息') }),
    response: Obj({
      summaryType: Str(),
      summaryName: Str(),
      fields: ListOf(Obj({ fieldCode: Str(), fieldName: Str(), required: Type.Boolean(), sort: Type.Number() })),
    }),
    example: { summaryType: 'customer' },
  },
  {
    path: '/wecom/fwdapi/yxxtaihub/informationSummary/saveUsageRecord',
    mutates: true,
    section: '7.8',
    summary: '记录 AI 信息汇总的使用（旧版响应）',
    methods: ['POST'],
    request: Obj({
      functionCode: Str('功能代码，如 informationSummary'),
      summaryType: OptStr('customer / claim'),
      custId: Type.Optional(Fields.custId),
      content: OptStr('汇总内容'),
    }),
    response: Recorded,
    example: { functionCode: 'informationSummary', summaryType: 'customer', custId: 'C4400000001' },
  },
  {
    path: '/wecom/api/EnginInfoService/getQuotationByID',
    section: '7.8',
    summary: '按 ID（或报价单号）读取报价单',
    methods: ['GET', 'POST'],
    request: Obj({ quotationId: Str('报价单 ID 或报价单号') }),
    response: QuotationDetail,
    example: { quotationId: QUOTE },
  },
  {
    path: '/wecom/api/EnginInfoService/setQuotationByID',
    mutates: true,
    section: '7.8',
    summary: '按 ID 修改报价单（险别、状态、备注；仅本人的，已转投保的不能改）',
    methods: ['GET', 'POST'],
    request: Obj({
      quotationId: Str('报价单 ID 或报价单号'),
      status: OptStr('0 暂存，1 已报价'),
      items: Type.Optional(
        Type.Union([ListOf(Obj({ kindCode: Str(), kindName: OptStr(), amount: StrNum(), premium: StrNum() })), Str()], {
          description: '险别（数组，GET 时为 JSON 字符串）；总保费按险别重算',
        }),
      ),
      remark: OptStr('备注'),
    }),
    response: QuotationDetail,
    example: { quotationId: QUOTE, remark: '客户已确认报价，待缴费' },
  },
  {
    path: '/wecom/report/queryUserRpInitData.do',
    section: '7.8',
    summary: '报表页初始化数据（本人机构、日期范围、指标）',
    methods: ['GET'],
    request: Obj({}),
    response: Obj({
      userCode: Str(),
      userName: Str(),
      comId: Str(),
      comCode: Str(),
      comName: Str(),
      orgs: ListOf(Obj({ comCode: Str(), comName: Str() }), '可查询的机构'),
      dateRanges: ListOf(Obj({ code: Str('day/week/month/quarter/year'), name: Str(), startDate: Str(), endDate: Str() })),
      defaultDateRange: Str(),
      indicators: ListOf(Obj({ indicatorCode: Str(), indicatorName: Str(), unit: Str() })),
    }),
    example: {},
  },
] as const satisfies readonly CatalogueEntryInput[];
