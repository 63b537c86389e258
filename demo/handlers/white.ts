import { createHash } from 'node:crypto';
import { SWITCH_CONFIG_TYPE, SWITCH_DEFAULT_VALUE, chinaTime, insuranceKindGroupOf, maskEmployeeCode, maskIdNumber, maskMiddle, maskPhone, orgName, nonVehicleTargetOf, validateIdCard, validateMobile, validatePlate } from '../../shared/domain';
import { decryptId, seal, unseal } from '../crypto';
import { mayShareCustomer, mayShareTask } from '../permission';
import { customerById, taskById } from '../data/queries';
import type { DemoTask } from '../data/seed';
import { userByCode, type DemoUser } from '../data/users';
import { fail, field, nowText, ok, type DemoContext, type DemoHandlers, type DemoReply, type DemoState } from '../types';
import { managerOf } from '../state/auth';
import { knowledgeById } from '../data/knowledge';
import { PROVINCES, provinceOf } from '../data/orgs';
import { productNameOf, publicPosterOf } from '../data/content';
import { publicNewsOf } from '../state/content';
import { cardOf } from '../state/other';
import { relationIdOf, type JointChannel, type RelationRecord } from '../state/white';

// Spec 001 §7.10: the public white-list calls behind shared articles, posters, service-manager
// cards, region pickers and the group-chat filing ("relation") and quote robot pages. State:
// demo/state/white.ts (filings, quote tasks, article visits), switches in demo/state/config.ts.

const SHORT_HASH = (text: string, n = 12) => createHash('sha1').update(text).digest('hex').slice(0, n);
const INSURE_ORIGIN = 'https://e.demo-insurer.cn';

// ── Articles ────────────────────────────────────────────────────────────────
/** Articles come from the store staff share from (content.ts), so a shared link opens what was sent. */
type News = NonNullable<ReturnType<typeof publicNewsOf>>;

const RISK_NAMES: Readonly<Record<string, string>> = {
  JEB: '家用电器延保',
  EAU: '驾乘人员意外伤害保险',
  EDD: '个人意外伤害保险',
  WDF: '住院医疗保险',
  ZDB: '个人责任保险',
  YEJ: '国内货物运输保险',
  LAI: '家庭综合保障组合',
};
const riskNameOf = (riskCode: string) => productNameOf(riskCode) ?? RISK_NAMES[riskCode];

/**
 * The demo's "encrypted newsId" in links shared with customers: an opaque token naming the
 * article, the sharing staff member and the customer. The demo also accepts a plain newsId.
 */
/** A shared article's id as the upstream mints it for one staff member (and the customer it was shared with): sealed, never forgeable. */
export function encryptNewsId(newsId: string, userCode?: string, custId?: string): string {
  return seal('news', { n: newsId, u: userCode, c: custId });
}

function resolveNews(state: DemoState, value: string | undefined): { news: News; userCode?: string; custId?: string } | undefined {
  if (!value) return undefined;
  const plain = publicNewsOf(state, value);
  if (plain) return { news: plain };
  const sealed = unseal<{ n?: string; u?: string; c?: string }>('news', value);
  const news = sealed && publicNewsOf(state, sealed.n);
  return news ? { news, ...(sealed.u ? { userCode: sealed.u } : {}), ...(sealed.c ? { custId: sealed.c } : {}) } : undefined;
}

const NEWS_NOT_FOUND = '资讯不存在或已下架';
type Found = NonNullable<ReturnType<typeof resolveNews>>;
const withNews = (handler: (ctx: DemoContext, found: Found) => DemoReply) => (ctx: DemoContext) => {
  const found = resolveNews(ctx.state, field(ctx, 'newsId'));
  return found ? handler(ctx, found) : fail(NEWS_NOT_FOUND);
};
const POSTER_NOT_FOUND = '海报不存在或已下架';
const insureLink = (riskCode: string, userCode?: string, extra = '') =>
  `${INSURE_ORIGIN}/insure/${riskCode}?channel=wecom${userCode ? `&shareUser=${encodeURIComponent(userCode)}` : ''}${extra}`;

// ── Posters, links, visitors ────────────────────────────────────────────────

const EX_INSURE_LINKS: Readonly<Record<string, { title: string; riskCode: string; comId: string }>> = {
  EX44EAU01: { title: '驾乘人员意外险投保', riskCode: 'EAU', comId: '44000000' },
  EX44JAH01: { title: '家庭财产综合保险投保', riskCode: 'JAH', comId: '44000000' },
  EX51EDD01: { title: '个人意外伤害保险投保', riskCode: 'EDD', comId: '51000000' },
};

/** WeChat visitors known by unionId beside the seeded customers. */
const VISITORS: Readonly<Record<string, { nickName: string; subscribe: '0' | '1'; managerUserCode: string }>> = {
  oUnion_wangjg_001: { nickName: '王建国', subscribe: '1', managerUserCode: '44010001' },
  oUnion_liuxm_002: { nickName: '晓梅', subscribe: '0', managerUserCode: '44010001' },
};

/** Service-manager link codes are "SM" + the staff member's user code. */
function serviceManagerOf(state: DemoState, code: string | undefined): { user: DemoUser; manager: NonNullable<DemoUser['manager']> } | undefined {
  if (!code?.startsWith('SM')) return undefined;
  const user = userByCode(code.slice(2));
  const manager = user ? managerOf(state, user) : null;
  return user && manager ? { user, manager } : undefined;
}

// ── Regions: a small real hierarchy (GB/T 2260 codes), "code name" children by parent code ──
const REGIONS: Readonly<Record<string, string>> = {
  '': 'CHN 中国',
  CHN: '110000 北京市, 310000 上海市, 330000 浙江省, 440000 广东省, 510000 四川省',
  '110000': '110100 北京市',
  '110100': '110101 东城区, 110102 西城区, 110105 朝阳区, 110108 海淀区',
  '310000': '310100 上海市',
  '310100': '310101 黄浦区, 310104 徐汇区, 310115 浦东新区',
  '330000': '330100 杭州市, 330200 宁波市',
  '330100': '330102 上城区, 330106 西湖区',
  '330200': '330203 海曙区, 330212 鄞州区',
  '440000': '440100 广州市, 440300 深圳市, 440600 佛山市',
  '440100': '440103 荔湾区, 440104 越秀区, 440105 海珠区, 440106 天河区',
  '440300': '440303 罗湖区, 440304 福田区, 440305 南山区',
  '440600': '440604 禅城区, 440606 顺德区',
  '510000': '510100 成都市, 510700 绵阳市',
  '510100': '510104 锦江区, 510105 青羊区, 510107 武侯区',
  '510700': '510703 涪城区, 510704 游仙区',
};
const childrenOf = (parentCode: string) =>
  (Object.hasOwn(REGIONS, parentCode) ? REGIONS[parentCode]!.split(', ') : []).map((r) => ({ code: r.split(' ')[0]!, name: r.split(' ')[1]!, parentCode }));

// ── Group-chat filings ──────────────────────────────────────────────────────
const CHAT_ROOMS: Readonly<Record<string, { chatName: string; ownerUserCode: string }>> = {
  wrChatDemo0001: { chatName: '粤A车险续保服务群', ownerUserCode: '44010001' },
  wrChatDemo0002: { chatName: '成都车主报价交流群', ownerUserCode: '51010004' },
};

// Joint-sales staff (white/queryJointSalesList, our choice): by channel and province.
const JOINT_SALES: Readonly<Record<JointChannel, ReadonlyArray<[code: string, name: string, company: string, team: string, comId: string]>>> = {
  EBS: [
    ['E44010021', '周晓梅', '人保寿险广州分公司', '天河营销一部', '44000000'], ['E44010035', '梁志强', '人保寿险广州分公司', '越秀营销二部', '44000000'],
    ['E44030012', '何丽娟', '人保寿险深圳分公司', '福田团队', '44000000'], ['E11010008', '赵鹏', '人保寿险北京分公司', '东城团队', '11000000'],
  ],
  LCO: [
    ['L44010003', '黄嘉欣', '人保健康广东分公司', '健康险一部', '44000000'], ['L44010017', '罗文彬', '人保健康广东分公司', '团险部', '44000000'],
    ['L51010002', '唐敏', '人保健康四川分公司', '成都团队', '51000000'],
  ],
};
/** The province of a chat: its owner's. */
const chatComId = (chatId: string | undefined) => userByCode(CHAT_ROOMS[chatId ?? '']?.ownerUserCode ?? '')?.comId ?? '';
const isJointChannel = (v: string | undefined): v is JointChannel => v === 'EBS' || v === 'LCO';
const jointSalesOf = (channel: JointChannel, comId: string) => JOINT_SALES[channel].filter((s) => s[4] === comId);

function relationView(r: RelationRecord) {
  return {
    relationId: r.relationId,
    chatId: r.chatId,
    custName: maskMiddle(r.custName),
    ...(r.idNumber ? { idNumber: maskIdNumber(r.idNumber) } : {}),
    ...(r.licenseNo ? { licenseNo: r.licenseNo } : {}),
    ...(r.frameNo ? { frameNo: r.frameNo } : {}),
    ...(r.mobile ? { mobile: maskPhone(r.mobile) } : {}),
    status: r.status,
    source: r.source,
    createTime: r.createTime,
    ...(r.updateTime ? { updateTime: r.updateTime } : {}),
    ...(r.jointChannel ? { jointChannel: r.jointChannel, jointSalesCode: r.jointSalesCode, jointSalesName: r.jointSalesName } : {}),
  };
}

/** Checks and normalises the filing fields a customer typed; a message on the first bad one. */
function filingFields(ctx: DemoContext): { fields: Partial<RelationRecord> } | { error: string } {
  const out: Partial<RelationRecord> = {};
  const custName = field(ctx, 'custName');
  if (custName !== undefined) out.custName = custName;
  const idNumber = field(ctx, 'idNumber');
  if (idNumber !== undefined) {
    const v = validateIdCard(idNumber);
    if (!v.ok) return { error: v.reason };
    out.idNumber = idNumber.toUpperCase();
  }
  const licenseNo = field(ctx, 'licenseNo');
  if (licenseNo !== undefined) {
    const v = validatePlate(licenseNo);
    if (!v.ok) return { error: v.reason };
    out.licenseNo = licenseNo;
  }
  const frameNo = field(ctx, 'frameNo');
  if (frameNo !== undefined) {
    if (!/^[A-HJ-NPR-Z0-9]{17}$/i.test(frameNo)) return { error: '车架号应为17位字母或数字（不含 I、O、Q）' };
    out.frameNo = frameNo.toUpperCase();
  }
  const mobile = field(ctx, 'mobile');
  if (mobile !== undefined) {
    const v = validateMobile(mobile);
    if (!v.ok) return { error: v.reason };
    out.mobile = mobile;
  }
  const channel = field(ctx, 'jointChannel');
  const code = field(ctx, 'jointSalesCode');
  if (channel !== undefined || code !== undefined) {
    if (!isJointChannel(channel) || !code) return { error: '联合销售渠道和人员需一并选择' };
    const comId = chatComId(field(ctx, 'chatId'));
    const person = jointSalesOf(channel, comId).find((s) => s[0] === code);
    if (!person) return { error: '联合销售人员不存在或不属于本群所属机构' };
    Object.assign(out, { jointChannel: channel, jointSalesCode: code, jointSalesName: person[1] });
  }
  return { fields: out };
}

const compactDate = (state: DemoState) => chinaTime(state.now(), 'YYYYMMDD');

function relationIds(ctx: DemoContext): string[] {
  const v = ctx.body.relationIds ?? ctx.query.relationIds;
  if (Array.isArray(v)) return v.map(String);
  return typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : [];
}

/** A customer's name on a public page: the family name and a star per other character (梁*, 欧阳**). */
const maskName = (name: string) => (name ? `${[...name][0]}${'*'.repeat(Math.max(1, [...name].length - 1))}` : '');

/** The task named by an encrypted task id (public renewal-task pages), or the reason. */
function taskByEncryptedId(state: DemoState, encrypted: string | undefined): DemoTask | string {
  if (!encrypted) return '缺少任务信息';
  // Minted for one staff member's link (demo/permission.ts): it opens the task only while it is theirs to share.
  const minted = decryptId('taskId', encrypted);
  const task = minted?.userCode ? taskById(state.db, minted.plain) : undefined;
  return task && mayShareTask(minted!.userCode!, task) ? task : '任务链接无效或已失效';
}

/** The intelligent boot assistant's topics: a customer's question and the knowledge entry answering it. */
const BOOT_GUIDE: ReadonlyArray<readonly [string, string, string]> = [
  ['G01', '车出险了，怎么报案？', 'KB0004'], ['G02', '理赔要准备哪些材料？', 'KB0005'], ['G03', '赔款多久能到账？', 'KB0006'], ['G04', '什么时候可以续保？', 'KB0009'],
  ['G05', '电子保单有效吗？怎么下载？', 'KB0010'],
];

export const handlers: DemoHandlers = {
  'white/queryRenewalTaskInfo': (ctx) => {
    const task = taskByEncryptedId(ctx.state, field(ctx, 'encryptTaskId'));
    if (typeof task === 'string') return fail(task);
    const db = ctx.state.db;
    const c = customerById(ctx.state.db, task.custId);
    const policy = task.policyNo ? db.policies.find((p) => p.policyNo === task.policyNo) : undefined;
    const adviser = userByCode(task.userCode);
    return ok({
      taskTitle: c ? task.title.replaceAll(c.name, maskName(c.name)) : task.title,
      taskType: task.taskType,
      followStatus: task.followStatus,
      dueDate: task.dueDate,
      custName: maskName(c?.name ?? ''),
      licenseNo: task.licenseNo,
      policyNo: task.policyNo,
      riskName: policy?.riskName ?? null,
      policyEndDate: policy?.endDate ?? null,
      adviserName: adviser?.name ?? task.userCode,
      adviserMobile: maskPhone(adviser?.mobile ?? ''),
      followUpCount: db.followUps.filter((f) => f.taskId === task.taskId).length,
    });
  },
  'white/queryTaskFollowUpNotes': (ctx) => {
    const task = taskByEncryptedId(ctx.state, field(ctx, 'encryptTaskId'));
    if (typeof task === 'string') return fail(task);
    const c = customerById(ctx.state.db, task.custId);
    const list = ctx.state.db.followUps
      .filter((f) => f.taskId === task.taskId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((f) => ({
        followId: f.followId,
        followStatus: f.followStatus,
        remark: f.remark,
        nextFollowTime: f.nextFollowTime,
        createdAt: f.createdAt,
        userName: userByCode(f.userCode)?.name ?? f.userCode,
      }));
    return ok({ taskTitle: c ? task.title.replaceAll(c.name, maskName(c.name)) : task.title, list });
  },
  'white/queryServiceManagerOpenInsuranceAdvisor': (ctx) => {
    const code = field(ctx, 'code');
    const found = serviceManagerOf(ctx.state, code);
    if (!code || !found) return fail('服务经理不存在或未登记名片');
    const { user, manager } = found;
    // The card the staff member published for customers: its phone is theirs to show (not customer
    // PII), shown as on their card; the employee code stays masked.
    const card = cardOf(ctx.state, user, manager);
    return ok({
      code,
      userCode: maskEmployeeCode(user.userCode),
      managerName: manager.managerName,
      mobile: manager.mobile,
      introduction: card.introduction,
      expertiseAreaNames: card.expertiseAreaNames,
      title: manager.title,
      avatar: user.avatar,
      comCName: orgName(user.comCode),
      openInsuranceAdvisor: manager.managerType === 'manager' ? '1' : '0',
    });
  },
  'white/checkNewsHaveMiniProLink': withNews((ctx, found) => {
    const mini = found.news.miniPro;
    return ok(mini ? { haveMiniProLink: true, appId: mini.appId, pagePath: mini.pagePath } : { haveMiniProLink: false });
  }),
  'white/getNewsInsuredLink': withNews((ctx, found) => {
    const riskCode = found.news.riskCodes[0];
    if (!riskCode) return fail('该资讯未关联投保产品');
    const userCode = field(ctx, 'userCode') ?? found.userCode;
    return ok({ insuredLink: insureLink(riskCode, userCode, `&newsId=${found.news.newsId}`), riskCode, riskName: riskNameOf(riskCode) ?? riskCode });
  }),
  'white/queryNewsContent': withNews((ctx, found) => {
    return ok({ contentId: `C${found.news.newsId}`, content: found.news.content });
  }),
  'white/queryBootGuide': (ctx) => {
    const code = field(ctx, 'code');
    const topics = BOOT_GUIDE.map(([topicId, question, knowledgeId]) => ({ topicId, question, answer: [...(knowledgeById(knowledgeId)?.content ?? [])] }));
    return ok({ topics, managerCode: code && serviceManagerOf(ctx.state, code) ? code : null });
  },
  'white/queryServiceManagerUrlByCode': (ctx) => {
    const code = field(ctx, 'code');
    if (!code || !serviceManagerOf(ctx.state, code)) return fail('服务经理不存在或未登记名片');
    return ok({ code, url: `https://work.weixin.qq.com/ca/cawcde${SHORT_HASH(code)}` });
  },
  'white/getWeComName': (ctx) => {
    const province = provinceOf(field(ctx, 'comId'));
    if (!province) return fail('未查询到该机构');
    return ok({ comId: province.comId, wecomName: province.corpName });
  },
  'white/queryArticleInsuranceInfo': withNews((ctx, found) => {
    return ok(
      found.news.riskCodes.map((riskCode) => ({
        riskCode,
        riskName: riskNameOf(riskCode) ?? riskCode,
        kindGroup: insuranceKindGroupOf(riskCode) ?? '',
        jumpPath: nonVehicleTargetOf(riskCode) ?? '',
        insureLink: insureLink(riskCode, found.userCode),
      })),
    );
  }),
  'white/queryNewsById': withNews((ctx, found) => {
    const { content: _content, miniPro: _miniPro, riskCodes: _riskCodes, ...news } = found.news;
    return ok(news);
  }),
  'white/queryETInsureLink': (ctx) => {
    const riskCode = field(ctx, 'riskCode');
    const riskName = riskCode ? riskNameOf(riskCode) : undefined;
    if (!riskCode || !riskName) return fail('该险种暂不支持电子投保');
    return ok({ riskCode, riskName, insureLink: insureLink(riskCode, field(ctx, 'userCode')) });
  },
  'white/saveAccessHistory': (ctx) => {
    // accessType 2: a shared poster, named by its id in newsId.
    const poster = field(ctx, 'accessType') === '2' ? publicPosterOf(field(ctx, 'newsId')) : undefined;
    const found = poster ? undefined : resolveNews(ctx.state, field(ctx, 'newsId'));
    if (!poster && !found) return fail(field(ctx, 'accessType') === '2' ? POSTER_NOT_FOUND : NEWS_NOT_FOUND);
    const history = ctx.state.white.accessHistory;
    const accessId = `AH${20250001 + history.size}`;
    history.set(accessId, {
      accessId,
      newsId: poster?.posterId ?? found?.news.newsId ?? '',
      userCode: field(ctx, 'userCode') ?? found?.userCode,
      unionId: field(ctx, 'unionId'),
      openId: field(ctx, 'openId'),
      accessType: field(ctx, 'accessType') ?? '1',
      accessTime: nowText(ctx.state),
      timesLong: 0,
    });
    return ok({ accessId });
  },
  'white/saveAccessTimesLong': (ctx) => {
    const record = ctx.state.white.accessHistory.get(field(ctx, 'accessId') ?? '');
    if (!record) return fail('访问记录不存在');
    const seconds = Number(field(ctx, 'timesLong'));
    if (!Number.isInteger(seconds) || seconds < 0) return fail('停留时长应为非负整数秒');
    record.timesLong = Math.max(record.timesLong, seconds);
    return ok({ success: true, message: '已记录' });
  },
  'white/queryWxContactInfo': (ctx) => {
    const unionId = field(ctx, 'unionId');
    if (!unionId) return fail('缺少 unionId');
    const customer = ctx.state.db.customers.find((c) => c.unionId === unionId);
    const visitor = VISITORS[unionId];
    const managerCode = customer?.bindUserCode ?? visitor?.managerUserCode;
    const manager = managerCode ? userByCode(managerCode) : undefined;
    if (!customer && !visitor) return fail('未查询到该微信用户');
    return ok({
      unionId,
      nickName: visitor?.nickName ?? maskMiddle(customer?.name ?? ''),
      avatar: `https://thirdwx.qlogo.cn/mmopen/vi_32/${SHORT_HASH(unionId, 24)}/132`,
      subscribe: visitor?.subscribe ?? customer?.wxBindStatus ?? '0',
      ...(manager ? { managerUserCode: maskEmployeeCode(manager.userCode), managerName: manager.name } : {}),
    });
  },
  'white/getPosterUrl': (ctx) => {
    const poster = publicPosterOf(field(ctx, 'posterId'));
    if (!poster) return fail(POSTER_NOT_FOUND);
    return ok(poster);
  },
  'white/getQtMiniProUrlLink': (ctx) => {
    const pagePath = field(ctx, 'pagePath') ?? 'pages/quote/index';
    const query = field(ctx, 'query') ?? '';
    const expire = new Date(ctx.state.now().getTime() + 30 * 24 * 3600 * 1000);
    return ok({ urlLink: `https://wxaurl.cn/${SHORT_HASH(`${pagePath}?${query}|${ctx.state.now().getTime()}`, 12)}`, expireTime: chinaTime(expire) });
  },
  'white/querySwitchConfig': (ctx) => {
    const type = field(ctx, 'type');
    if (!type) return fail('缺少开关类型');
    const value = ctx.state.config.switches.get(type);
    const configValue = value !== undefined ? value : type === SWITCH_CONFIG_TYPE ? SWITCH_DEFAULT_VALUE : '0';
    return ok({ type, configValue });
  },
  'white/queryExInsureLink': (ctx) => {
    const code = field(ctx, 'code');
    const link = code ? EX_INSURE_LINKS[code] : undefined;
    if (!code || !link) return fail('投保链接不存在或已失效');
    return ok({ code, title: link.title, linkUrl: insureLink(link.riskCode, undefined, `&comId=${link.comId}&source=${code}`), comId: link.comId });
  },
  'white/comIdENameToBaseInfo': (ctx) => {
    const eName = field(ctx, 'comIdEName')?.toLowerCase();
    const province = PROVINCES.find((p) => p.comEName === eName);
    if (!province) return fail('未查询到该机构');
    return ok({ comId: province.comId, comCName: province.comCName, comEName: province.comEName, shortName: province.shortName });
  },
  'white/queryCountry': () => ok(childrenOf('')),
  'white/queryProvince': (ctx) => ok(childrenOf(field(ctx, 'countryCode') ?? 'CHN')),
  'white/queryCity': (ctx) => {
    const provinceCode = field(ctx, 'provinceCode');
    return provinceCode ? ok(childrenOf(provinceCode)) : fail('缺少省份代码');
  },
  'white/queryArea': (ctx) => {
    const cityCode = field(ctx, 'cityCode');
    return cityCode ? ok(childrenOf(cityCode)) : fail('缺少城市代码');
  },
  'white/ocrUpdateRelationInfoInit': (ctx) => {
    const relation = ctx.state.white.relations.get(field(ctx, 'relationId') ?? '');
    if (!relation) return fail('报备记录不存在');
    if (!relation.ocr) return fail('该报备记录没有图片识别结果');
    return ok({
      relationId: relation.relationId,
      chatId: relation.chatId,
      imageUrl: relation.ocr.imageUrl,
      ocrResult: {
        custName: relation.custName,
        idNumber: maskIdNumber(relation.idNumber ?? ''),
        licenseNo: relation.licenseNo ?? '',
        frameNo: relation.frameNo ?? '',
        engineNo: relation.ocr.engineNo,
        vehicleModel: relation.ocr.vehicleModel,
      },
      confidence: relation.ocr.confidence,
    });
  },
  'white/queryChatRoomAddRelationInfo': (ctx) => {
    const chatId = field(ctx, 'chatId') ?? '';
    const room = CHAT_ROOMS[chatId];
    if (!room) return fail('群聊不存在或已解散');
    const relations = [...ctx.state.white.relations.values()].filter((r) => r.chatId === chatId).map(relationView);
    return ok({ chatId, chatName: room.chatName, ownerName: userByCode(room.ownerUserCode)?.name ?? '', relations });
  },
  'white/getChatRoomBindUserInstruct': (ctx) => {
    const chatId = field(ctx, 'chatId') ?? '';
    const room = CHAT_ROOMS[chatId];
    if (!room) return fail('群聊不存在或已解散');
    const owner = userByCode(room.ownerUserCode);
    return ok({
      chatId,
      bindStatus: owner ? '1' : '0',
      ...(owner ? { bindUserName: owner.name } : {}),
      instruct: owner
        ? `本群已绑定服务经理${owner.name}。请在群内发送“报备+车牌号”，或点击下方“客户报备”上传行驶证照片，服务经理将为您报价。`
        : '本群尚未绑定服务经理，请群主在企业微信侧边栏打开“群聊报价”完成绑定。',
    });
  },
  'white/queryCustInsureInfoByEncryptNewsId': (ctx) => {
    const found = resolveNews(ctx.state, field(ctx, 'encryptNewsId'));
    if (!found) return fail(NEWS_NOT_FOUND);
    // Only an id minted for a staff member and a customer they serve names a customer (demo/permission.ts):
    // a plain newsId, or one sealed for a customer not (or no longer) theirs, shows nobody's insurance.
    const customer = customerById(ctx.state.db, found.custId);
    if (!customer || !found.userCode || !mayShareCustomer(ctx.state, found.userCode, customer)) return fail('该链接未包含可查看的客户信息');
    const policies = ctx.state.db.policies.filter((p) => p.custId === customer.custId && p.inForceStatus === '1');
    const vehicle = ctx.state.db.vehicles.find((v) => v.custId === customer.custId);
    const managerCode = found.userCode ?? customer.bindUserCode;
    const manager = managerCode ? userByCode(managerCode) : undefined;
    const riskCode = found.news.riskCodes[0];
    return ok({
      newsId: found.news.newsId,
      custName: maskMiddle(customer.name),
      ...(vehicle ? { licenseNo: vehicle.licenseNo } : {}),
      policies: policies.map((p) => ({ policyNo: maskMiddle(p.policyNo), riskName: p.riskName, endDate: p.endDate })),
      ...(riskCode ? { insureLink: insureLink(riskCode, managerCode ?? undefined) } : {}),
      ...(manager ? { managerName: manager.name } : {}),
    });
  },
  'white/ocrUpdateRelationInfoAndQuote': (ctx) => {
    const relation = ctx.state.white.relations.get(field(ctx, 'relationId') ?? '');
    if (!relation) return fail('报备记录不存在');
    const checked = filingFields(ctx);
    if ('error' in checked) return fail(checked.error);
    Object.assign(relation, checked.fields);
    if (!relation.licenseNo && !relation.frameNo) return fail('请填写车牌号或车架号');
    const seq = ++ctx.state.white.quoteSeq;
    relation.status = '1';
    relation.updateTime = nowText(ctx.state);
    relation.quoteNo = `Q${compactDate(ctx.state)}${String(seq).padStart(4, '0')}`;
    return ok({ relationId: relation.relationId, quoteNo: relation.quoteNo, status: relation.status });
  },
  'white/executeChatRoomAddRelation': (ctx) => {
    const chatId = field(ctx, 'chatId') ?? '';
    if (!CHAT_ROOMS[chatId]) return fail('群聊不存在或已解散');
    const checked = filingFields(ctx);
    if ('error' in checked) return fail(checked.error);
    const f = checked.fields;
    if (!f.custName) return fail('请填写客户姓名');
    if (!f.licenseNo && !f.frameNo) return fail('请填写车牌号或车架号');
    const relations = ctx.state.white.relations;
    const duplicateRelationIds = [...relations.values()]
      .filter((r) => r.chatId === chatId)
      .filter((r) => (f.licenseNo && r.licenseNo === f.licenseNo) || (f.frameNo && r.frameNo === f.frameNo) || (f.idNumber && r.idNumber === f.idNumber))
      .map((r) => r.relationId);
    const relationId = relationIdOf(relations.size + 1);
    relations.set(relationId, { ...f, custName: f.custName, relationId, chatId, status: '0', source: 'manual', createTime: nowText(ctx.state) });
    return ok({ relationId, duplicate: duplicateRelationIds.length > 0, duplicateRelationIds });
  },
  'white/queryJointSalesList': (ctx) => {
    const channel = field(ctx, 'channel');
    if (!isJointChannel(channel)) return fail('联合销售渠道应为 EBS 或 LCO');
    const chatId = field(ctx, 'chatId') ?? '';
    if (!CHAT_ROOMS[chatId]) return fail('群聊不存在或已解散');
    const keyword = (field(ctx, 'keyword') ?? '').trim();
    return ok(
      jointSalesOf(channel, chatComId(chatId))
        .filter(([code, name]) => !keyword || code.includes(keyword.toUpperCase()) || name.includes(keyword))
        .map(([salesCode, salesName, companyName, teamName]) => ({ salesCode, salesName, companyName, teamName })),
    );
  },
  'white/executeChatRoomQuoteBySelectFiles': (ctx) => {
    const chatId = field(ctx, 'chatId') ?? '';
    if (!CHAT_ROOMS[chatId]) return fail('群聊不存在或已解散');
    const ids = relationIds(ctx);
    if (ids.length === 0) return fail('请选择需要报价的报备记录');
    const relations = ctx.state.white.relations;
    const missing = ids.find((id) => relations.get(id)?.chatId !== chatId);
    if (missing) return fail(`报备记录不存在：${missing}`);
    const tasks = ctx.state.white.quoteTasks;
    const quoteTaskId = `QT${compactDate(ctx.state)}${String(tasks.length + 1).padStart(4, '0')}`;
    tasks.push({ quoteTaskId, chatId, relationIds: ids, createdAt: nowText(ctx.state) });
    for (const id of ids) {
      const r = relations.get(id);
      if (r && r.status === '0') {
        r.status = '1';
        r.updateTime = nowText(ctx.state);
      }
    }
    return ok({ quoteTaskId, count: ids.length, status: '1' });
  },
};
