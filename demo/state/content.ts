import { chinaTime, TEMP_MEDIA_VALIDITY_MS } from '../../shared/domain';
import { defaultPosterLink, newsCategoryName, pad, posterById, posterImage, svgImage, PRODUCT_NAMES, NEWS_CATEGORIES } from '../data/content';
import { customerById, customerByUnionId } from '../data/queries';
import { asOfReference, type DemoDb } from '../data/seed';
import { DEMO_USERS } from '../data/users';
import { nowText, type DemoState } from '../types';
import { publicVisitsOf } from './white';

// The content section's state (handlers/content/, spec 001 §7.6): news (seeded N20250001…, the ids
// the white-list examples use), customers' visits of shared news, sends, temporary media (valid
// TEMP_MEDIA_VALIDITY_MS) and upload counts, attachments, favourites, lead infos, poster links and
// share configs, moments tasks, chatbot turns, script uses. News publish times and the seeded
// leads and favourites are written against REFERENCE_DATE; visits and moments tasks are relative to
// the demo clock's day.

export interface News {
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

export const SEED_NEWS: ReadonlyArray<Omit<News, 'newsId' | 'articleId' | 'contentId' | 'coverUrl' | 'url' | 'createdBy'> & { color: string }> = [
  { title: '新能源车险怎么买更划算？', summary: '三电系统、充电桩、自燃风险，一文看懂新能源车专属条款', author: '车险课堂', publishTime: '2026-10-28 09:30:00', categoryId: 'CAT01', comCode: '44010000',
    readCount: 1280, riskCodes: ['DAA', 'JAH'], content: '<h2>新能源车险怎么买更划算？</h2><p>新能源汽车专属条款覆盖三电系统、外部电网故障与自用充电桩损失。</p><p>建议车损险按新车购置价足额投保，三者险不低于 200 万。</p>',
    miniProLink: { appId: 'wx1234567890demo', pagePath: 'pages/insure/newEnergy' }, color: '#1a73e8' },
  { title: '出门在外，驾乘意外险了解一下', summary: '一份保障覆盖车上所有乘客，保费低至每天几毛钱', author: '保障顾问', publishTime: '2026-10-25 14:00:00', categoryId: 'CAT03', comCode: '44010000',
    readCount: 862, riskCodes: ['EAU', 'EDD'], content: '<h2>驾乘意外险</h2><p>驾乘意外险保障驾驶或乘坐被保险车辆时发生的意外身故、伤残与医疗费用。</p>', miniProLink: null, color: '#e8711a' },
  { title: '车险理赔五步走', summary: '报案、查勘、定损、提交材料、赔款到账，全流程线上办理', author: '理赔服务部', publishTime: '2026-10-20 10:15:00', categoryId: 'CAT02', comCode: '44010000',
    readCount: 2310, riskCodes: ['DAA'], content: '<h2>车险理赔五步走</h2><ol><li>出险后及时报案</li><li>配合现场查勘</li><li>车辆定损</li><li>提交理赔材料</li><li>赔款到账</li></ol>', miniProLink: null,
    color: '#0b8457' },
  { title: '台风季家财险保障指南', summary: '台风暴雨造成的房屋与室内财产损失如何获得赔付', author: '非车产品部', publishTime: '2026-09-30 16:20:00', categoryId: 'CAT03', comCode: '44010000',
    readCount: 540, riskCodes: ['JTC', 'JAH'], content: '<h2>台风季家财险保障指南</h2><p>台风、暴雨、洪水导致的房屋主体与室内财产损失，可通过家财险获得补偿。</p>', miniProLink: null, color: '#7b1fa2' },
  { title: '冬季用车小贴士', summary: '低温天气电池续航、轮胎气压与防冻液检查', author: '车险课堂', publishTime: '2026-10-30 08:00:00', categoryId: 'CAT01', comCode: '11010000', readCount: 315,
    riskCodes: [], content: '<h2>冬季用车小贴士</h2><p>出行前检查轮胎气压与防冻液，新能源车建议预热电池。</p>', miniProLink: null, color: '#455a64' },
  { title: '关于线上服务渠道升级的公告', summary: '电子保单、理赔进度查询全面支持企业微信', author: '客户服务部', publishTime: '2026-10-15 09:00:00', categoryId: 'CAT04', comCode: '44010000',
    readCount: 4021, riskCodes: [], content: '<h2>关于线上服务渠道升级的公告</h2><p>即日起，电子保单下载、理赔进度查询均可在企业微信中办理。</p>', miniProLink: null, color: '#c62828' },
];

/** The China day `days` from the clock's (YYYY-MM-DD). */
const chinaDay = (now: Date, days: number) => chinaTime(now.getTime() + days * 86_400_000, 'YYYY-MM-DD');

function seedNews(db: DemoDb): News[] {
  return SEED_NEWS.map(({ color, ...n }, i) => ({
    ...n,
    publishTime: asOfReference(db, n.publishTime),
    newsId: `N2025${pad(i + 1, 4)}`,
    articleId: `A2025${pad(i + 1, 4)}`,
    contentId: `NC2025${pad(i + 1, 4)}`,
    coverUrl: svgImage(n.title.slice(0, 8), newsCategoryName(n.categoryId), color, 640, 360),
    url: `https://m.demo-insurer.cn/news/news-detail?newsId=N2025${pad(i + 1, 4)}`,
    riskCodes: [...n.riskCodes],
    createdBy: null,
  }));
}

export interface AccessRecord {
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
function seedAccess(db: DemoDb, now: Date): AccessRecord[] {
  const out: AccessRecord[] = [];
  for (const user of DEMO_USERS.filter((u) => u.systemRole === 'qyUser')) {
    const tasks = db.tasks.filter((t) => t.userCode === user.userCode).slice(0, 3);
    tasks.forEach((t, k) => {
      const cust = customerById(db, t.custId);
      if (!cust) return;
      out.push({
        accessId: `AH${pad(out.length + 1, 8)}`,
        newsId: k < 2 ? 'N20250001' : 'N20250002',
        shareUserCode: user.userCode,
        unionId: cust.unionId,
        nickName: `${Array.from(cust.name)[0] ?? ''}**`,
        custId: cust.custId,
        custName: cust.name,
        // Recent visits: yesterday, two and three days ago (China days of the demo's clock).
        accessTime: `${chinaDay(now, -(k + 1))} ${pad(9 + k * 3, 2)}:${pad(12 + k * 7, 2)}:00`,
        timesLong: 35 + k * 48,
      });
    });
  }
  return out;
}

export interface SendRecord {
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
export interface Media {
  mediaId: string;
  type: string;
  filename: string;
  sha1: string;
  size: number;
  userCode: string;
  createdAt: number;
  expiresAt: number;
}
export interface ShareConfig {
  showName: string;
  showMobile: string;
  showAvatar: string;
  showQrCode: string;
  shareTitle: string;
  updateTime: string | null;
}
export const DEFAULT_SHARE_CONFIG: ShareConfig = { showName: '1', showMobile: '1', showAvatar: '1', showQrCode: '1', shareTitle: '您的专属保险顾问', updateTime: null };
export interface LeadInfo {
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

export const LEAD_SEED_COUNT = 3;

export interface Favorite {
  favoriteId: string;
  userCode: string;
  resourceType: string;
  resourceId: string;
  createTime: string;
}

export const FAVORITE_SEED_COUNT = 3;

export interface MomentsTask {
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

function seedMoments(now: Date): MomentsTask[] {
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
        startTime: `${chinaDay(now, -10 + k)} 09:00:00`,
        endTime: `${chinaDay(now, MOMENTS_ENDS_IN[k] ?? 7)} 23:59:59`,
        sendFlag: m.sent ? '1' : '0',
        sendTime: m.sent ? `${chinaDay(now, -k)} 12:30:00` : null,
      };
    }),
  );
}

export interface ChatTurn {
  question: string;
  answer: string;
  at: string;
}

export interface ContentTables {
  news: News[];
  /** Visits of shared news (seeded); the public pages' visits are the white section's. */
  access: AccessRecord[];
  sends: SendRecord[];
  media: Map<string, Media>;
  /** Media uploads overall and per file (sha1), so a test can see what was uploaded again. */
  uploads: { count: number; bySha1: Map<string, number> };
  attachments: Array<{ attachmentId: string; fileName: string; sha1: string; userCode: string; createdAt: string }>;
  favorites: Favorite[];
  leads: LeadInfo[];
  /** Changed QR links by `${userCode}:${posterId}`. */
  posterLinks: Map<string, string>;
  /** Poster share configs by userCode. */
  shareConfigs: Map<string, ShareConfig>;
  moments: MomentsTask[];
  /** Chatbot turns by sessionId. */
  chatbot: Map<string, ChatTurn[]>;
  /** Uses recorded since the seed (savePatterUseRecord), per script. */
  patterUses: Map<string, number>;
  seq: Map<string, number>;
}

export function seed(db: DemoDb, now: Date): ContentTables {
  return {
    news: seedNews(db),
    access: seedAccess(db, now),
    sends: [],
    media: new Map(),
    uploads: { count: 0, bySha1: new Map() },
    attachments: [],
    favorites: [
    { favoriteId: 'FV000001', userCode: '44010001', resourceType: '1', resourceId: 'PT000003', createTime: asOfReference(db, '2026-10-21 09:10:00') },
    { favoriteId: 'FV000002', userCode: '44010001', resourceType: '1', resourceId: 'PT000009', createTime: asOfReference(db, '2026-10-15 18:30:00') },
    { favoriteId: 'FV000003', userCode: '44010001', resourceType: '2', resourceId: 'P20250003', createTime: asOfReference(db, '2026-10-22 12:00:00') },
    ],
    leads: [
    { leadId: 'LD000001', userCode: '44010001', custName: '黄晓燕', mobile: '13612345670', posterId: 'P20250001', posterName: '新能源车险上线啦', source: 'poster', remark: '计划年底换新能源车', createTime: asOfReference(db, '2026-10-29 10:20:00'), updateTime: asOfReference(db, '2026-10-29 10:20:00') },
    { leadId: 'LD000002', userCode: '44010001', custName: '郑国华', mobile: '15812345671', posterId: null, posterName: null, source: 'manual', remark: '朋友介绍，关注雇主责任险', createTime: asOfReference(db, '2026-10-27 16:05:00'), updateTime: asOfReference(db, '2026-10-27 16:05:00') },
    { leadId: 'LD000003', userCode: '44010002', custName: '谢雨欣', mobile: '18612345672', posterId: 'P20250004', posterName: '百万医疗 守护全家', source: 'poster', remark: '', createTime: asOfReference(db, '2026-10-26 11:00:00'), updateTime: asOfReference(db, '2026-10-26 11:00:00') },
    ],
    posterLinks: new Map(),
    shareConfigs: new Map(),
    moments: seedMoments(now),
    chatbot: new Map(),
    patterUses: new Map(),
    seq: new Map(),
  };
}

// ── Operations ──────────────────────────────────────────────────────────────

/** The next number of a kind (after `start` seeded ones). */
export function nextSeq(state: DemoState, name: string, start = 0): number {
  const n = (state.content.seq.get(name) ?? start) + 1;
  state.content.seq.set(name, n);
  return n;
}

export const newsById = (state: DemoState, id: string | undefined) => (id ? state.content.news.find((n) => n.newsId === id) : undefined);
export const newsByArticleId = (state: DemoState, id: string | undefined) => (id ? state.content.news.find((n) => n.articleId === id) : undefined);

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

/** Media uploads counted overall and per file (sha1), so a test can see what was uploaded again. */
export function uploadCountOf(state: DemoState, sha1?: string): number {
  const { uploads } = state.content;
  return sha1 === undefined ? uploads.count : (uploads.bySha1.get(sha1) ?? 0);
}

/** A temporary media upload, valid TEMP_MEDIA_VALIDITY_MS. */
export function addMedia(state: DemoState, userCode: string, input: { type: string; filename: string; sha1: string; size: number }): Media {
  const createdAt = state.now().getTime();
  const seq = nextSeq(state, 'media');
  const media: Media = { ...input, mediaId: `3${input.type.charAt(0)}${pad(seq, 6)}_${input.sha1.slice(0, 16)}`, userCode, createdAt, expiresAt: createdAt + TEMP_MEDIA_VALIDITY_MS };
  const { content } = state;
  content.media.set(media.mediaId, media);
  content.uploads.count += 1;
  content.uploads.bySha1.set(input.sha1, (content.uploads.bySha1.get(input.sha1) ?? 0) + 1);
  return media;
}

/** The reason a mediaId cannot be used (unknown or past its 3 days), or undefined when it can. */
export function mediaProblem(state: DemoState, mediaId: string): string | undefined {
  const media = state.content.media.get(mediaId);
  if (!media) return '素材不存在或 mediaId 无效，请重新上传';
  if (state.now().getTime() >= media.expiresAt) return '临时素材已过期（有效期 3 天），请重新上传';
  return undefined;
}

/** Customers' visits recorded by the public pages (white/saveAccessHistory), as the staff member's history shows them. */
export function sharedVisitsOf(state: DemoState): AccessRecord[] {
  return publicVisitsOf(state).flatMap((v) => {
    if (!v.userCode) return [];
    const cust = v.unionId ? customerByUnionId(state.db, v.unionId) : undefined;
    return [
      { accessId: v.accessId, newsId: v.newsId, shareUserCode: v.userCode, unionId: v.unionId ?? '', nickName: cust ? `${Array.from(cust.name)[0] ?? ''}**` : '微信用户',
        custId: cust?.custId ?? null, custName: cust?.name ?? null, accessTime: v.accessTime, timesLong: v.timesLong },
    ];
  });
}

/** Every visit of shared news and posters: the seeded ones and the public pages' records. */
export const visitsOf = (state: DemoState): AccessRecord[] => [...state.content.access, ...sharedVisitsOf(state)];

export const favoriteOf = (state: DemoState, userCode: string, resourceType: string, resourceId: string): Favorite | undefined =>
  state.content.favorites.find((f) => f.userCode === userCode && f.resourceType === resourceType && f.resourceId === resourceId);

export const posterLinkOf = (state: DemoState, userCode: string, posterId: string) =>
  state.content.posterLinks.get(`${userCode}:${posterId}`) ?? defaultPosterLink(posterId, userCode);

/** Sends of a poster recorded since the seed (into a chat or to customers). */
export const posterSends = (state: DemoState, posterId: string) =>
  state.content.sends.filter((s) => s.mediaId && state.content.media.get(s.mediaId)?.filename === `${posterId}.png`).length;

export interface NewsInput {
  newsId?: string;
  title: string;
  content: string;
  summary?: string;
  coverUrl?: string;
  categoryId?: string;
  url?: string;
  riskCodes?: string[];
}

/** Changes an article, or publishes a new one by the author; the ids, or undefined when the article to change is unknown. */
export function saveNews(state: DemoState, author: { userCode: string; name: string; comCode: string }, input: NewsInput) {
  const list = state.content.news;
  const categoryId = input.categoryId && NEWS_CATEGORIES.some((c) => c.categoryId === input.categoryId) ? input.categoryId : 'CAT01';
  const riskCodes = (input.riskCodes ?? []).filter((c) => PRODUCT_NAMES[c] !== undefined);
  if (input.newsId) {
    const existing = list.find((n) => n.newsId === input.newsId);
    if (!existing) return undefined;
    Object.assign(existing, {
      title: input.title,
      content: input.content,
      summary: input.summary ?? existing.summary,
      coverUrl: input.coverUrl ?? existing.coverUrl,
      categoryId,
      url: input.url ?? existing.url,
      riskCodes: input.riskCodes ? riskCodes : existing.riskCodes,
    });
    return { newsId: existing.newsId, articleId: existing.articleId, contentId: existing.contentId };
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
    author: author.name,
    publishTime: nowText(state),
    categoryId,
    comCode: author.comCode,
    url: input.url ?? `https://m.demo-insurer.cn/news/news-detail?newsId=${newsId}`,
    readCount: 0,
    riskCodes,
    content: input.content,
    miniProLink: null,
    createdBy: author.userCode,
  };
  list.unshift(item);
  return { newsId: item.newsId, articleId: item.articleId, contentId: item.contentId };
}
