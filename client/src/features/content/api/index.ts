import { call } from '../../../lib/api';
import { LruCache } from '../../../lib/api/lru';
import type { AnswerOf } from '../../../lib/api/names';
import type { Page } from '../../../ui';

// The content area's calls, typed by the catalogue's answer schemas (type-only imports).

const TM = 'tm/interactplatform/wechat';

export type News = AnswerOf<'queryMpNews'>['list'][number];
export type NewsDetail = AnswerOf<'queryNewsById'>;
export type Category = AnswerOf<'queryMpNewsCategory'>[number];
export type Insurance = AnswerOf<'queryArticleInsuranceInfo'>[number];
export type Interaction = AnswerOf<'mpNewsInteraction'>;
export type Access = AnswerOf<'queryWxTMpNewsAccessHistory'>['list'][number];
export type SendRecord = AnswerOf<'queryMpNewsSendHistory'>['list'][number];
export type Graphic = AnswerOf<'queryTmTGraphicMainById'>;
export type Patter = AnswerOf<'queryPatterMain'>['list'][number];
export type PatterClassTree = AnswerOf<'tm/interactplatform/wechat/tmtqwpatterclass/queryPatterClass'>[number];
export type Favorite = AnswerOf<'queryFavoriteList'>['list'][number];
export type Product = AnswerOf<'queryProductList'>['list'][number];
export type ProductClass = AnswerOf<'queryProductClassList'>['data'][number];
export type Distribute = AnswerOf<'queryMarketingDistribute'>['list'][number];
export type DistributeDetail = AnswerOf<'queryMarketingDistributeDetail'>;
export type MomentsTask = AnswerOf<'queryMomentsTask'>['list'][number];
export type MomentsCount = AnswerOf<'queryMomentsTaskCount'>;
export type CustInsure = AnswerOf<'queryCustInsureInfo'>;

type Paged<T> = Promise<Page<T>>;

// ── News ──────────────────────────────────────────────────────────────────────

export const loadCategories = (signal: AbortSignal) => call<Category[], 'queryMpNewsCategory'>('queryMpNewsCategory', {}, { signal });

export const loadNews = (categoryId: string, keyword: string, pageNo: number, pageSize: number, signal: AbortSignal): Paged<News> =>
  call<AnswerOf<'queryMpNews'>, 'queryMpNews'>('queryMpNews', { pageNo, pageSize, ...(categoryId ? { categoryId } : {}), ...(keyword ? { keyword } : {}) }, { signal });

export const loadNewsByArticleId = (articleId: string, signal: AbortSignal) =>
  call<AnswerOf<'queryNewsInfoByArticleId'>, 'queryNewsInfoByArticleId'>('queryNewsInfoByArticleId', { articleId }, { signal });

export const loadNewsDetail = (newsId: string, signal: AbortSignal) => call<NewsDetail, 'queryNewsById'>('queryNewsById', { newsId }, { signal });

/** The insurance names of the listed articles, in one call for the page shown. */
export async function loadInsuranceNames(newsIds: readonly string[], signal: AbortSignal): Promise<Map<string, string>> {
  if (newsIds.length === 0) return new Map();
  const rows = await call<AnswerOf<'queryNewsInsuranceName'>, 'queryNewsInsuranceName'>('queryNewsInsuranceName', { newsIds: [...newsIds] }, { method: 'POST', signal });
  return new Map(rows.map((r) => [r.newsId, r.insuranceName]));
}

export const loadInsurance = (newsId: string, signal: AbortSignal) => call<Insurance[], 'queryArticleInsuranceInfo'>('queryArticleInsuranceInfo', { newsId }, { signal });
export const loadMiniPro = (newsId: string, signal: AbortSignal) => call<AnswerOf<'checkNewsHaveMiniProLink'>, 'checkNewsHaveMiniProLink'>('checkNewsHaveMiniProLink', { newsId }, { signal });
export const loadInsureLink = (fields: { newsId?: string; riskCode?: string }, signal: AbortSignal) =>
  call<AnswerOf<'queryETInsureLink'>, 'queryETInsureLink'>('queryETInsureLink', fields, { signal });

/**
 * The interaction result's task and customer ids are kept (spec 001 §3): the latest visitor to
 * follow up, still known when the article is opened again and the call fails.
 */
export const interactionIds = new LruCache<string, Interaction['result']>(20);
export async function loadInteraction(newsId: string, signal: AbortSignal): Promise<Interaction> {
  const answer = await call<Interaction, 'mpNewsInteraction'>('mpNewsInteraction', { newsId }, { signal });
  interactionIds.set(newsId, answer.result);
  return answer;
}

export const loadAccess = (newsId: string, pageNo: number, pageSize: number, signal: AbortSignal): Paged<Access> =>
  call<AnswerOf<'queryWxTMpNewsAccessHistory'>, 'queryWxTMpNewsAccessHistory'>('queryWxTMpNewsAccessHistory', { pageNo, pageSize, ...(newsId ? { newsId } : {}) }, { signal });

export const loadSendHistory = (newsId: string, pageNo: number, pageSize: number, signal: AbortSignal): Paged<SendRecord> =>
  call<AnswerOf<'queryMpNewsSendHistory'>, 'queryMpNewsSendHistory'>('queryMpNewsSendHistory', { pageNo, pageSize, ...(newsId ? { newsId } : {}) }, { signal });

export const latestResource = (lastCheckTime: string, signal: AbortSignal) =>
  call<AnswerOf<'checkLatestResource'>, 'checkLatestResource'>('checkLatestResource', lastCheckTime ? { lastCheckTime } : {}, { signal });

// ── Graphic news ──────────────────────────────────────────────────────────────

export const loadGraphics = (keyword: string, pageNo: number, pageSize: number, signal: AbortSignal): Paged<Graphic> =>
  call<AnswerOf<'tm/interactplatform/wechat/tmtgraphicmain/queryTmTGraphicMain'>, 'tm/interactplatform/wechat/tmtgraphicmain/queryTmTGraphicMain'>(
    `${TM}/tmtgraphicmain/queryTmTGraphicMain`,
    { pageNo, pageSize, ...(keyword ? { keyword } : {}) },
    { method: 'POST', signal },
  );

export const loadGraphic = (graphicId: string, signal: AbortSignal) =>
  call<Graphic, 'queryTmTGraphicMainById'>('queryTmTGraphicMainById', { graphicId }, { method: 'POST', signal });

// ── Scripts ───────────────────────────────────────────────────────────────────

export const loadPatterTree = (signal: AbortSignal) =>
  call<PatterClassTree[], 'tm/interactplatform/wechat/tmtqwpatterclass/queryPatterClass'>(`${TM}/tmtqwpatterclass/queryPatterClass`, {}, { method: 'POST', signal });

/** Scripts of a class (first or second level). */
export const loadPattersOfClass = (classId: string, pageNo: number, pageSize: number, signal: AbortSignal): Paged<Patter> =>
  call<AnswerOf<'tm/interactplatform/wechat/tmtQwPatterMainWeb/queryTmTQwPatterMain'>, 'tm/interactplatform/wechat/tmtQwPatterMainWeb/queryTmTQwPatterMain'>(
    `${TM}/tmtQwPatterMainWeb/queryTmTQwPatterMain`,
    { classId, pageNo, pageSize },
    { method: 'POST', signal },
  );

/** Script items (type 3) by keyword, or only the favourites. */
export const searchPatters = (keyword: string, onlyFavorite: boolean, pageNo: number, pageSize: number, signal: AbortSignal): Paged<Patter> =>
  call<AnswerOf<'queryPatterType3HasFavorites'>, 'queryPatterType3HasFavorites'>(
    'queryPatterType3HasFavorites',
    { pageNo, pageSize, onlyFavorite: onlyFavorite ? '1' : '0', ...(keyword ? { keyword } : {}) },
    { method: 'POST', signal },
  );

/** One script: the scripts of its class (with favourite flags), found by id. */
export async function loadPatter(patterId: string, classId: string, signal: AbortSignal): Promise<Patter | null> {
  const page = await call<AnswerOf<'queryPatterMain'>, 'queryPatterMain'>('queryPatterMain', { classId, pageNo: 1, pageSize: 100 }, { method: 'POST', signal });
  return page.list.find((p) => p.patterId === patterId) ?? null;
}

export const loadSubClasses = (parentId: string, signal: AbortSignal) =>
  call<AnswerOf<'tm/interactplatform/wechat/tmtQwPatterMainWeb/queryTmTQwPatterClass'>, 'tm/interactplatform/wechat/tmtQwPatterMainWeb/queryTmTQwPatterClass'>(
    `${TM}/tmtQwPatterMainWeb/queryTmTQwPatterClass`,
    { parentId },
    { method: 'POST', signal },
  );

export const loadCustInsure = (custId: string, signal: AbortSignal) => call<CustInsure, 'queryCustInsureInfo'>('queryCustInsureInfo', { custId }, { signal });
export const loadCustBasic = (custId: string, signal: AbortSignal) =>
  call<AnswerOf<'mc/customerBasic'>, 'mc/customerBasic'>('mc/customerBasic', { custId }, { signal });
export const loadMe = (signal: AbortSignal) =>
  call<AnswerOf<'queryShareConfigAndManagerInfo'>, 'queryShareConfigAndManagerInfo'>('queryShareConfigAndManagerInfo', {}, { signal });

// ── Favourites ────────────────────────────────────────────────────────────────

export const loadFavorites = (resourceType: string, pageNo: number, pageSize: number, signal: AbortSignal): Paged<Favorite> =>
  call<AnswerOf<'queryFavoriteList'>, 'queryFavoriteList'>('queryFavoriteList', { resourceType, pageNo, pageSize }, { method: 'POST', signal });

// ── Products ──────────────────────────────────────────────────────────────────

/** Product classes: the data counts only when status is '0' (spec 001 §3). */
export async function loadProductClasses(signal: AbortSignal): Promise<ProductClass[]> {
  const a = await call<AnswerOf<'queryProductClassList'>, 'queryProductClassList'>('queryProductClassList', {}, { method: 'POST', signal });
  if (a.status !== '0') throw new Error(a.message || '产品分类查询失败');
  return a.data;
}

export const loadProducts = (classId: string, keyword: string, pageNo: number, pageSize: number, signal: AbortSignal): Paged<Product> =>
  call<AnswerOf<'queryProductList'>, 'queryProductList'>(
    'queryProductList',
    { pageNo, pageSize, ...(classId ? { classId } : {}), ...(keyword ? { keyword } : {}) },
    { method: 'POST', signal },
  );

/** One product: its class's products, found by id. */
export async function loadProduct(productId: string, classId: string, signal: AbortSignal): Promise<Product | null> {
  const page = await loadProducts(classId, '', 1, 100, signal);
  return page.list.find((p) => p.productId === productId) ?? null;
}

export const loadDistributes = (signal: AbortSignal) =>
  call<AnswerOf<'queryMarketingDistribute'>, 'queryMarketingDistribute'>('queryMarketingDistribute', { pageNo: 1, pageSize: 50 }, { method: 'POST', signal });
export const loadDistributeDetail = (distributeId: string, signal: AbortSignal) =>
  call<DistributeDetail, 'queryMarketingDistributeDetail'>('queryMarketingDistributeDetail', { distributeId }, { method: 'POST', signal });

// ── Moments ───────────────────────────────────────────────────────────────────

export const loadMomentsCount = (signal: AbortSignal) => call<MomentsCount, 'queryMomentsTaskCount'>('queryMomentsTaskCount', {}, { signal });
export const loadMoments = (sendFlag: string, pageNo: number, pageSize: number, signal: AbortSignal): Paged<MomentsTask> =>
  call<AnswerOf<'queryMomentsTask'>, 'queryMomentsTask'>('queryMomentsTask', { pageNo, pageSize, ...(sendFlag ? { sendFlag } : {}) }, { signal });
export const markMomentPublished = (id: string) => call<AnswerOf<'updateSendFlagById'>, 'updateSendFlagById'>('updateSendFlagById', { id, sendFlag: '1' }, { method: 'POST' });
