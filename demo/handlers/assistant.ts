import { randomUUID } from 'node:crypto';
import { SALES_PITCH_SCENE, type SalesPitchScene } from '../../shared/domain/codes';
import { AI_MODEL, ASSISTANT_FUNCTION_CODE, DEFAULT_AI_MODEL, INSURANCE_KIND_GROUP, INTERVAL_UNIT, SCRIPT_FIELD_LABEL, customerTitleFor, fillScript, formatInterval, has, insuranceKindGroupOf, missingScriptFields, type IntervalUnit } from '../../shared/domain';
import { TOKEN_COOKIE } from '../../shared/session';
import { asOfReference, money, QUOTATION_STATUS, type DemoCoverage, type DemoQuotation } from '../data/seed';
import { bookOf, customerById, percent, policiesOf, quotationByNoOrId, vehiclesOf } from '../data/queries';
import { userByCode } from '../data/users';
import { KB_FILES, KNOWLEDGE, KNOWLEDGE_CATEGORY, knowledgeById, knowledgeFile, pdf, type KnowledgeEntry } from '../data/knowledge';
import { callerCode, fail, field, nowText, ok, oldFail, oldOk, paged, type DemoContext, type DemoHandlers, type DemoState } from '../types';
import { ORGS, comNameOf } from '../data/orgs';
import { nextId, type Feedback } from '../state/assistant';

// Spec 001 §7.8: assistant and reports. State: demo/state/assistant.ts.

// ── Sales scripts ───────────────────────────────────────────────────────────
const PITCHES: ReadonlyArray<{ pitchId: string; scene: SalesPitchScene; title: string; content: string }> = [
  { pitchId: 'SP0001', scene: 'renewal', title: '续保到期提醒（早鸟优惠）', content: '{客户称谓}您好，我是您的客户经理{业务员姓名}。您的爱车{车牌号}的车险将于{到期日}到期，现在续保可享受早鸟优惠，我已为您准备好报价，方便时发给您看看？' },
  { pitchId: 'SP0002', scene: 'renewal', title: '脱保风险提示', content: '{客户姓名}您好！温馨提醒：{车牌号}的保单将于{到期日}到期，脱保期间出险将无法获得赔付，建议提前办理续保。有任何问题随时联系我——{坐席姓名}。' },
  { pitchId: 'SP0003', scene: 'inspection', title: '年检代办服务', content: '{客户称谓}您好，您的爱车{车牌号}年检即将到期，我们为在保客户提供免费年检代办服务，需要的话回复我预约时间即可。' },
  { pitchId: 'SP0004', scene: 'claim', title: '理赔进度安抚', content: '{客户称谓}您好，我是{坐席姓名}，您的案件我们正在加紧处理，如需补充材料我会第一时间联系您，请保持电话畅通。' },
  { pitchId: 'SP0005', scene: 'nonVehicle', title: '家财险推荐', content: '{客户称谓}您好，除了车险，我们还有家庭财产保险，每月不到一杯奶茶钱，就能保障房屋及室内财产，感兴趣的话我给您详细介绍。' },
  { pitchId: 'SP0006', scene: 'birthday', title: '生日祝福', content: '{客户称谓}，今天是您的生日，{业务员姓名}祝您生日快乐，平安顺遂！' },
];

/** The script values of a customer: name, title, plate and the end date of the motor policy due first. */
function scriptValues(ctx: DemoContext, custId: string) {
  const cust = customerById(ctx.state.db, custId);
  if (!cust) return undefined;
  const plate = vehiclesOf(ctx.state.db, custId)[0]?.licenseNo;
  const endDate = policiesOf(ctx.state.db, custId)
    .filter((p) => p.kind === 'vehicle' && p.inForceStatus === '1')
    .map((p) => p.endDate)
    .sort()[0];
  return {
    customerName: cust.name,
    customerTitle: customerTitleFor(cust.gender, cust.name),
    plateNumber: plate,
    endDate,
    agentName: userByCode(callerCode(ctx))?.name,
  };
}

// ── The assistant switch (spec 001 §6) ──────────────────────────────────────
const FUNCTION_CODES: readonly string[] = [ASSISTANT_FUNCTION_CODE];
const switchOn = (state: DemoState, userCode: string, functionCode: string) => state.assistant.switches.get(`${userCode}:${functionCode}`) === true;

function setSwitch(ctx: DemoContext, on: boolean) {
  const functionCode = field(ctx, 'functionCode');
  if (!functionCode || !FUNCTION_CODES.includes(functionCode)) return fail('功能代码不存在');
  const userCode = callerCode(ctx);
  ctx.state.assistant.switches.set(`${userCode}:${functionCode}`, on);
  return ok({ functionCode, userCode, enabled: on });
}

/** The USER_TOKEN cookie the call came with. */
function cookieToken(ctx: DemoContext): string | undefined {
  for (const part of (ctx.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === TOKEN_COOKIE) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

// ── Risk codes, knowledge base, questions ───────────────────────────────────
const VEHICLE_RISK_NAMES: Readonly<Record<string, string>> = { DAA: '机动车商业保险', DZA: '机动车交通事故责任强制保险' };

const FREQUENT_QUESTIONS: Readonly<Record<keyof typeof AI_MODEL, ReadonlyArray<{ question: string; category: string }>>> = {
  bigModel: [
    { question: '帮我写一段续保提醒话术', category: '话术生成' }, { question: '客户问新能源车险和燃油车有什么区别，怎么回答？', category: '产品咨询' },
    { question: '总结一下这位客户的保单和理赔情况', category: '信息汇总' }, { question: '客户嫌续保保费贵，如何沟通？', category: '异议处理' },
  ],
  knowledgeBase: [
    { question: '车损险包含哪些保险责任？', category: '车险条款' }, { question: '交强险的赔偿限额是多少？', category: '车险条款' }, { question: '理赔需要准备哪些材料？', category: '理赔服务' },
    { question: '家财险保障哪些财产？', category: '非车产品' },
  ],
};

const NAVIGATION = [
  { navId: 'N01', name: '话术库', description: '按场景查找销售话术', path: '/verbal-trick-manage/search-patter-by-type3', icon: 'chat' },
  { navId: 'N02', name: '知识库', description: '条款、理赔指南与产品手册', path: '/knowledge/index', icon: 'book' },
  { navId: 'N03', name: '报表分析', description: '我的业务概况与绑定、续保分析', path: '/customer-info/reportlist', icon: 'chart' },
  { navId: 'N04', name: '客户助手', description: '按客户生成话术与信息汇总', path: '/home/custome-assistant', icon: 'question' },
  { navId: 'N05', name: '任务中心', description: '续保与营销任务', path: '/home/mission-center', icon: 'task' },
];

const SUMMARY_FIELDS: Readonly<Record<string, { name: string; fields: ReadonlyArray<[string, string, boolean]> }>> = {
  customer: {
    name: '客户信息汇总',
    fields: [
      ['custName', '客户姓名', true], ['customerStatus', '客户状态', true], ['vehicles', '车辆信息', true], ['policies', '在保保单', true], ['claims', '理赔记录', false],
      ['reminders', '到期提醒', false], ['tags', '客户标签', false],
    ],
  },
  claim: {
    name: '理赔信息汇总',
    fields: [
      ['registNo', '报案号', true], ['accidentDesc', '出险经过', true], ['claimNodes', '理赔进度', true], ['estimateAmount', '估损金额', false], ['paidAmount', '赔付金额', false],
    ],
  },
};

// ── Quotations ──────────────────────────────────────────────────────────────

function quotationOut(state: DemoState, q: DemoQuotation) {
  const note = state.assistant.quotationNotes.get(q.quotationNo) ?? { remark: null, updateTime: null };
  return { ...q, ...note };
}

/** Items from the request: an array, or its JSON text (GET). A reason string when malformed. */
function itemsOf(value: unknown): DemoCoverage[] | string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return '险别格式不正确';
    }
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return '请至少选择一个险别';
  const items: DemoCoverage[] = [];
  for (const raw of parsed as unknown[]) {
    const item = (raw ?? {}) as Record<string, unknown>;
    const amount = Number(item['amount']);
    const premium = Number(item['premium']);
    if (typeof item['kindCode'] !== 'string' || !item['kindCode']) return '险别代码不能为空';
    if (!Number.isFinite(amount) || amount < 0 || !Number.isFinite(premium) || premium < 0) return '保额和保费须为非负数';
    items.push({ kindCode: item['kindCode'], kindName: typeof item['kindName'] === 'string' ? item['kindName'] : item['kindCode'], amount, premium: money(premium) });
  }
  return items;
}

// ── Assistant items: the caller's choice of entries and their order (ourChoice calls) ──
function navigationOf(ctx: DemoContext) {
  const chosen = ctx.state.assistant.navigation.get(callerCode(ctx));
  const order = chosen ?? NAVIGATION.map((n) => n.navId);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length + NAVIGATION.findIndex((n) => n.navId === id));
  return [...NAVIGATION]
    .sort((a, b) => rank(a.navId) - rank(b.navId))
    .map((n, i) => ({ ...n, shown: order.includes(n.navId), sort: i + 1 }));
}

// ── Knowledge base (ourChoice calls: browse, search, open) ─────────────────
const knowledgeViews = (state: DemoState, k: KnowledgeEntry) => k.viewCount + (state.assistant.knowledgeViews.get(k.knowledgeId) ?? 0);

function knowledgeRow(state: DemoState, k: KnowledgeEntry) {
  return {
    knowledgeId: k.knowledgeId,
    title: k.title,
    category: k.category,
    categoryName: KNOWLEDGE_CATEGORY[k.category],
    summary: k.summary,
    fileCount: k.files.length,
    updateTime: asOfReference(state.db, k.updateTime),
    viewCount: knowledgeViews(state, k),
  };
}

export const handlers: DemoHandlers = {
  'assistant/queryKnowledgeList': (ctx) => {
    const category = field(ctx, 'category');
    if (category && !has(KNOWLEDGE_CATEGORY, category)) return fail('知识分类不存在');
    const keyword = field(ctx, 'keyword')?.trim().toLowerCase();
    if (keyword && keyword.length > 50) return fail('关键字不能超过 50 个字');
    const matches = (k: KnowledgeEntry) =>
      !keyword || [k.title, k.summary, ...k.content, ...k.files].some((t) => t.toLowerCase().includes(keyword));
    const found = KNOWLEDGE.filter((k) => (!category || k.category === category) && matches(k));
    const categories = (Object.keys(KNOWLEDGE_CATEGORY) as Array<keyof typeof KNOWLEDGE_CATEGORY>).map((c) => ({
      category: c,
      categoryName: KNOWLEDGE_CATEGORY[c],
      count: KNOWLEDGE.filter((k) => k.category === c).length,
    }));
    return ok({ ...paged(ctx, found.map((k) => knowledgeRow(ctx.state, k))), categories });
  },
  'assistant/queryKnowledgeById': (ctx) => {
    const k = knowledgeById(field(ctx, 'knowledgeId'));
    if (!k) return fail('知识条目不存在或已下线');
    ctx.state.assistant.knowledgeViews.set(k.knowledgeId, (ctx.state.assistant.knowledgeViews.get(k.knowledgeId) ?? 0) + 1);
    return ok({ ...knowledgeRow(ctx.state, k), content: [...k.content], files: k.files.map(knowledgeFile) });
  },
  'assistant/downLoadFileByPath': (ctx) => {
    const path = field(ctx, 'filePath') ?? '';
    const title = KB_FILES[path];
    if (!title) return fail('文件不存在或已被删除');
    return { kind: 'file', body: pdf(title), filename: path.split('/').pop()!, contentType: 'application/pdf' };
  },
  'assistant/getSalesPitch': (ctx) => {
    const scene = field(ctx, 'scene');
    if (scene && !has(SALES_PITCH_SCENE, scene)) return fail('话术场景不存在');
    const keyword = field(ctx, 'keyword');
    const custId = field(ctx, 'custId');
    const values = custId ? scriptValues(ctx, custId) : undefined;
    if (custId && !values) return fail('未查询到该客户信息');
    const feedback = ctx.state.assistant.feedback;
    const found = PITCHES.filter((p) => (!scene || p.scene === scene) && (!keyword || p.title.includes(keyword) || p.content.includes(keyword)));
    return ok(
      paged(
        ctx,
        found.map((p) => ({
          ...p,
          sceneName: SALES_PITCH_SCENE[p.scene],
          filledContent: values ? fillScript(p.content, values) : null,
          missingFields: values ? missingScriptFields(p.content, values).map((f) => SCRIPT_FIELD_LABEL[f]) : [],
          usefulCount: feedback.filter((f) => f.targetId === p.pitchId && f.useful === '1').length,
          uselessCount: feedback.filter((f) => f.targetId === p.pitchId && f.useful === '0').length,
        })),
      ),
    );
  },
  'assistant/isUseful': (ctx) => {
    const pitchId = field(ctx, 'pitchId');
    const recordId = field(ctx, 'recordId');
    const targetId = pitchId ?? recordId;
    if (!targetId) return fail('缺少话术或问答记录 ID');
    if (pitchId && !PITCHES.some((p) => p.pitchId === pitchId)) return fail('话术不存在');
    if (!pitchId && !ctx.state.assistant.intellRecords.some((r) => r.recordId === recordId)) {
      return fail('问答记录不存在');
    }
    const useful = field(ctx, 'useful');
    if (useful !== '0' && useful !== '1') return fail('请选择有用或无用');
    const feedback: Feedback = {
      feedbackId: nextId(ctx.state, 'FB'),
      targetId,
      useful,
      userCode: callerCode(ctx),
      remark: field(ctx, 'remark') ?? null,
      createdAt: nowText(ctx.state),
    };
    ctx.state.assistant.feedback.push(feedback);
    return ok({ feedbackId: feedback.feedbackId, targetId, useful, recorded: true });
  },
  'assistant/getNavigationList': (ctx) => ok({ list: navigationOf(ctx).filter((n) => n.shown).map(({ shown: _s, sort: _o, ...n }) => n) }),
  'assistant/queryNavigationConfig': (ctx) => ok({ list: navigationOf(ctx) }),
  'assistant/saveNavigationConfig': (ctx) => {
    const raw = ctx.body.navIds ?? ctx.query.navIds;
    const navIds = (Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? raw.split(',') : []).map((s) => s.trim()).filter(Boolean);
    if (navIds.length === 0) return fail('请至少选择一个助手事项');
    const unknown = navIds.filter((id) => !NAVIGATION.some((n) => n.navId === id));
    if (unknown.length > 0) return fail(`助手事项不存在：${unknown.join('、')}`);
    if (new Set(navIds).size !== navIds.length) return fail('助手事项不能重复');
    ctx.state.assistant.navigation.set(callerCode(ctx), navIds);
    return ok({ list: navigationOf(ctx) });
  },
  'assistant/saveIntellRecord': (ctx) => {
    const sessionId = field(ctx, 'sessionId');
    const question = field(ctx, 'question');
    if (!sessionId) return fail('缺少会话 ID');
    if (!question) return fail('问题不能为空');
    const aiModel = field(ctx, 'aiModel') ?? DEFAULT_AI_MODEL;
    if (!has(AI_MODEL, aiModel)) return fail('AI 模型不存在');
    const record = {
      recordId: nextId(ctx.state, 'IR'),
      sessionId,
      question,
      answer: field(ctx, 'answer') ?? null,
      aiModel,
      custId: field(ctx, 'custId') ?? null,
      userCode: callerCode(ctx),
      createdAt: nowText(ctx.state),
    };
    ctx.state.assistant.intellRecords.push(record);
    return ok({ recordId: record.recordId, recorded: true, createdAt: record.createdAt });
  },
  'assistant/insertWhiteListByFunc': (ctx) => {
    // The upstream checks the Authorization header against the session's token (spec 001 §6).
    const token = cookieToken(ctx);
    const authorization = (ctx.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    if (!token || authorization !== token) return fail('身份校验失败，请重新进入页面后再试');
    if (field(ctx, 'isUseLoginUserInfo') !== '1') return fail('仅支持为当前登录员工开通');
    return setSwitch(ctx, true);
  },
  'assistant/invalidFunctionCode': (ctx) => setSwitch(ctx, false),
  'assistant/showAssistantByUser': (ctx) => {
    const codes = (field(ctx, 'functionCodes') ?? '').split(',').map((c) => c.trim()).filter(Boolean);
    if (codes.length === 0) return fail('缺少功能代码');
    const userCode = callerCode(ctx);
    return ok(Object.fromEntries(codes.map((code) => [code, FUNCTION_CODES.includes(code) && switchOn(ctx.state, userCode, code)])));
  },
  'assistant/getReportAnalyze': (ctx) => {
    const reportType = field(ctx, 'reportType') ?? 'business';
    const userCode = callerCode(ctx);
    const { mine, inForce, premium, wxBound, motor: vehicle, renewed, tasks } = bookOf(ctx.state.db, userCode);
    const todo = tasks.filter((t) => t.taskType === '2' || t.taskType === '6').length;
    const reports: Record<string, { name: string; summary: string; items: Array<[string, number, string]>; suggestions: string[] }> = {
      business: {
        name: '业务概况',
        summary: `您名下共 ${mine.length} 位客户，在保保单 ${inForce.length} 件，在保保费 ${premium} 元；待办任务 ${todo} 件。`,
        items: [['绑定客户数', mine.length, '人'], ['在保保单数', inForce.length, '件'], ['在保保费', premium, '元'], ['待办任务数', todo, '件']],
        suggestions: todo > 0 ? ['优先跟进即将到期的续保待办', '对高价值客户推荐非车产品'] : ['继续保持客户跟进节奏'],
      },
      binding: {
        name: '客户绑定分析',
        summary: `绑定客户 ${mine.length} 人，其中公众号已绑定 ${wxBound} 人，绑定率 ${percent(wxBound, mine.length)}%。`,
        items: [['绑定客户数', mine.length, '人'], ['公众号绑定数', wxBound, '人'], ['公众号绑定率', percent(wxBound, mine.length), '%']],
        suggestions: ['在服务触点引导客户关注公众号', '通过扫码绑定提升绑定率'],
      },
      renewal: {
        name: '续保分析',
        summary: `商业险保单 ${vehicle.length} 件，在保 ${renewed} 件，续保率 ${percent(renewed, vehicle.length)}%。`,
        items: [['商业险保单数', vehicle.length, '件'], ['在保件数', renewed, '件'], ['续保率', percent(renewed, vehicle.length), '%']],
        suggestions: ['到期前 60 天启动续保提醒', '脱保客户安排电话回访'],
      },
    };
    const r = Object.hasOwn(reports, reportType) ? reports[reportType] : undefined;
    if (!r) return fail('报表类型不存在');
    const items = r.items.map(([name, value, unit]) => ({ name, value, unit }));
    return ok({ reportType, reportName: r.name, userCode, summary: r.summary, items, suggestions: r.suggestions });
  },
  'assistant/getFrequentlyQuestions': (ctx) => {
    const aiModel = field(ctx, 'aiModel') ?? DEFAULT_AI_MODEL;
    if (!has(AI_MODEL, aiModel)) return fail('AI 模型不存在');
    const category = field(ctx, 'category');
    const list = FREQUENT_QUESTIONS[aiModel]
      .map((q, i) => ({ questionId: `${aiModel === 'bigModel' ? 'BQ' : 'KQ'}${String(i + 1).padStart(3, '0')}`, ...q }))
      .filter((q) => !category || q.category === category);
    return ok({ aiModel, list });
  },
  'assistant/generateSessionId': (ctx) => ok({ sessionId: randomUUID().replace(/-/g, ''), createdAt: nowText(ctx.state) }),
  'assistant/checkIsValidRiskCode': (ctx) => {
    const riskCode = field(ctx, 'riskCode')?.toUpperCase();
    if (!riskCode) return fail('请输入险种代码');
    const vehicleName = VEHICLE_RISK_NAMES[riskCode];
    if (vehicleName) return ok({ riskCode, valid: true, riskName: vehicleName, kind: 'vehicle' });
    const group = insuranceKindGroupOf(riskCode);
    if (group) return ok({ riskCode, valid: true, riskName: INSURANCE_KIND_GROUP[group].label, kind: 'nonVehicle' });
    return ok({ riskCode, valid: false, riskName: null, kind: null });
  },
  'assistant/getFileInfoByFileName': (ctx) => {
    const fileName = field(ctx, 'fileName');
    if (!fileName) return fail('请输入文件名');
    const path = Object.keys(KB_FILES).find((p) => p.split('/').pop() === fileName) ?? Object.keys(KB_FILES).find((p) => p.includes(fileName));
    const title = path ? KB_FILES[path] : undefined;
    if (!path || !title) return fail('未找到该文件');
    const name = path.split('/').pop() ?? path;
    return ok({
      fileName: name,
      filePath: path,
      title: name.replace(/\.[^.]+$/, ''),
      fileType: name.split('.').pop() ?? '',
      fileSize: pdf(title).length,
      updateTime: asOfReference(ctx.state.db, '2026-10-08 09:00:00'),
    });
  },
  // ── AI information summary (older envelope) ──
  'fwdapi/yxxtaihub/informationSummary/getInformationSummaryFields': (ctx) => {
    const summaryType = field(ctx, 'summaryType') ?? 'customer';
    const def = SUMMARY_FIELDS[summaryType];
    if (!def) return oldFail('汇总类型不存在');
    return oldOk({
      summaryType,
      summaryName: def.name,
      fields: def.fields.map(([fieldCode, fieldName, required], i) => ({ fieldCode, fieldName, required, sort: i + 1 })),
    });
  },
  'fwdapi/yxxtaihub/informationSummary/saveUsageRecord': (ctx) => {
    const functionCode = field(ctx, 'functionCode');
    if (!functionCode) return oldFail('缺少功能代码');
    const summaryType = field(ctx, 'summaryType');
    if (summaryType && !SUMMARY_FIELDS[summaryType]) return oldFail('汇总类型不存在');
    const record = {
      recordId: nextId(ctx.state, 'UR'),
      functionCode,
      summaryType: summaryType ?? null,
      custId: field(ctx, 'custId') ?? null,
      content: field(ctx, 'content') ?? null,
      userCode: callerCode(ctx),
      createdAt: nowText(ctx.state),
    };
    ctx.state.assistant.usageRecords.push(record);
    return oldOk({ recordId: record.recordId, recorded: true, createdAt: record.createdAt });
  },
  // ── Quotations by id ──
  'EnginInfoService/getQuotationByID': (ctx) => {
    const q = quotationByNoOrId(ctx.state.db, field(ctx, 'quotationId'));
    return q ? ok(quotationOut(ctx.state, q)) : fail('报价单不存在');
  },
  'EnginInfoService/setQuotationByID': (ctx) => {
    const q = quotationByNoOrId(ctx.state.db, field(ctx, 'quotationId'));
    if (!q) return fail('报价单不存在');
    if (q.userCode !== callerCode(ctx)) return fail('只能修改本人的报价单');
    if (q.status === '2') return fail('报价单已转投保，不能修改');
    const status = field(ctx, 'status');
    if (status !== undefined && status !== '0' && status !== '1') return fail('报价单状态只能改为暂存或已报价');
    const items = itemsOf(ctx.body.items ?? ctx.query.items);
    if (typeof items === 'string') return fail(items);
    const remark = field(ctx, 'remark');
    if (remark !== undefined && remark.length > 200) return fail('备注不能超过 200 个字');
    if (status === undefined && items === undefined && remark === undefined) return fail('没有要修改的内容');
    if (items) {
      q.items = items;
      q.premium = money(items.reduce((s, k) => s + k.premium, 0));
    }
    if (status) {
      q.status = status;
      q.statusName = QUOTATION_STATUS[status];
    }
    const note = ctx.state.assistant.quotationNotes.get(q.quotationNo) ?? { remark: null, updateTime: null };
    ctx.state.assistant.quotationNotes.set(q.quotationNo, { remark: remark ?? note.remark, updateTime: nowText(ctx.state) });
    return ok(quotationOut(ctx.state, q));
  },
  // ── Reports ──
  'report/queryUserRpInitData': (ctx) => {
    const user = ctx.user;
    if (!user) return fail('登录超时，请重新登录', 16);
    const today = ctx.state.now();
    const units: IntervalUnit[] = ['day', 'week', 'month', 'quarter', 'year'];
    const prefix: Record<IntervalUnit, string> = { day: '今', week: '本', month: '本', quarter: '本', year: '本' };
    return ok({
      userCode: user.userCode,
      userName: userByCode(user.userCode)?.name ?? user.userCode,
      comId: user.comId,
      comCode: user.comCode,
      comName: comNameOf(user.comCode),
      orgs: ORGS.filter((o) => o.comId === user.comId).map(({ comCode, comName }) => ({ comCode, comName })),
      dateRanges: units.map((code) => {
        const [startDate, endDate] = formatInterval(today, code) ?? ['', ''];
        return { code, name: `${prefix[code]}${INTERVAL_UNIT[code]}`, startDate, endDate };
      }),
      defaultDateRange: 'month',
      indicators: [
        { indicatorCode: 'premium', indicatorName: '保费收入', unit: '元' }, { indicatorCode: 'custBindNum', indicatorName: '绑定客户数', unit: '人' },
        { indicatorCode: 'bindingRate', indicatorName: '客户绑定率', unit: '%' }, { indicatorCode: 'renewalRate', indicatorName: '续保率', unit: '%' },
        { indicatorCode: 'taskDoneNum', indicatorName: '任务完成数', unit: '件' },
      ],
    });
  },
};
