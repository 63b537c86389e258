import { createHash } from 'node:crypto';
import dayjs from 'dayjs';
import {
  INSURANCE_KIND_GROUP,
  SCRIPT_PLACEHOLDERS,
  TEMP_MEDIA_VALIDITY_MS,
  insuranceKindGroupOf,
  scriptFieldsUsed,
  validateMobile,
  validateText,
  type InsuranceKindGroup,
} from '../../shared/domain';
import { customerByExternalUserId, customerById, customerByUnionId, policiesOf, vehiclesOf } from '../data/queries';
import { DEMO_USERS, userByCode } from '../data/users';
import { fail, field, ok, paged, type DemoContext, type DemoHandlers, type DemoReply, type DemoState } from '../types';
import { managerOf } from './auth';
import { knowledgeFile } from './assistant';
import { knowledgeById } from '../data/knowledge';
import { mayReadArticle } from '../permission';
import { publicVisitsOf } from './white';

// Spec 001 §7.6: content, media, favourites, posters, lead info, graphic news, scripts (patter),
// products and moments. Static seeds (posters, scripts, graphics, products …) are constants here;
// everything a call changes lives in state.kv under 'content:' keys, seeded lazily:
//   content:media                  Map mediaId → temporary media (valid TEMP_MEDIA_VALIDITY_MS)
//   content:uploadCount            number of media uploads (uploadMedia.do, uploadPosterWithPosterUrl.do)
//   content:uploadCounts           Record sha1 → uploads of that file
//   content:attachments            uploadAttachment records
//   content:news                   news items (seeded N20250001…, saveNews.do / createMpNews.do add)
//   content:newsAccess             customers' visits of shared news (per sharing staff)
//   content:sends                  sendMpNews.do records
//   content:favorites              favourites of every user
//   content:leadInfos              lead infos of every user
//   content:posterLinks            Record `${userCode}:${posterId}` → changed QR link
//   content:shareConfig:<userCode> poster share config
//   content:momentsTasks           moments tasks of every staff user
//   content:chatbot:<sessionId>    chatbot turns
//   content:seq:<name>             id counters

// ── Helpers ─────────────────────────────────────────────────────────────────

const FMT = 'YYYY-MM-DD HH:mm:ss';
const nowText = (state: DemoState) => dayjs(state.now()).format(FMT);
const pad = (n: number, w = 6) => String(n).padStart(w, '0');

function lazy<T>(state: DemoState, key: string, seed: () => T): T {
  if (!state.kv.has(key)) state.kv.set(key, seed());
  return state.kv.get(key) as T;
}

function nextSeq(state: DemoState, name: string, start = 0): number {
  const key = `content:seq:${name}`;
  const n = ((state.kv.get(key) as number | undefined) ?? start) + 1;
  state.kv.set(key, n);
  return n;
}

/** The caller (the router lets only signed-in users reach these calls). */
const userCodeOf = (ctx: DemoContext) => ctx.user?.userCode ?? '';

const isHttpUrl = (s: string) => /^https?:\/\/[^\s]+$/i.test(s);

/** A small SVG picture as a data URI, so the demo's images show without a network. */
function svgImage(title: string, subtitle: string, color: string, width = 600, height = 900): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${color}"/>` +
    `<text x="50%" y="42%" font-size="${Math.round(width / 12)}" text-anchor="middle" fill="#fff">${title}</text>` +
    `<text x="50%" y="54%" font-size="${Math.round(width / 22)}" text-anchor="middle" fill="#fff">${subtitle}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// ── Products and insurance links ────────────────────────────────────────────

const VEHICLE_CLASS = { classId: 'V', className: '车险' } as const;

const PRODUCT_NAMES: Readonly<Record<string, { name: string; description: string }>> = {
  DAA: { name: '机动车商业保险', description: '车损、三者、车上人员等商业保障，按需组合' },
  DZA: { name: '机动车交通事故责任强制保险', description: '国家法定强制保险，上路必备' },
  JAH: { name: '家庭财产综合保险', description: '房屋主体、室内财产与水暖管爆裂一站式保障' },
  JEB: { name: '家庭财产保险（居家版）', description: '家用电器、装修与室内财产保障' },
  JTN: { name: '家庭财产保险（租客版）', description: '为租房人群设计的财产与第三者责任保障' },
  JTC: { name: '台风暴雨家财险', description: '台风、暴雨、洪水造成的家财损失保障' },
  JDM: { name: '家庭燃气安全保险', description: '燃气意外导致的人身与财产损失保障' },
  YEJ: { name: '国内水路陆路货物运输保险', description: '货物在运输途中的自然灾害与意外事故保障' },
  YXL: { name: '快递物流货物保险', description: '快递包裹丢失、损毁保障' },
  ZDB: { name: '公众责任保险', description: '经营场所内第三者人身伤亡与财产损失责任' },
  ZFO: { name: '雇主责任保险', description: '员工因工伤亡的经济赔偿责任' },
  ZFG: { name: '电梯安全责任保险', description: '电梯事故造成第三者损失的赔偿责任' },
  ZID: { name: '产品质量责任保险', description: '产品缺陷造成第三者损害的赔偿责任' },
  EAU: { name: '驾乘人员意外伤害保险', description: '驾驶或乘坐车辆时的意外身故、伤残与医疗' },
  EDD: { name: '个人综合意外保险', description: '日常意外身故、伤残与意外医疗保障' },
  WDF: { name: '短期健康保险', description: '住院医疗费用报销' },
  ECD: { name: '交通工具意外保险', description: '乘坐飞机、火车、轮船等公共交通意外保障' },
  WB2: { name: '百万医疗保险', description: '一般医疗与重疾医疗，最高保额 200 万' },
  LAI: { name: '家庭综合保障组合', description: '家财、意外与医疗的组合保障' },
  LDO: { name: '车主无忧组合', description: '驾乘意外、道路救援与家财的组合保障' },
};

export const riskNameOf = (riskCode: string) => PRODUCT_NAMES[riskCode]?.name ?? riskCode;
const insureLinkOf = (riskCode: string, userCode: string) =>
  `https://m.demo-insurer.cn/insure/${encodeURIComponent(riskCode)}?userCode=${encodeURIComponent(userCode)}`;

function insuranceInfo(riskCode: string, userCode: string) {
  const group = insuranceKindGroupOf(riskCode);
  return {
    riskCode,
    riskName: riskNameOf(riskCode),
    kindGroup: group,
    jumpPath: group === null ? null : INSURANCE_KIND_GROUP[group].path,
    insureLink: insureLinkOf(riskCode, userCode),
  };
}

interface Product {
  productId: string;
  productName: string;
  riskCode: string;
  classId: string;
  className: string;
  description: string;
  jumpPath: string | null;
  insureLink: string;
  coverUrl: string;
}

function products(userCode: string): Product[] {
  const vehicle = ['DAA', 'DZA'].map((riskCode) => ({ riskCode, classId: VEHICLE_CLASS.classId, className: VEHICLE_CLASS.className, jumpPath: null }));
  const nonVehicle = (Object.keys(INSURANCE_KIND_GROUP) as InsuranceKindGroup[]).flatMap((group) =>
    INSURANCE_KIND_GROUP[group].codes.map((riskCode) => ({
      riskCode: riskCode as string,
      classId: group as string,
      className: INSURANCE_KIND_GROUP[group].label as string,
      jumpPath: INSURANCE_KIND_GROUP[group].path as string | null,
    })),
  );
  return [...vehicle, ...nonVehicle].map((p, i) => ({
    productId: `PD${pad(i + 1, 4)}`,
    productName: riskNameOf(p.riskCode),
    riskCode: p.riskCode,
    classId: p.classId,
    className: p.className,
    description: PRODUCT_NAMES[p.riskCode]?.description ?? '',
    jumpPath: p.jumpPath,
    insureLink: insureLinkOf(p.riskCode, userCode),
    coverUrl: svgImage(riskNameOf(p.riskCode), p.className, '#0b8457', 320, 180),
  }));
}

// ── News ────────────────────────────────────────────────────────────────────

interface News {
  newsId: string;
  articleId: string;
  title: string;
  summary: string;
  coverUrl: string;
  author: string;
  publishTime: string;
  categoryId: string;
  comCode: string;
  url: string;
  readCount: number;
  riskCodes: string[];
  contentId: string;
  content: string;
  miniProLink: { appId: string; pagePath: string } | null;
  createdBy: string | null;
}

const NEWS_CATEGORIES = [
  { categoryId: 'CAT01', categoryName: '车险知识', categoryFlag: '1' },
  { categoryId: 'CAT02', categoryName: '理赔服务', categoryFlag: '1' },
  { categoryId: 'CAT03', categoryName: '非车保障', categoryFlag: '1' },
  { categoryId: 'CAT04', categoryName: '公司公告', categoryFlag: '2' },
] as const;
export const newsCategoryName = (categoryId: string) => NEWS_CATEGORIES.find((c) => c.categoryId === categoryId)?.categoryName ?? '其他';

const SEED_NEWS: ReadonlyArray<Omit<News, 'newsId' | 'articleId' | 'contentId' | 'coverUrl' | 'url' | 'createdBy'> & { color: string }> = [
  {
    title: '新能源车险怎么买更划算？',
    summary: '三电系统、充电桩、自燃风险，一文看懂新能源车专属条款',
    author: '车险课堂',
    publishTime: '2026-10-28 09:30:00',
    categoryId: 'CAT01',
    comCode: '44010000',
    readCount: 1280,
    riskCodes: ['DAA', 'JAH'],
    content: '<h2>新能源车险怎么买更划算？</h2><p>新能源汽车专属条款覆盖三电系统、外部电网故障与自用充电桩损失。</p><p>建议车损险按新车购置价足额投保，三者险不低于 200 万。</p>',
    miniProLink: { appId: 'wx1234567890demo', pagePath: 'pages/insure/newEnergy' },
    color: '#1a73e8',
  },
  {
    title: '出门在外，驾乘意外险了解一下',
    summary: '一份保障覆盖车上所有乘客，保费低至每天几毛钱',
    author: '保障顾问',
    publishTime: '2026-10-25 14:00:00',
    categoryId: 'CAT03',
    comCode: '44010000',
    readCount: 862,
    riskCodes: ['EAU', 'EDD'],
    content: '<h2>驾乘意外险</h2><p>驾乘意外险保障驾驶或乘坐被保险车辆时发生的意外身故、伤残与医疗费用。</p>',
    miniProLink: null,
    color: '#e8711a',
  },
  {
    title: '车险理赔五步走',
    summary: '报案、查勘、定损、提交材料、赔款到账，全流程线上办理',
    author: '理赔服务部',
    publishTime: '2026-10-20 10:15:00',
    categoryId: 'CAT02',
    comCode: '44010000',
    readCount: 2310,
    riskCodes: ['DAA'],
    content: '<h2>车险理赔五步走</h2><ol><li>出险后及时报案</li><li>配合现场查勘</li><li>车辆定损</li><li>提交理赔材料</li><li>赔款到账</li></ol>',
    miniProLink: null,
    color: '#0b8457',
  },
  {
    title: '台风季家财险保障指南',
    summary: '台风暴雨造成的房屋与室内财产损失如何获得赔付',
    author: '非车产品部',
    publishTime: '2026-09-30 16:20:00',
    categoryId: 'CAT03',
    comCode: '44010000',
    readCount: 540,
    riskCodes: ['JTC', 'JAH'],
    content: '<h2>台风季家财险保障指南</h2><p>台风、暴雨、洪水导致的房屋主体与室内财产损失，可通过家财险获得补偿。</p>',
    miniProLink: null,
    color: '#7b1fa2',
  },
  {
    title: '冬季用车小贴士',
    summary: '低温天气电池续航、轮胎气压与防冻液检查',
    author: '车险课堂',
    publishTime: '2026-10-30 08:00:00',
    categoryId: 'CAT01',
    comCode: '11010000',
    readCount: 315,
    riskCodes: [],
    content: '<h2>冬季用车小贴士</h2><p>出行前检查轮胎气压与防冻液，新能源车建议预热电池。</p>',
    miniProLink: null,
    color: '#455a64',
  },
  {
    title: '关于线上服务渠道升级的公告',
    summary: '电子保单、理赔进度查询全面支持企业微信',
    author: '客户服务部',
    publishTime: '2026-10-15 09:00:00',
    categoryId: 'CAT04',
    comCode: '44010000',
    readCount: 4021,
    riskCodes: [],
    content: '<h2>关于线上服务渠道升级的公告</h2><p>即日起，电子保单下载、理赔进度查询均可在企业微信中办理。</p>',
    miniProLink: null,
    color: '#c62828',
  },
];

/** The news store, seeded with N20250001… (the ids the white-list examples use). Exported for other demo handlers. */
export function newsOf(state: DemoState): News[] {
  return lazy(state, 'content:news', () =>
    SEED_NEWS.map(({ color, ...n }, i) => ({
      ...n,
      newsId: `N2025${pad(i + 1, 4)}`,
      articleId: `A2025${pad(i + 1, 4)}`,
      contentId: `NC2025${pad(i + 1, 4)}`,
      coverUrl: svgImage(n.title.slice(0, 8), newsCategoryName(n.categoryId), color, 640, 360),
      url: `https://m.demo-insurer.cn/news/news-detail?newsId=N2025${pad(i + 1, 4)}`,
      riskCodes: [...n.riskCodes],
      createdBy: null,
    })),
  );
}

export const newsById = (state: DemoState, id: string | undefined) => (id ? newsOf(state).find((n) => n.newsId === id) : undefined);
const newsByArticleId = (state: DemoState, id: string | undefined) => (id ? newsOf(state).find((n) => n.articleId === id) : undefined);

/** An article as the public (white-list) pages show it: the same store staff share from. */
export function publicNewsOf(state: DemoState, newsId: string | undefined) {
  const n = newsById(state, newsId);
  if (!n) return undefined;
  return {
    newsId: n.newsId,
    title: n.title,
    summary: n.summary,
    coverUrl: n.coverUrl,
    author: n.author,
    publishTime: n.publishTime,
    categoryName: newsCategoryName(n.categoryId),
    comCode: n.comCode,
    readCount: n.readCount,
    content: n.content,
    miniPro: n.miniProLink ?? undefined,
    riskCodes: [...n.riskCodes],
  };
}

/** The name of a product by its risk code (the white-list pages name the insurance an article promotes). */
export const productNameOf = (riskCode: string): string | undefined => PRODUCT_NAMES[riskCode]?.name;

function newsSummary(ctx: DemoContext, n: News) {
  return {
    newsId: n.newsId,
    articleId: n.articleId,
    title: n.title,
    summary: n.summary,
    coverUrl: n.coverUrl,
    author: n.author,
    publishTime: n.publishTime,
    categoryId: n.categoryId,
    categoryName: newsCategoryName(n.categoryId),
    comCode: n.comCode,
    url: n.url,
    readCount: n.readCount,
    riskCodes: [...n.riskCodes],
    isFavorite: favoriteOf(ctx, '3', n.newsId) ? '1' : '0',
  };
}

const newsDetail = (ctx: DemoContext, n: News) => ({
  ...newsSummary(ctx, n),
  contentId: n.contentId,
  content: n.content,
  haveMiniProLink: n.miniProLink !== null,
});

const NEWS_NOT_FOUND = '资讯不存在或已下架';

function saveNewsItem(ctx: DemoContext, input: { newsId?: string; title: string; content: string; summary?: string; coverUrl?: string; categoryId?: string; url?: string; riskCodes?: string[] }) {
  const { state } = ctx;
  const list = newsOf(state);
  const categoryId = input.categoryId && NEWS_CATEGORIES.some((c) => c.categoryId === input.categoryId) ? input.categoryId : 'CAT01';
  const riskCodes = (input.riskCodes ?? []).filter((c) => PRODUCT_NAMES[c] !== undefined);
  if (input.newsId) {
    const existing = list.find((n) => n.newsId === input.newsId);
    if (!existing) return fail(NEWS_NOT_FOUND);
    Object.assign(existing, {
      title: input.title,
      content: input.content,
      summary: input.summary ?? existing.summary,
      coverUrl: input.coverUrl ?? existing.coverUrl,
      categoryId,
      url: input.url ?? existing.url,
      riskCodes: input.riskCodes ? riskCodes : existing.riskCodes,
    });
    return ok({ newsId: existing.newsId, articleId: existing.articleId, contentId: existing.contentId });
  }
  const seq = nextSeq(state, 'news', SEED_NEWS.length);
  const newsId = `N2025${pad(seq, 4)}`;
  const item: News = {
    newsId,
    articleId: `A2025${pad(seq, 4)}`,
    contentId: `NC2025${pad(seq, 4)}`,
    title: input.title,
    summary: input.summary ?? input.title,
    coverUrl: input.coverUrl ?? svgImage(input.title.slice(0, 8), newsCategoryName(categoryId), '#1a73e8', 640, 360),
    author: ctx.user ? (userByCode(ctx.user.userCode)?.name ?? ctx.user.userCode) : '',
    publishTime: nowText(state),
    categoryId,
    comCode: ctx.user?.comCode ?? '',
    url: input.url ?? `https://m.demo-insurer.cn/news/news-detail?newsId=${newsId}`,
    readCount: 0,
    riskCodes,
    content: input.content,
    miniProLink: null,
    createdBy: userCodeOf(ctx),
  };
  list.unshift(item);
  return ok({ newsId: item.newsId, articleId: item.articleId, contentId: item.contentId });
}

function riskCodesField(ctx: DemoContext): string[] | undefined {
  const v = ctx.body['riskCodes'];
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter(Boolean);
  return undefined;
}

interface AccessRecord {
  accessId: string;
  newsId: string;
  shareUserCode: string;
  unionId: string;
  nickName: string;
  custId: string | null;
  custName: string | null;
  accessTime: string;
  timesLong: number;
}

/** Visits of shared news: each staff user's first task customers opened N20250001 and N20250002. */
function accessOf(state: DemoState): AccessRecord[] {
  return lazy(state, 'content:newsAccess', () => {
    const out: AccessRecord[] = [];
    for (const user of DEMO_USERS.filter((u) => u.systemRole === 'qyUser')) {
      const tasks = state.db.tasks.filter((t) => t.userCode === user.userCode).slice(0, 3);
      tasks.forEach((t, k) => {
        const cust = customerById(state.db, t.custId);
        if (!cust) return;
        out.push({
          accessId: `AH${pad(out.length + 1, 8)}`,
          newsId: k < 2 ? 'N20250001' : 'N20250002',
          shareUserCode: user.userCode,
          unionId: cust.unionId,
          nickName: `${Array.from(cust.name)[0] ?? ''}**`,
          custId: cust.custId,
          custName: cust.name,
          // Recent visits: yesterday, two and three days ago (relative to the demo's today).
          accessTime: dayjs(state.now())
            .subtract(k + 1, 'day')
            .format(`YYYY-MM-DD ${pad(9 + k * 3, 2)}:${pad(12 + k * 7, 2)}:00`),
          timesLong: 35 + k * 48,
        });
      });
    }
    return out;
  });
}

/** Customers' visits recorded by the public pages (white/saveAccessHistory), as the staff member's history shows them. */
function sharedVisitsOf(state: DemoState): AccessRecord[] {
  return publicVisitsOf(state).flatMap((v) => {
    if (!v.userCode) return [];
    const cust = v.unionId ? customerByUnionId(state.db, v.unionId) : undefined;
    return [
      {
        accessId: v.accessId,
        newsId: v.newsId,
        shareUserCode: v.userCode,
        unionId: v.unionId ?? '',
        nickName: cust ? `${Array.from(cust.name)[0] ?? ''}**` : '微信用户',
        custId: cust?.custId ?? null,
        custName: cust?.name ?? null,
        accessTime: v.accessTime,
        timesLong: v.timesLong,
      },
    ];
  });
}

interface SendRecord {
  sendId: string;
  userCode: string;
  externalUserId: string;
  newsId: string | null;
  graphicId: string | null;
  mediaId: string | null;
  title: string;
  type: string;
  channel: 'server' | 'chat';
  sendFlag: string;
  sendTime: string;
}
const sendsOf = (state: DemoState) => lazy<SendRecord[]>(state, 'content:sends', () => []);

/** A send record as answered: the customer behind the external contact, when known. */
function sendView(state: DemoState, { userCode: _u, ...r }: SendRecord) {
  const cust = customerByExternalUserId(state.db, r.externalUserId);
  return { ...r, custId: cust?.custId ?? null, custName: cust?.name ?? null };
}

// ── Media ───────────────────────────────────────────────────────────────────

interface Media {
  mediaId: string;
  type: string;
  filename: string;
  sha1: string;
  size: number;
  userCode: string;
  createdAt: number;
  expiresAt: number;
}
interface UploadedPart {
  filename?: string;
  mimetype?: string;
  size?: number;
  sha1?: string;
}

const MEDIA_TYPES = ['image', 'voice', 'video', 'file'] as const;
const mediaStore = (state: DemoState) => lazy(state, 'content:media', () => new Map<string, Media>());

/** Media uploads counted overall and per file (sha1), so a test can see what was uploaded again. */
export function uploadCountOf(state: DemoState, sha1?: string): number {
  if (sha1 === undefined) return (state.kv.get('content:uploadCount') as number | undefined) ?? 0;
  return ((state.kv.get('content:uploadCounts') as Record<string, number> | undefined) ?? {})[sha1] ?? 0;
}

function storeMedia(ctx: DemoContext, input: { type: string; filename: string; sha1: string; size: number }) {
  const { state } = ctx;
  const createdAt = state.now().getTime();
  const seq = nextSeq(state, 'media');
  const media: Media = {
    ...input,
    mediaId: `3${input.type.charAt(0)}${pad(seq, 6)}_${input.sha1.slice(0, 16)}`,
    userCode: userCodeOf(ctx),
    createdAt,
    expiresAt: createdAt + TEMP_MEDIA_VALIDITY_MS,
  };
  mediaStore(state).set(media.mediaId, media);
  state.kv.set('content:uploadCount', uploadCountOf(state) + 1);
  const counts = lazy<Record<string, number>>(state, 'content:uploadCounts', () => ({}));
  counts[input.sha1] = (counts[input.sha1] ?? 0) + 1;
  return ok({ mediaId: media.mediaId, type: media.type, createdAt: media.createdAt, expiresAt: media.expiresAt });
}

/** The reason a mediaId cannot be used (unknown or past its 3 days), or undefined when it can. */
function mediaProblem(state: DemoState, mediaId: string): string | undefined {
  const media = mediaStore(state).get(mediaId);
  if (!media) return '素材不存在或 mediaId 无效，请重新上传';
  if (state.now().getTime() >= media.expiresAt) return '临时素材已过期（有效期 3 天），请重新上传';
  return undefined;
}

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

// ── Posters ─────────────────────────────────────────────────────────────────

const POSTER_CLASSES = [
  { classId: 'PCL01', className: '车险营销', sort: 1, color: '#1a73e8' },
  { classId: 'PCL02', className: '非车保障', sort: 2, color: '#e8711a' },
  { classId: 'PCL03', className: '节日问候', sort: 3, color: '#c62828' },
] as const;

const POSTERS = [
  { posterId: 'P20250001', posterName: '新能源车险上线啦', classId: 'PCL01', riskCode: 'DAA', createTime: '2026-10-28 10:00:00', shareCount: 132 },
  { posterId: 'P20250002', posterName: '驾乘意外 一份保全车', classId: 'PCL02', riskCode: 'EAU', createTime: '2026-10-26 15:30:00', shareCount: 87 },
  { posterId: 'P20250003', posterName: '续保享好礼', classId: 'PCL01', riskCode: 'DAA', createTime: '2026-10-20 09:00:00', shareCount: 256 },
  { posterId: 'P20250004', posterName: '百万医疗 守护全家', classId: 'PCL02', riskCode: 'WB2', createTime: '2026-10-18 11:20:00', shareCount: 64 },
  { posterId: 'P20250005', posterName: '重阳节 敬老情', classId: 'PCL03', riskCode: null, createTime: '2026-10-10 08:00:00', shareCount: 41 },
  { posterId: 'P20250006', posterName: '家财险 台风季安心', classId: 'PCL02', riskCode: 'JTC', createTime: '2026-09-28 14:45:00', shareCount: 29 },
] as const;
type PosterSeed = (typeof POSTERS)[number];

const posterById = (id: string | undefined) => (id ? POSTERS.find((p) => p.posterId === id) : undefined);
const posterClassOf = (p: PosterSeed) => POSTER_CLASSES.find((c) => c.classId === p.classId) ?? POSTER_CLASSES[0];
const posterImage = (p: PosterSeed) => svgImage(p.posterName, posterClassOf(p).className, posterClassOf(p).color);
const defaultPosterLink = (posterId: string, userCode: string) =>
  `https://m.demo-insurer.cn/poster/poster-preview?posterId=${posterId}&userCode=${encodeURIComponent(userCode)}`;
const posterLinks = (state: DemoState) => lazy<Record<string, string>>(state, 'content:posterLinks', () => ({}));
const posterLinkOf = (ctx: DemoContext, posterId: string) =>
  posterLinks(ctx.state)[`${userCodeOf(ctx)}:${posterId}`] ?? defaultPosterLink(posterId, userCodeOf(ctx));

function posterView(ctx: DemoContext, p: PosterSeed) {
  const image = posterImage(p);
  return {
    posterId: p.posterId,
    posterName: p.posterName,
    classId: p.classId,
    className: posterClassOf(p).className,
    posterUrl: image,
    thumbUrl: image,
    riskCode: p.riskCode,
    linkUrl: posterLinkOf(ctx, p.posterId),
    createTime: p.createTime,
    // The seeded count plus every send of this poster recorded since (into a chat or to customers).
    shareCount: p.shareCount + sendsOf(ctx.state).filter((s) => s.mediaId && mediaStore(ctx.state).get(s.mediaId)?.filename === `${p.posterId}.png`).length,
    isFavorite: favoriteOf(ctx, '2', p.posterId) ? '1' : '0',
  };
}

const POSTER_NOT_FOUND = '海报不存在或已下架';

/** A poster as the public preview shows it (getPosterUrl): its name and picture. */
export function publicPosterOf(posterId: string | undefined): { posterId: string; title: string; posterUrl: string } | undefined {
  const p = posterById(posterId);
  return p ? { posterId: p.posterId, title: p.posterName, posterUrl: posterImage(p) } : undefined;
}

interface ShareConfig {
  showName: string;
  showMobile: string;
  showAvatar: string;
  showQrCode: string;
  shareTitle: string;
  updateTime: string | null;
}
const DEFAULT_SHARE_CONFIG: ShareConfig = { showName: '1', showMobile: '1', showAvatar: '1', showQrCode: '1', shareTitle: '您的专属保险顾问', updateTime: null };
const flag01 = (v: string | undefined, fallback: string) => (v === '0' || v === '1' ? v : fallback);

// ── Lead info ───────────────────────────────────────────────────────────────

interface LeadInfo {
  leadId: string;
  userCode: string;
  custName: string;
  mobile: string;
  posterId: string | null;
  posterName: string | null;
  source: string;
  remark: string;
  createTime: string;
  updateTime: string;
}

const leadsOf = (state: DemoState) =>
  lazy<LeadInfo[]>(state, 'content:leadInfos', () => [
    { leadId: 'LD000001', userCode: '44010001', custName: '黄晓燕', mobile: '13612345670', posterId: 'P20250001', posterName: '新能源车险上线啦', source: 'poster', remark: '计划年底换新能源车', createTime: '2026-10-29 10:20:00', updateTime: '2026-10-29 10:20:00' },
    { leadId: 'LD000002', userCode: '44010001', custName: '郑国华', mobile: '15812345671', posterId: null, posterName: null, source: 'manual', remark: '朋友介绍，关注雇主责任险', createTime: '2026-10-27 16:05:00', updateTime: '2026-10-27 16:05:00' },
    { leadId: 'LD000003', userCode: '44010002', custName: '谢雨欣', mobile: '18612345672', posterId: 'P20250004', posterName: '百万医疗 守护全家', source: 'poster', remark: '', createTime: '2026-10-26 11:00:00', updateTime: '2026-10-26 11:00:00' },
  ]);
const LEAD_SEED_COUNT = 3;

// ── Scripts (patter) and graphic news ───────────────────────────────────────

const P = {
  name: SCRIPT_PLACEHOLDERS.customerName[0],
  title: SCRIPT_PLACEHOLDERS.customerTitle[0],
  plate: SCRIPT_PLACEHOLDERS.plateNumber[0],
  end: SCRIPT_PLACEHOLDERS.endDate[0],
  agent: SCRIPT_PLACEHOLDERS.agentName[0],
  salesman: SCRIPT_PLACEHOLDERS.agentName[1],
};

const PATTER_CLASSES = [
  { classId: 'PT_C1', className: '车险话术', parentId: null, level: 1, sort: 1 },
  { classId: 'PT_C11', className: '续保跟进', parentId: 'PT_C1', level: 2, sort: 1 },
  { classId: 'PT_C12', className: '理赔关怀', parentId: 'PT_C1', level: 2, sort: 2 },
  { classId: 'PT_C2', className: '非车话术', parentId: null, level: 1, sort: 2 },
  { classId: 'PT_C21', className: '意外健康', parentId: 'PT_C2', level: 2, sort: 1 },
  { classId: 'PT_C22', className: '家庭财产', parentId: 'PT_C2', level: 2, sort: 2 },
  { classId: 'PT_C3', className: '节日问候', parentId: null, level: 1, sort: 3 },
  { classId: 'PT_C31', className: '节日祝福', parentId: 'PT_C3', level: 2, sort: 1 },
] as const;
type PatterClass = (typeof PATTER_CLASSES)[number];
const patterClassById = (id: string | null | undefined) => PATTER_CLASSES.find((c) => c.classId === id);

const PATTERS: ReadonlyArray<{ patterId: string; classId: string; title: string; content: string; useCount: number; updateTime: string }> = [
  { patterId: 'PT000001', classId: 'PT_C11', title: '续保首次提醒', content: `${P.title}您好，我是您的专属客户经理${P.agent}。您的爱车${P.plate}的车险将于${P.end}到期，现在续保可享优惠，方便的话我帮您报个价？`, useCount: 356, updateTime: '2026-10-20 09:00:00' },
  { patterId: 'PT000002', classId: 'PT_C11', title: '续保临期提醒', content: `${P.name}${P.title}，您的车辆${P.plate}保险${P.end}就要到期了，脱保期间出险将无法理赔，建议尽快续保。有任何问题随时找我，${P.salesman}。`, useCount: 214, updateTime: '2026-10-22 10:30:00' },
  { patterId: 'PT000003', classId: 'PT_C11', title: '报价跟进', content: `${P.title}，给您发的续保方案看了吗？车损和三者险保额都按去年配置，如需调整告诉我，${P.agent}随时为您服务。`, useCount: 98, updateTime: '2026-10-18 15:00:00' },
  { patterId: 'PT000004', classId: 'PT_C12', title: '出险安抚', content: `${P.title}您好，得知您的车辆${P.plate}出险，请先确认人员安全。我是${P.agent}，会全程协助您办理理赔。`, useCount: 77, updateTime: '2026-10-12 11:00:00' },
  { patterId: 'PT000005', classId: 'PT_C12', title: '理赔材料提醒', content: `${P.name}${P.title}，理赔需要提供驾驶证、行驶证、事故认定书和维修发票，拍照发给我即可，${P.salesman}帮您提交。`, useCount: 65, updateTime: '2026-10-11 09:40:00' },
  { patterId: 'PT000006', classId: 'PT_C21', title: '驾乘意外推荐', content: `${P.title}，除了车险，建议为车上家人加一份驾乘意外险，一年几十元，保障全车乘客。我是${P.agent}，可以为您详细介绍。`, useCount: 120, updateTime: '2026-10-25 14:10:00' },
  { patterId: 'PT000007', classId: 'PT_C21', title: '百万医疗推荐', content: `${P.name}${P.title}您好，百万医疗险可报销住院医疗费用，续保稳定，需要的话我给您发个投保链接。`, useCount: 88, updateTime: '2026-10-24 16:00:00' },
  { patterId: 'PT000008', classId: 'PT_C22', title: '台风季家财险', content: `${P.title}，台风季快到了，家财险可以保障房屋和室内财产，${P.agent}为您推荐合适的方案。`, useCount: 45, updateTime: '2026-09-28 10:00:00' },
  { patterId: 'PT000009', classId: 'PT_C31', title: '重阳节问候', content: `${P.name}${P.title}，重阳节快乐！祝您和家人身体健康、出行平安。——${P.agent}`, useCount: 150, updateTime: '2026-10-10 08:00:00' },
  { patterId: 'PT000010', classId: 'PT_C31', title: '生日祝福', content: `${P.title}，今天是您的生日，${P.salesman}祝您生日快乐，万事如意！`, useCount: 230, updateTime: '2026-10-01 08:00:00' },
];
type PatterSeed = (typeof PATTERS)[number];

/** Uses recorded since the seed (savePatterUseRecord), per script. */
const patterUses = (state: DemoState) => lazy(state, 'content:patterUses', () => new Map<string, number>());

function patterView(ctx: DemoContext, p: PatterSeed) {
  const cls = patterClassById(p.classId) as PatterClass;
  const parent = patterClassById(cls.parentId) as PatterClass;
  const fav = favoriteOf(ctx, '1', p.patterId);
  return {
    patterId: p.patterId,
    patterType: '3',
    classId: cls.classId,
    className: cls.className,
    parentClassId: parent.classId,
    parentClassName: parent.className,
    title: p.title,
    content: p.content,
    scriptFields: scriptFieldsUsed(p.content),
    useCount: p.useCount + (patterUses(ctx.state).get(p.patterId) ?? 0),
    updateTime: p.updateTime,
    isFavorite: fav ? '1' : '0',
    favoriteId: fav?.favoriteId ?? null,
  };
}

/** Scripts in a class (first- or second-level) and matching a keyword. */
function patterList(ctx: DemoContext) {
  const classId = field(ctx, 'classId');
  const keyword = field(ctx, 'keyword');
  return PATTERS.filter((p) => {
    const cls = patterClassById(p.classId) as PatterClass;
    if (classId && cls.classId !== classId && cls.parentId !== classId) return false;
    return !keyword || p.title.includes(keyword) || p.content.includes(keyword);
  });
}

const GRAPHICS = [
  { graphicId: 'GR000001', title: '车险理赔全流程图解', description: '一张图看懂报案到赔款到账', createTime: '2026-10-27 10:00:00', sendCount: 58 },
  { graphicId: 'GR000002', title: '新能源车专属条款解读', description: '三电系统、充电桩损失怎么赔', createTime: '2026-10-24 15:00:00', sendCount: 41 },
  { graphicId: 'GR000003', title: '道路救援服务指南', description: '拖车、搭电、换胎，一个电话全搞定', createTime: '2026-10-19 09:30:00', sendCount: 36 },
  { graphicId: 'GR000004', title: '电子保单下载与查验', description: '三步下载电子保单，真伪一查便知', createTime: '2026-10-12 11:00:00', sendCount: 22 },
] as const;
type GraphicSeed = (typeof GRAPHICS)[number];
const GRAPHIC_NOT_FOUND = '图文素材不存在或已下架';

const graphicView = (ctx: DemoContext, g: GraphicSeed) => ({
  graphicId: g.graphicId,
  title: g.title,
  description: g.description,
  coverUrl: svgImage(g.title.slice(0, 8), '图文', '#00897b', 640, 360),
  linkUrl: `https://m.demo-insurer.cn/graphic/${g.graphicId}`,
  content: `<h2>${g.title}</h2><p>${g.description}。</p>`,
  createTime: g.createTime,
  sendCount: g.sendCount,
  isFavorite: favoriteOf(ctx, '4', g.graphicId) ? '1' : '0',
});

function graphicPage(ctx: DemoContext) {
  const keyword = field(ctx, 'keyword');
  const list = GRAPHICS.filter((g) => !keyword || g.title.includes(keyword) || g.description.includes(keyword));
  return ok(paged(ctx, list.map((g) => graphicView(ctx, g))));
}

// ── Favourites ──────────────────────────────────────────────────────────────

interface Favorite {
  favoriteId: string;
  userCode: string;
  resourceType: string;
  resourceId: string;
  createTime: string;
}

const RESOURCE_EXISTS: Readonly<Record<string, (state: DemoState, id: string) => boolean>> = {
  '1': (_s, id) => PATTERS.some((p) => p.patterId === id),
  '2': (_s, id) => POSTERS.some((p) => p.posterId === id),
  '3': (s, id) => newsById(s, id) !== undefined,
  '4': (_s, id) => GRAPHICS.some((g) => g.graphicId === id),
};

const favoritesOf = (state: DemoState) =>
  lazy<Favorite[]>(state, 'content:favorites', () => [
    { favoriteId: 'FV000001', userCode: '44010001', resourceType: '1', resourceId: 'PT000003', createTime: '2026-10-21 09:10:00' },
    { favoriteId: 'FV000002', userCode: '44010001', resourceType: '1', resourceId: 'PT000009', createTime: '2026-10-15 18:30:00' },
    { favoriteId: 'FV000003', userCode: '44010001', resourceType: '2', resourceId: 'P20250003', createTime: '2026-10-22 12:00:00' },
  ]);
const FAVORITE_SEED_COUNT = 3;

/** A favourite with what the list shows of its resource; undefined when the resource is gone. */
function favoriteView(ctx: DemoContext, f: Favorite) {
  const base = { favoriteId: f.favoriteId, resourceType: f.resourceType, resourceId: f.resourceId, createTime: f.createTime };
  if (f.resourceType === '1') {
    const p = PATTERS.find((x) => x.patterId === f.resourceId);
    return p && { ...base, title: p.title, summary: p.content, coverUrl: null, classId: p.classId };
  }
  if (f.resourceType === '2') {
    const p = posterById(f.resourceId);
    return p && { ...base, title: p.posterName, summary: posterClassOf(p).className, coverUrl: posterImage(p), classId: null };
  }
  if (f.resourceType === '3') {
    const n = newsById(ctx.state, f.resourceId);
    return n && { ...base, title: n.title, summary: n.summary, coverUrl: n.coverUrl, classId: null };
  }
  const g = GRAPHICS.find((x) => x.graphicId === f.resourceId);
  return g && { ...base, title: g.title, summary: g.description, coverUrl: graphicView(ctx, g).coverUrl, classId: null };
}

function favoriteOf(ctx: DemoContext, resourceType: string, resourceId: string): Favorite | undefined {
  const userCode = userCodeOf(ctx);
  return favoritesOf(ctx.state).find((f) => f.userCode === userCode && f.resourceType === resourceType && f.resourceId === resourceId);
}

// ── Moments tasks ───────────────────────────────────────────────────────────

interface MomentsTask {
  taskId: string;
  userCode: string;
  title: string;
  content: string;
  images: string[];
  linkUrl: string | null;
  startTime: string;
  endTime: string;
  sendFlag: string;
  sendTime: string | null;
}

const MOMENTS_SEED = [
  { title: '新能源车险上线', content: '新能源车专属保险来了！三电系统、充电桩全保障，欢迎咨询~', poster: 'P20250001', sent: false },
  { title: '续保季好礼', content: '续保季到！提前续保享专属好礼，名额有限。', poster: 'P20250003', sent: true },
  { title: '驾乘意外推荐', content: '一份驾乘意外险，守护全车人的平安出行。', poster: 'P20250002', sent: false },
  { title: '重阳节问候', content: '九九重阳，祝福长辈身体健康、平安喜乐。', poster: 'P20250005', sent: true },
] as const;

/** Days from today to each seeded task's end. */
const MOMENTS_ENDS_IN = [6, 3, 1, 2] as const;

const momentsOf = (state: DemoState) =>
  lazy<MomentsTask[]>(state, 'content:momentsTasks', () => {
    const day = (offset: number) => dayjs(state.now()).add(offset, 'day');
    return DEMO_USERS.filter((u) => u.systemRole === 'qyUser').flatMap((u, i) =>
      MOMENTS_SEED.map((m, k) => {
        const poster = posterById(m.poster);
        return {
          taskId: `MT${pad(i * MOMENTS_SEED.length + k + 1)}`,
          userCode: u.userCode,
          title: m.title,
          content: m.content,
          images: poster ? [posterImage(poster)] : [],
          linkUrl: poster ? defaultPosterLink(poster.posterId, u.userCode) : null,
          // Running now: started some days ago, ending within the week (relative to the demo's today).
          startTime: day(-10 + k).format('YYYY-MM-DD 09:00:00'),
          endTime: day(MOMENTS_ENDS_IN[k] ?? 7).format('YYYY-MM-DD 23:59:59'),
          sendFlag: m.sent ? '1' : '0',
          sendTime: m.sent ? day(-k).format('YYYY-MM-DD 12:30:00') : null,
        };
      }),
    );
  });
const myMoments = (ctx: DemoContext) => momentsOf(ctx.state).filter((t) => t.userCode === userCodeOf(ctx));
const momentView = ({ userCode: _u, ...t }: MomentsTask) => ({ ...t, images: [...t.images] });

// ── Marketing distribution and training ─────────────────────────────────────

const DISTRIBUTES = [
  { distributeId: 'MD000001', title: '11 月新能源车险推广', resourceType: 'news', resourceId: 'N20250001', startDate: '2026-10-28', endDate: '2026-11-30', status: '0', content: `${P.title}您好，新能源车险有新条款，给您分享一篇解读文章。` },
  { distributeId: 'MD000002', title: '驾乘意外险海报推送', resourceType: 'poster', resourceId: 'P20250002', startDate: '2026-10-25', endDate: '2026-11-25', status: '0', content: `${P.title}，出行平安很重要，推荐您了解一下驾乘意外险。` },
  { distributeId: 'MD000003', title: '理赔流程图文宣传', resourceType: 'graphic', resourceId: 'GR000001', startDate: '2026-09-01', endDate: '2026-09-30', status: '1', content: `${P.title}，车险理赔流程图解请收好，有需要随时找我。` },
] as const;
type DistributeSeed = (typeof DISTRIBUTES)[number];

function resourceTitle(state: DemoState, type: string, id: string): string {
  if (type === 'news') return newsById(state, id)?.title ?? id;
  if (type === 'poster') return posterById(id)?.posterName ?? id;
  return GRAPHICS.find((g) => g.graphicId === id)?.title ?? id;
}

function resourceRiskCodes(state: DemoState, type: string, id: string): string[] {
  if (type === 'news') return [...(newsById(state, id)?.riskCodes ?? [])];
  if (type === 'poster') {
    const risk = posterById(id)?.riskCode;
    return risk ? [risk] : [];
  }
  return [];
}

/** Whether the staff member sent this resource to the customer (sendMpNews.do). */
function sentTo(ctx: DemoContext, d: DistributeSeed, externalUserId: string): boolean {
  return sendsOf(ctx.state).some(
    (s) => s.userCode === userCodeOf(ctx) && s.externalUserId === externalUserId && (s.newsId === d.resourceId || s.graphicId === d.resourceId),
  );
}

function distributeCustomers(ctx: DemoContext, d: DistributeSeed) {
  const userCode = userCodeOf(ctx);
  const offset = DISTRIBUTES.indexOf(d);
  return ctx.state.db.customers
    .filter((c) => c.bindUserCode === userCode)
    .slice(offset * 2, offset * 2 + 6)
    .map((c, i) => ({ custId: c.custId, custName: c.name, sendFlag: d.status === '1' || i < 2 || sentTo(ctx, d, c.externalUserId) ? '1' : '0' }));
}

function distributeView(ctx: DemoContext, d: DistributeSeed) {
  const customers = distributeCustomers(ctx, d);
  const { content: _c, ...rest } = d;
  return {
    ...rest,
    resourceTitle: resourceTitle(ctx.state, d.resourceType, d.resourceId),
    riskCodes: resourceRiskCodes(ctx.state, d.resourceType, d.resourceId),
    targetCount: customers.length,
    sentCount: customers.filter((c) => c.sendFlag === '1').length,
  };
}

const TRAININGS = [
  { resourceId: 'TR000001', title: '新能源车险条款精讲', resourceType: 'video', url: 'https://video.demo-insurer.cn/training/new-energy.mp4', duration: 1260, createTime: '2026-10-20 10:00:00', viewCount: 842 },
  { resourceId: 'TR000002', title: '车险投保须知', resourceType: 'document', url: '/kb/车险投保须知.pdf', duration: 0, createTime: '2026-10-10 09:00:00', viewCount: 1290 },
  { resourceId: 'TR000003', title: '理赔服务指南', resourceType: 'document', url: '/kb/理赔服务指南.pdf', duration: 0, createTime: '2026-09-28 09:00:00', viewCount: 977 },
  { resourceId: 'TR000004', title: '企业微信客户运营实战', resourceType: 'video', url: 'https://video.demo-insurer.cn/training/wecom-ops.mp4', duration: 1845, createTime: '2026-09-15 14:00:00', viewCount: 615 },
  { resourceId: 'TR000005', title: '非车险产品手册', resourceType: 'document', url: '/kb/非车险产品手册.pdf', duration: 0, createTime: '2026-09-01 09:00:00', viewCount: 508 },
  { resourceId: 'TR000006', title: '如何写好朋友圈文案', resourceType: 'article', url: 'https://m.demo-insurer.cn/training/moments-copywriting', duration: 0, createTime: '2026-08-20 16:00:00', viewCount: 433 },
] as const;

/** Organisations whose staff may use the app in the WeCom PC client. */
const PC_ALLOWED_COM_IDS: readonly string[] = ['44000000', '11000000'];

// ── Chatbot ─────────────────────────────────────────────────────────────────

const KNOWLEDGE_BASE: ReadonlyArray<{ keywords: readonly string[]; knowledgeId?: string; answer: string }> = [
  { keywords: ['车损', '保险责任'], knowledgeId: 'KB0001', answer: '车损险保障因碰撞、倾覆、火灾、爆炸、暴雨、洪水等原因造成的被保险车辆直接损失；车险综改后还包含玻璃单独破碎、自燃、发动机涉水和盗抢责任。' },
  { keywords: ['家财', '家庭财产'], knowledgeId: 'KB0007', answer: '家财险保障房屋主体、室内装修和室内财产因火灾、爆炸、暴雨、管道破裂等造成的损失，可附加盗抢和家电安全保障。' },
  { keywords: ['意外险'], knowledgeId: 'KB0008', answer: '个人意外险一般承保 18–65 周岁的被保险人，职业类别 1–4 类可直接投保，5–6 类需人工核保。' },
  { keywords: ['报案', '出险', '事故'], knowledgeId: 'KB0004', answer: '出险后请先确保人员安全、开启双闪并放置警示牌，然后拨打保险公司客服电话或在企业微信中联系您的客户经理报案，报案时请提供车牌号、出险时间地点和经过。' },
  { keywords: ['材料', '资料', '单证'], knowledgeId: 'KB0005', answer: '车险理赔一般需要：驾驶证、行驶证、被保险人身份证、银行卡、事故认定书（或快处协议）、维修发票和损失照片；涉及人伤的还需病历与医疗费用票据。' },
  { keywords: ['进度', '多久', '到账', '时效'], knowledgeId: 'KB0006', answer: '资料齐全后，小额案件通常 3 个工作日内结案，赔款在结案后 1–3 个工作日到账；您可以在“理赔进度”中按报案号随时查询。' },
  { keywords: ['续保', '到期', '脱保'], knowledgeId: 'KB0009', answer: '车险到期前 90 天内即可续保。脱保期间出险无法获得赔付，且交强险脱保可能被处罚，建议提前续保。' },
  { keywords: ['交强险'], knowledgeId: 'KB0002', answer: '交强险是国家法定强制保险，死亡伤残赔偿限额 18 万元、医疗费用 1.8 万元、财产损失 2000 元；未投保交强险的车辆不得上路。' },
  { keywords: ['三者', '第三者', '保额'], answer: '第三者责任险建议保额不低于 200 万元，一线城市建议 300 万元以上，以应对人伤事故的高额赔偿。' },
  { keywords: ['新能源', '电池', '充电桩', '电动'], knowledgeId: 'KB0003', answer: '新能源车险专属条款覆盖三电系统（电池、电机、电控），还可附加自用充电桩损失和外部电网故障损失保障。' },
  { keywords: ['玻璃'], knowledgeId: 'KB0001', answer: '玻璃单独破碎在新版车损险中已包含在车损险保障内，无需单独投保；理赔时请拍照并联系报案。' },
  { keywords: ['救援', '拖车', '搭电', '换胎'], answer: '道路救援服务包括拖车、搭电、换胎、送油等，可拨打客服电话或在小程序中一键呼叫救援。' },
  { keywords: ['电子保单', '保单下载', '发票'], knowledgeId: 'KB0010', answer: '电子保单与纸质保单具有同等法律效力，可在“电子保单”中按保单号下载，或由客户经理发送到您的企业微信。' },
  { keywords: ['划痕', '小剐蹭'], answer: '车身划痕可通过附加车身划痕损失险获得保障；小剐蹭是否报案可结合次年保费上浮情况，建议先咨询客户经理。' },
];
const CHATBOT_FALLBACK = '抱歉，这个问题我暂时还不会回答。您可以换个说法再问一次，或直接联系您的客户经理为您解答。';

interface ChatTurn {
  question: string;
  answer: string;
  at: string;
}

/** The best-matching answer, with the knowledge entry it comes from and that entry's files. */
function answerOf(question: string) {
  let best: { answer: string; knowledgeId: string | undefined; score: number } | undefined;
  for (const item of KNOWLEDGE_BASE) {
    const score = item.keywords.filter((k) => question.includes(k)).length;
    if (score > 0 && (!best || score > best.score)) best = { answer: item.answer, knowledgeId: item.knowledgeId, score };
  }
  if (!best) return { answer: CHATBOT_FALLBACK, matched: false, sources: [], files: [] };
  const source = knowledgeById(best.knowledgeId);
  return {
    answer: best.answer,
    matched: true,
    sources: source ? [{ knowledgeId: source.knowledgeId, title: source.title }] : [],
    files: source ? source.files.map(knowledgeFile) : [],
  };
}

// ── Handlers ────────────────────────────────────────────────────────────────

function uploadedPart(ctx: DemoContext, name: string): UploadedPart | undefined {
  const part = ctx.body[name];
  return part && typeof part === 'object' ? (part as UploadedPart) : undefined;
}

function mediaTypeOf(mimetype: string | undefined): string {
  if (mimetype?.startsWith('image/')) return 'image';
  if (mimetype?.startsWith('video/')) return 'video';
  if (mimetype?.startsWith('audio/')) return 'voice';
  return 'file';
}

function insureLinkReply(ctx: DemoContext, riskCode: string | undefined): DemoReply {
  if (!riskCode) return fail('请指定险种');
  if (!PRODUCT_NAMES[riskCode]) return fail(`未找到险种 ${riskCode} 的投保链接`);
  const { riskName, insureLink } = insuranceInfo(riskCode, userCodeOf(ctx));
  return ok({ riskCode, riskName, insureLink });
}

export const handlers: DemoHandlers = {
  // Media and attachments
  uploadMedia: (ctx) => {
    const file = uploadedPart(ctx, 'media');
    if (!file?.sha1) return fail('请选择要上传的文件');
    if (!file.size) return fail('上传的文件为空');
    const type = field(ctx, 'type') ?? mediaTypeOf(file.mimetype);
    if (!(MEDIA_TYPES as readonly string[]).includes(type)) return fail('素材类型不正确，应为 image、voice、video 或 file');
    return storeMedia(ctx, { type, filename: file.filename ?? 'upload', sha1: file.sha1, size: file.size });
  },

  uploadAttachment: (ctx) => {
    const file = uploadedPart(ctx, 'file');
    if (!file?.sha1) return fail('请选择要上传的附件');
    if (!file.size) return fail('上传的附件为空');
    const list = lazy<unknown[]>(ctx.state, 'content:attachments', () => []);
    const attachmentId = `AT${pad(nextSeq(ctx.state, 'attachment'))}`;
    const fileName = file.filename ?? 'attachment';
    const answer = {
      attachmentId,
      fileName,
      fileSize: file.size,
      mimetype: file.mimetype ?? 'application/octet-stream',
      fileUrl: `https://files.demo-insurer.cn/attachments/${attachmentId}/${encodeURIComponent(fileName)}`,
      bizType: field(ctx, 'bizType') ?? 'other',
    };
    list.push({ ...answer, sha1: file.sha1, userCode: userCodeOf(ctx), createdAt: nowText(ctx.state) });
    return ok(answer);
  },

  sendMpNews: (ctx) => {
    const externalUserId = field(ctx, 'externalUserId');
    if (!externalUserId) return fail('请选择要发送的客户');
    const mediaId = field(ctx, 'mediaId');
    const newsId = field(ctx, 'newsId');
    const graphicId = field(ctx, 'graphicId');
    if (!mediaId && !newsId && !graphicId) return fail('请选择要发送的资讯或素材');
    const channel = field(ctx, 'channel') ?? 'server';
    if (channel !== 'server' && channel !== 'chat') return fail('发送方式不正确');
    const media = mediaId ? mediaStore(ctx.state).get(mediaId) : undefined;
    if (mediaId) {
      const problem = mediaProblem(ctx.state, mediaId);
      if (problem) return fail(problem);
    }
    const news = newsById(ctx.state, newsId);
    if (newsId && !news) return fail(NEWS_NOT_FOUND);
    const graphic = graphicId ? GRAPHICS.find((g) => g.graphicId === graphicId) : undefined;
    if (graphicId && !graphic) return fail(GRAPHIC_NOT_FOUND);
    // The system sends only to customers who added a staff member as a WeCom contact.
    const cust = customerByExternalUserId(ctx.state.db, externalUserId);
    if (channel === 'server' && cust && cust.contactAddedAt === null) return fail('客户未添加企业微信联系人，无法发送');
    const record: SendRecord = {
      sendId: `SD${pad(nextSeq(ctx.state, 'send'))}`,
      userCode: userCodeOf(ctx),
      externalUserId,
      newsId: news?.newsId ?? null,
      graphicId: graphic?.graphicId ?? null,
      mediaId: mediaId ?? null,
      title: news?.title ?? graphic?.title ?? media?.filename ?? '',
      type: field(ctx, 'type') ?? (news ? 'news' : graphic ? 'graphic' : (media?.type ?? 'file')),
      channel,
      sendFlag: '1',
      sendTime: nowText(ctx.state),
    };
    sendsOf(ctx.state).push(record);
    return ok(sendView(ctx.state, record));
  },

  queryMpNewsSendHistory: (ctx) => {
    const userCode = userCodeOf(ctx);
    const newsId = field(ctx, 'newsId');
    const graphicId = field(ctx, 'graphicId');
    const list = sendsOf(ctx.state)
      .filter((r) => r.userCode === userCode && (!newsId || r.newsId === newsId) && (!graphicId || r.graphicId === graphicId))
      .slice()
      .reverse()
      .map((r) => sendView(ctx.state, r));
    return ok(paged(ctx, list));
  },

  saveNews: (ctx) => {
    const title = field(ctx, 'title');
    const content = field(ctx, 'content');
    if (!title) return fail('请填写资讯标题');
    if (!content) return fail('请填写资讯正文');
    return saveNewsItem(ctx, {
      title,
      content,
      ...optional(ctx, ['newsId', 'summary', 'coverUrl', 'categoryId', 'url']),
      ...(riskCodesField(ctx) ? { riskCodes: riskCodesField(ctx) } : {}),
    });
  },

  createMpNews: (ctx) => {
    const checked = validateText(field(ctx, 'title'), { label: '文章标题', max: 64, required: true });
    if (!checked.ok) return fail(checked.reason);
    const title = checked.value;
    const summary = validateText(field(ctx, 'summary'), { label: '摘要', max: 120 });
    if (!summary.ok) return fail(summary.reason);
    const url = field(ctx, 'url');
    if (url && !isHttpUrl(url)) return fail('文章链接格式不正确');
    const content = field(ctx, 'content') ?? (url ? `<p>${title}</p><p><a href="${url}">阅读原文</a></p>` : undefined);
    if (!content) return fail('请提供文章链接或正文');
    return saveNewsItem(ctx, { title, content, ...(url ? { url } : {}), ...optional(ctx, ['summary', 'coverUrl', 'categoryId']) });
  },

  queryMpNewsByArticleId: (ctx) => {
    const news = newsByArticleId(ctx.state, field(ctx, 'articleId'));
    return news ? ok(newsDetail(ctx, news)) : fail('文章不存在或已下架');
  },

  uploadPosterWithPosterUrl: (ctx) => {
    const poster = posterById(field(ctx, 'posterId'));
    if (field(ctx, 'posterId') && !poster) return fail(POSTER_NOT_FOUND);
    const posterUrl = field(ctx, 'posterUrl') ?? (poster ? posterImage(poster) : undefined);
    if (!posterUrl) return fail('请提供海报地址');
    if (!isHttpUrl(posterUrl) && !posterUrl.startsWith('data:image/')) return fail('海报地址格式不正确');
    const sha1 = createHashHex(posterUrl);
    return storeMedia(ctx, { type: 'image', filename: `${poster?.posterId ?? 'poster'}.png`, sha1, size: posterUrl.length });
  },

  // Posters
  queryQwPosterClass: () =>
    ok(
      POSTER_CLASSES.map(({ color: _c, ...c }) => ({
        ...c,
        posterCount: POSTERS.filter((p) => p.classId === c.classId).length,
      })),
    ),

  queryQwPosterMain: (ctx) => {
    const classId = field(ctx, 'classId');
    const keyword = field(ctx, 'keyword');
    const list = POSTERS.filter((p) => (!classId || p.classId === classId) && (!keyword || p.posterName.includes(keyword)));
    return ok(paged(ctx, list.map((p) => posterView(ctx, p))));
  },

  queryTmTQwPosterMainById: (ctx) => {
    const poster = posterById(field(ctx, 'posterId'));
    return poster ? ok(posterView(ctx, poster)) : fail(POSTER_NOT_FOUND);
  },

  'tm/interactplatform/wechat/tmtqwpostermain/getPosterLinkUrl': (ctx) => {
    const poster = posterById(field(ctx, 'posterId'));
    return poster ? ok({ posterId: poster.posterId, linkUrl: posterLinkOf(ctx, poster.posterId) }) : fail(POSTER_NOT_FOUND);
  },

  'tm/interactplatform/wechat/tmtqwpostermain/getInsureUrl': (ctx) => {
    const posterId = field(ctx, 'posterId');
    if (posterId) {
      const poster = posterById(posterId);
      if (!poster) return fail(POSTER_NOT_FOUND);
      if (!poster.riskCode) return fail('该海报未关联险种');
      return insureLinkReply(ctx, poster.riskCode);
    }
    return insureLinkReply(ctx, field(ctx, 'riskCode'));
  },

  posterChangeLink: (ctx) => {
    const poster = posterById(field(ctx, 'posterId'));
    if (!poster) return fail(POSTER_NOT_FOUND);
    const linkUrl = field(ctx, 'linkUrl');
    const key = `${userCodeOf(ctx)}:${poster.posterId}`;
    if (linkUrl) {
      if (!isHttpUrl(linkUrl)) return fail('链接格式不正确，应以 http:// 或 https:// 开头');
      posterLinks(ctx.state)[key] = linkUrl;
    } else {
      delete posterLinks(ctx.state)[key];
    }
    return ok({ posterId: poster.posterId, linkUrl: posterLinkOf(ctx, poster.posterId), posterUrl: posterImage(poster) });
  },

  savePosterShareConfig: (ctx) => {
    const key = `content:shareConfig:${userCodeOf(ctx)}`;
    const current = (ctx.state.kv.get(key) as ShareConfig | undefined) ?? DEFAULT_SHARE_CONFIG;
    const config: ShareConfig = {
      showName: flag01(field(ctx, 'showName'), current.showName),
      showMobile: flag01(field(ctx, 'showMobile'), current.showMobile),
      showAvatar: flag01(field(ctx, 'showAvatar'), current.showAvatar),
      showQrCode: flag01(field(ctx, 'showQrCode'), current.showQrCode),
      shareTitle: field(ctx, 'shareTitle') ?? current.shareTitle,
      updateTime: nowText(ctx.state),
    };
    if (config.shareTitle.length > 30) return fail('分享标题不能超过 30 个字');
    ctx.state.kv.set(key, config);
    return ok(config);
  },

  queryShareConfigAndManagerInfo: (ctx) => {
    const userCode = userCodeOf(ctx);
    const config = (ctx.state.kv.get(`content:shareConfig:${userCode}`) as ShareConfig | undefined) ?? DEFAULT_SHARE_CONFIG;
    const user = userByCode(userCode);
    if (!user) return fail('用户不存在于营销管理系统中');
    const manager = managerOf(ctx.state, user);
    return ok({
      config,
      manager: {
        userCode,
        name: manager?.managerName ?? user.name,
        mobile: manager?.mobile ?? user.mobile,
        avatar: user.avatar,
        title: manager?.title ?? '',
        registered: manager !== null,
      },
    });
  },

  // Lead info
  saveLeadInfo: (ctx) => {
    const custName = field(ctx, 'custName');
    if (!custName) return fail('请填写客户姓名');
    const mobile = validateMobile(field(ctx, 'mobile'));
    if (!mobile.ok) return fail(mobile.reason);
    const posterId = field(ctx, 'posterId');
    const poster = posterById(posterId);
    if (posterId && !poster) return fail(POSTER_NOT_FOUND);
    const leads = leadsOf(ctx.state);
    const userCode = userCodeOf(ctx);
    const now = nowText(ctx.state);
    const leadId = field(ctx, 'leadId');
    if (leadId) {
      const lead = leads.find((l) => l.leadId === leadId && l.userCode === userCode);
      if (!lead) return fail('线索不存在或已删除');
      Object.assign(lead, { custName, mobile: mobile.value, posterId: poster?.posterId ?? lead.posterId, posterName: poster?.posterName ?? lead.posterName, remark: field(ctx, 'remark') ?? lead.remark, updateTime: now });
      return ok({ leadId });
    }
    if (leads.some((l) => l.userCode === userCode && l.mobile === mobile.value)) return fail('该手机号的线索已登记');
    const lead: LeadInfo = {
      leadId: `LD${pad(nextSeq(ctx.state, 'lead', LEAD_SEED_COUNT))}`,
      userCode,
      custName,
      mobile: mobile.value,
      posterId: poster?.posterId ?? null,
      posterName: poster?.posterName ?? null,
      source: poster ? 'poster' : 'manual',
      remark: field(ctx, 'remark') ?? '',
      createTime: now,
      updateTime: now,
    };
    leads.unshift(lead);
    return ok({ leadId: lead.leadId });
  },

  queryLeadInfos: (ctx) => {
    const userCode = userCodeOf(ctx);
    const keyword = field(ctx, 'keyword');
    const posterId = field(ctx, 'posterId');
    const list = leadsOf(ctx.state)
      .filter((l) => l.userCode === userCode && (!posterId || l.posterId === posterId) && (!keyword || l.custName.includes(keyword) || l.mobile.includes(keyword)))
      .map(({ userCode: _u, ...l }) => l);
    return ok(paged(ctx, list));
  },

  delLeadInfo: (ctx) => {
    const leadId = field(ctx, 'leadId');
    if (!leadId) return fail('请选择要删除的线索');
    const leads = leadsOf(ctx.state);
    const i = leads.findIndex((l) => l.leadId === leadId && l.userCode === userCodeOf(ctx));
    if (i < 0) return fail('线索不存在或已删除');
    leads.splice(i, 1);
    return ok({ success: true, message: '删除成功' });
  },

  // News
  queryWxTMpNewsAccessHistory: (ctx) => {
    const userCode = userCodeOf(ctx);
    const newsId = field(ctx, 'newsId');
    const list = [...accessOf(ctx.state), ...sharedVisitsOf(ctx.state)]
      .filter((a) => a.shareUserCode === userCode && (!newsId || a.newsId === newsId))
      .sort((a, b) => b.accessTime.localeCompare(a.accessTime))
      .map((a) => ({ ...a, title: newsById(ctx.state, a.newsId)?.title ?? posterById(a.newsId)?.posterName ?? '' }));
    return ok(paged(ctx, list));
  },

  queryMpNews: (ctx) => {
    const categoryId = field(ctx, 'categoryId');
    const keyword = field(ctx, 'keyword');
    const list = newsOf(ctx.state).filter(
      (n) => mayReadArticle(ctx, n.comCode) && (!categoryId || n.categoryId === categoryId) && (!keyword || n.title.includes(keyword) || n.summary.includes(keyword)),
    );
    return ok(paged(ctx, list.map((n) => newsSummary(ctx, n))));
  },

  queryNewsById: (ctx) => {
    const news = newsById(ctx.state, field(ctx, 'newsId'));
    return news ? ok(newsDetail(ctx, news)) : fail(NEWS_NOT_FOUND);
  },

  queryETInsureLink: (ctx) => {
    const riskCode = field(ctx, 'riskCode');
    if (riskCode) return insureLinkReply(ctx, riskCode);
    const newsId = field(ctx, 'newsId');
    if (!newsId) return fail('请指定险种或资讯');
    const news = newsById(ctx.state, newsId);
    if (!news) return fail(NEWS_NOT_FOUND);
    return news.riskCodes[0] ? insureLinkReply(ctx, news.riskCodes[0]) : fail('该资讯未关联险种');
  },

  queryNewsInfoByArticleId: (ctx) => {
    const news = newsByArticleId(ctx.state, field(ctx, 'articleId'));
    return news ? ok(newsSummary(ctx, news)) : fail('文章不存在或已下架');
  },

  queryMpNewsCategory: (ctx) => {
    const flag = field(ctx, 'categoryFlag');
    const comCode = field(ctx, 'comCode');
    const news = newsOf(ctx.state).filter((n) => !comCode || n.comCode === comCode);
    return ok(
      NEWS_CATEGORIES.filter((c) => !flag || c.categoryFlag === flag).map((c) => ({
        ...c,
        newsCount: news.filter((n) => n.categoryId === c.categoryId).length,
      })),
    );
  },

  mpNewsInteraction: (ctx) => {
    const news = newsById(ctx.state, field(ctx, 'newsId'));
    if (!news) return fail(NEWS_NOT_FOUND);
    const userCode = userCodeOf(ctx);
    const visits = [...accessOf(ctx.state), ...sharedVisitsOf(ctx.state)]
      .filter((a) => a.newsId === news.newsId && a.shareUserCode === userCode)
      .sort((a, b) => b.accessTime.localeCompare(a.accessTime));
    const latest = visits.find((a) => a.custId !== null);
    const task = latest ? ctx.state.db.tasks.find((t) => t.userCode === userCode && t.custId === latest.custId) : undefined;
    return ok({
      newsId: news.newsId,
      readCount: news.readCount,
      shareCount: sendsOf(ctx.state).filter((s) => s.userCode === userCode && s.newsId === news.newsId).length,
      visitorCount: new Set(visits.map((v) => v.unionId)).size,
      result: { taskId: task?.taskId ?? null, custId: latest?.custId ?? null },
    });
  },

  queryNewsContent: (ctx) => {
    const news = newsById(ctx.state, field(ctx, 'newsId'));
    return news ? ok({ contentId: news.contentId, content: news.content }) : fail(NEWS_NOT_FOUND);
  },

  queryArticleInsuranceInfo: (ctx) => {
    const news = newsById(ctx.state, field(ctx, 'newsId'));
    if (!news) return fail(NEWS_NOT_FOUND);
    return ok(news.riskCodes.map((c) => insuranceInfo(c, userCodeOf(ctx))));
  },

  checkNewsHaveMiniProLink: (ctx) => {
    const news = newsById(ctx.state, field(ctx, 'newsId'));
    if (!news) return fail(NEWS_NOT_FOUND);
    return ok({ haveMiniProLink: news.miniProLink !== null, appId: news.miniProLink?.appId ?? null, pagePath: news.miniProLink?.pagePath ?? null });
  },

  queryNewsInsuranceName: (ctx) => {
    const raw = ctx.body['newsIds'];
    const ids = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? raw.split(',') : [];
    const single = field(ctx, 'newsId');
    const wanted = [...new Set([...ids, ...(single ? [single] : [])].map((s) => s.trim()).filter(Boolean))];
    if (wanted.length === 0) return fail('请指定资讯');
    return ok(
      wanted
        .map((id) => newsById(ctx.state, id))
        .filter((n): n is News => n !== undefined)
        .map((n) => ({ newsId: n.newsId, riskCodes: [...n.riskCodes], insuranceName: n.riskCodes.map(riskNameOf).join('、') })),
    );
  },

  // Graphic news and scripts
  'tm/interactplatform/wechat/tmtgraphicmain/queryTmTGraphicMain': graphicPage,
  queryTmTGraphicMain: graphicPage,

  queryTmTGraphicMainById: (ctx) => {
    const id = field(ctx, 'graphicId');
    const g = GRAPHICS.find((x) => x.graphicId === id);
    return g ? ok(graphicView(ctx, g)) : fail(GRAPHIC_NOT_FOUND);
  },

  'tm/interactplatform/wechat/tmtQwPatterMainWeb/queryTmTQwPatterMain': (ctx) => ok(paged(ctx, patterList(ctx).map((p) => patterView(ctx, p)))),

  'tm/interactplatform/wechat/tmtQwPatterMainWeb/queryTmTQwPatterClass': (ctx) => {
    const parentId = field(ctx, 'parentId') ?? null;
    if (parentId && !patterClassById(parentId)) return fail('话术分类不存在');
    return ok(PATTER_CLASSES.filter((c) => c.parentId === parentId).map((c) => ({ ...c })));
  },

  'tm/interactplatform/wechat/tmtqwpatterclass/queryPatterClass': () =>
    ok(
      PATTER_CLASSES.filter((c) => c.level === 1).map((c) => ({
        classId: c.classId,
        className: c.className,
        sort: c.sort,
        children: PATTER_CLASSES.filter((s) => s.parentId === c.classId).map((s) => ({ ...s })),
      })),
    ),

  queryPatterType3HasFavorites: (ctx) => {
    const onlyFavorite = field(ctx, 'onlyFavorite') === '1';
    const keyword = field(ctx, 'keyword');
    const list = PATTERS.filter((p) => !keyword || p.title.includes(keyword) || p.content.includes(keyword))
      .map((p) => patterView(ctx, p))
      .filter((p) => !onlyFavorite || p.isFavorite === '1');
    return ok(paged(ctx, list));
  },

  savePatterUseRecord: (ctx) => {
    const p = PATTERS.find((x) => x.patterId === field(ctx, 'patterId'));
    if (!p) return fail('话术不存在或已下架');
    const way = field(ctx, 'useType') ?? 'chat';
    if (way !== 'chat' && way !== 'copy') return fail('使用方式只能是发送到会话或复制');
    const uses = patterUses(ctx.state);
    uses.set(p.patterId, (uses.get(p.patterId) ?? 0) + 1);
    return ok({ patterId: p.patterId, useCount: patterView(ctx, p).useCount });
  },
  queryPatterMain: (ctx) => ok(paged(ctx, patterList(ctx).map((p) => patterView(ctx, p)))),

  addFavorite: (ctx) => {
    const resourceId = field(ctx, 'resourceId');
    if (!resourceId) return fail('请选择要收藏的内容');
    const resourceType = field(ctx, 'resourceType') ?? '1';
    const exists = RESOURCE_EXISTS[resourceType];
    if (!exists) return fail('收藏类型不正确');
    if (!exists(ctx.state, resourceId)) return fail('收藏的内容不存在或已下架');
    const existing = favoriteOf(ctx, resourceType, resourceId);
    const favorite: Favorite = existing ?? {
      favoriteId: `FV${pad(nextSeq(ctx.state, 'favorite', FAVORITE_SEED_COUNT))}`,
      userCode: userCodeOf(ctx),
      resourceType,
      resourceId,
      createTime: nowText(ctx.state),
    };
    if (!existing) favoritesOf(ctx.state).push(favorite);
    const { userCode: _u, ...answer } = favorite;
    return ok(answer);
  },

  queryFavoriteList: (ctx) => {
    const userCode = userCodeOf(ctx);
    const type = field(ctx, 'resourceType');
    const list = favoritesOf(ctx.state)
      .filter((f) => f.userCode === userCode && (!type || f.resourceType === type))
      .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.favoriteId.localeCompare(a.favoriteId))
      .map((f) => favoriteView(ctx, f))
      .filter((f) => f !== undefined);
    return ok(paged(ctx, list));
  },

  deleteFavorite: (ctx) => {
    const favorites = favoritesOf(ctx.state);
    const userCode = userCodeOf(ctx);
    const favoriteId = field(ctx, 'favoriteId');
    const resourceId = field(ctx, 'resourceId');
    const resourceType = field(ctx, 'resourceType') ?? '1';
    if (!favoriteId && !resourceId) return fail('请选择要取消收藏的内容');
    const i = favorites.findIndex(
      (f) => f.userCode === userCode && (favoriteId ? f.favoriteId === favoriteId : f.resourceType === resourceType && f.resourceId === resourceId),
    );
    if (i < 0) return fail('未收藏该内容');
    favorites.splice(i, 1);
    return ok({ success: true, message: '已取消收藏' });
  },

  // Products and marketing
  queryProductList: (ctx) => {
    const classId = field(ctx, 'classId');
    const keyword = field(ctx, 'keyword');
    const list = products(userCodeOf(ctx)).filter(
      (p) => (!classId || p.classId === classId) && (!keyword || p.productName.includes(keyword) || p.riskCode === keyword.toUpperCase()),
    );
    return ok(paged(ctx, list));
  },

  queryProductClassList: (ctx) => {
    const all = products(userCodeOf(ctx));
    const classes = [
      VEHICLE_CLASS,
      ...(Object.keys(INSURANCE_KIND_GROUP) as InsuranceKindGroup[]).map((g) => ({ classId: g as string, className: INSURANCE_KIND_GROUP[g].label as string })),
    ];
    return ok({
      status: '0',
      message: 'success',
      data: classes.map((c) => ({ ...c, productCount: all.filter((p) => p.classId === c.classId).length })),
    });
  },

  queryMarketingDistribute: (ctx) => {
    const status = field(ctx, 'status');
    return ok(paged(ctx, DISTRIBUTES.filter((d) => !status || d.status === status).map((d) => distributeView(ctx, d))));
  },

  queryMarketingDistributeDetail: (ctx) => {
    const id = field(ctx, 'distributeId');
    const d = DISTRIBUTES.find((x) => x.distributeId === id);
    if (!d) return fail('下发任务不存在');
    return ok({ ...distributeView(ctx, d), content: d.content, customers: distributeCustomers(ctx, d) });
  },

  checkLatestResource: (ctx) => {
    const since = field(ctx, 'lastCheckTime') ?? '';
    const newer = (t: string) => t > since;
    const times = [
      ...newsOf(ctx.state).map((n) => n.publishTime),
      ...POSTERS.map((p) => p.createTime),
      ...GRAPHICS.map((g) => g.createTime),
      ...PATTERS.map((p) => p.updateTime),
    ];
    const counts = {
      news: newsOf(ctx.state).filter((n) => newer(n.publishTime)).length,
      poster: POSTERS.filter((p) => newer(p.createTime)).length,
      graphic: GRAPHICS.filter((g) => newer(g.createTime)).length,
      patter: PATTERS.filter((p) => newer(p.updateTime)).length,
    };
    const latestTime = times.reduce((a, b) => (b > a ? b : a), '');
    return ok({ hasNew: counts.news + counts.poster + counts.graphic + counts.patter > 0, latestTime, counts });
  },

  queryCustInsureInfo: (ctx) => {
    const { db } = ctx.state;
    const cust = customerById(db, field(ctx, 'custId')) ?? customerByUnionId(db, field(ctx, 'unionId'));
    if (!cust) return fail('未找到客户信息');
    const policies = policiesOf(db, cust.custId);
    const renewal = policies.find((p) => p.riskCode === 'DAA') ?? policies[0];
    return ok({
      custId: cust.custId,
      custName: cust.name,
      licenseNo: vehiclesOf(db, cust.custId)[0]?.licenseNo ?? null,
      policies: policies.map((p) => ({ policyNo: p.policyNo, riskCode: p.riskCode, riskName: p.riskName, endDate: p.endDate, inForceStatus: p.inForceStatus })),
      insureLink: insureLinkOf(renewal?.riskCode ?? 'DAA', userCodeOf(ctx)),
    });
  },

  getImageBase64: (ctx) => {
    const imageUrl = field(ctx, 'imageUrl');
    if (!imageUrl) return fail('请提供图片地址');
    if (!isHttpUrl(imageUrl)) return fail('图片地址格式不正确');
    return ok({ imageUrl, contentType: 'image/png', base64: `data:image/png;base64,${ONE_PIXEL_PNG}` });
  },

  getTrainingResource: (ctx) => {
    const type = field(ctx, 'resourceType');
    const id = field(ctx, 'resourceId');
    return ok(paged(ctx, TRAININGS.filter((t) => (!type || t.resourceType === type) && (!id || t.resourceId === id)).map((t) => ({ ...t }))));
  },

  checkUseInPC: (ctx) => {
    const allowed = PC_ALLOWED_COM_IDS.includes(ctx.user?.comId ?? '');
    return ok({ useInPC: allowed ? '1' : '0', message: allowed ? '可在电脑端使用' : '您所在机构暂未开通电脑端使用，请在手机企业微信中操作' });
  },

  queryMomentsTask: (ctx) => {
    const sendFlag = field(ctx, 'sendFlag');
    return ok(paged(ctx, myMoments(ctx).filter((t) => !sendFlag || t.sendFlag === sendFlag).map(momentView)));
  },

  queryMomentsTaskCount: (ctx) => {
    const mine = myMoments(ctx);
    const sent = mine.filter((t) => t.sendFlag === '1').length;
    return ok({ total: mine.length, sent, unsent: mine.length - sent });
  },

  updateSendFlagById: (ctx) => {
    const id = field(ctx, 'id');
    const sendFlag = field(ctx, 'sendFlag');
    if (!id) return fail('请指定记录');
    if (sendFlag !== '0' && sendFlag !== '1') return fail('发送标志应为 0 或 1');
    const userCode = userCodeOf(ctx);
    const now = nowText(ctx.state);
    const task = momentsOf(ctx.state).find((t) => t.taskId === id && t.userCode === userCode);
    if (task) {
      task.sendFlag = sendFlag;
      task.sendTime = sendFlag === '1' ? now : null;
      return ok({ id, sendFlag, sendTime: task.sendTime });
    }
    const send = sendsOf(ctx.state).find((s) => s.sendId === id && s.userCode === userCode);
    if (!send) return fail('记录不存在');
    send.sendFlag = sendFlag;
    if (sendFlag === '1') send.sendTime = now;
    return ok({ id, sendFlag, sendTime: send.sendTime });
  },

  chatWithChatBot: (ctx) => {
    const question = field(ctx, 'question');
    if (!question) return fail('请输入您的问题');
    if (question.length > 500) return fail('问题不能超过 500 个字');
    const sessionId = field(ctx, 'sessionId') ?? `CB${ctx.state.now().getTime().toString(36).toUpperCase()}${pad(nextSeq(ctx.state, 'chatbot'), 4)}`;
    const key = `content:chatbot:${sessionId}`;
    const turns = lazy<ChatTurn[]>(ctx.state, key, () => []);
    const { answer, matched, sources, files } = answerOf(question);
    turns.push({ question, answer, at: nowText(ctx.state) });
    return ok({ answer, sessionId, matched, turns: turns.length, sources, files });
  },
};

// ── Small utilities used above ──────────────────────────────────────────────

function optional(ctx: DemoContext, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = field(ctx, name);
    if (v !== undefined) out[name] = v;
  }
  return out;
}

function createHashHex(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}
