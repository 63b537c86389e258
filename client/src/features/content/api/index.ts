import { useMemo } from 'react';
import { call } from '../../../lib/api';
import { LruCache } from '../../../lib/api/lru';
import type { AnswerOf, RequestOf } from '../../../lib/api/names';
import type { Page, QueryState } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { invalidates } from '../../../lib/query/client';
import { fromPageOr } from '../../../lib/query/first-data';
import { newsPageFields } from '../../../../../shared/first-calls';

// The content area's calls, typed by the catalogue's answer schemas (type-only imports).

const TM = 'tm/interactplatform/wechat';

export type News = AnswerOf<'queryMpNews'>['list'][number];
export type NewsDetail = AnswerOf<'queryNewsById'>;
export type Category = AnswerOf<'queryMpNewsCategory'>[number];
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
export type MomentsTask = AnswerOf<'queryMomentsTask'>['list'][number];

type Paged<T> = Promise<Page<T>>;

// ── News ──────────────────────────────────────────────────────────────────────

/** A page of articles; the first one may be in the page the BFF served (shared/first-calls.ts). */
export const loadNews = (categoryId: string, keyword: string, pageNo: number, pageSize: number, signal: AbortSignal): Paged<News> => {
  const fields = newsPageFields(categoryId, keyword, pageNo, pageSize);
  return fromPageOr({ name: 'queryMpNews', method: 'GET', fields }, () => call('queryMpNews', fields, { signal }));
};

export const loadNewsDetail = (newsId: string, signal: AbortSignal) => call('queryNewsById', { newsId }, { signal });

/** The insurance names of the listed articles, in one call for the page shown. */
export async function loadInsuranceNames(newsIds: readonly string[], signal: AbortSignal): Promise<Map<string, string>> {
  if (newsIds.length === 0) return new Map();
  const rows = await call('queryNewsInsuranceName', { newsIds: [...newsIds] }, { method: 'POST', signal });
  return new Map(rows.map((r) => [r.newsId, r.insuranceName]));
}

/**
 * The interaction result's task and customer ids are kept (spec 001 §3): the latest visitor to
 * follow up, still known when the article is opened again and the call fails.
 */
export const interactionIds = new LruCache<string, Interaction['result']>(20);
export async function loadInteraction(newsId: string, signal: AbortSignal): Promise<Interaction> {
  const answer = await call('mpNewsInteraction', { newsId }, { signal });
  interactionIds.set(newsId, answer.result);
  return answer;
}

export const loadAccess = (newsId: string, pageNo: number, pageSize: number, signal: AbortSignal): Paged<Access> =>
  call('queryWxTMpNewsAccessHistory', { pageNo, pageSize, ...(newsId ? { newsId } : {}) }, { signal });

export const loadSendHistory = (newsId: string, pageNo: number, pageSize: number, signal: AbortSignal): Paged<SendRecord> =>
  call('queryMpNewsSendHistory', { pageNo, pageSize, ...(newsId ? { newsId } : {}) }, { signal });

// ── Graphic news ──────────────────────────────────────────────────────────────

export const loadGraphics = (keyword: string, pageNo: number, pageSize: number, signal: AbortSignal): Paged<Graphic> =>
  call(
    `${TM}/tmtgraphicmain/queryTmTGraphicMain`,
    { pageNo, pageSize, ...(keyword ? { keyword } : {}) },
    { method: 'POST', signal },
  );

export const loadGraphic = (graphicId: string, signal: AbortSignal) =>
  call('queryTmTGraphicMainById', { graphicId }, { method: 'POST', signal });

// ── Scripts ───────────────────────────────────────────────────────────────────

/** Scripts of a class (first or second level). */
export const loadPattersOfClass = (classId: string, pageNo: number, pageSize: number, signal: AbortSignal): Paged<Patter> =>
  call(
    `${TM}/tmtQwPatterMainWeb/queryTmTQwPatterMain`,
    { classId, pageNo, pageSize },
    { method: 'POST', signal },
  );

/** Script items (type 3) by keyword, or only the favourites. */
export const searchPatters = (keyword: string, onlyFavorite: boolean, pageNo: number, pageSize: number, signal: AbortSignal): Paged<Patter> =>
  call(
    'queryPatterType3HasFavorites',
    { pageNo, pageSize, onlyFavorite: onlyFavorite ? '1' : '0', ...(keyword ? { keyword } : {}) },
    { method: 'POST', signal },
  );

// ── Favourites ────────────────────────────────────────────────────────────────

export const loadFavorites = (resourceType: string, pageNo: number, pageSize: number, signal: AbortSignal): Paged<Favorite> =>
  call('queryFavoriteList', { resourceType, pageNo, pageSize }, { method: 'POST', signal });

// ── Products ──────────────────────────────────────────────────────────────────

/** Product classes, read through the query cache: the data counts only when status is '0' (spec 001 §3). */
export function useProductClasses(): QueryState<ProductClass[]> {
  const q = useCall('queryProductClassList', {}, { method: 'POST' });
  const refused = useMemo(() => (q.data && q.data.status !== '0' ? new Error(q.data.message || '产品分类查询失败') : undefined), [q.data]);
  return { ...q, error: q.error ?? refused, data: refused ? undefined : q.data?.data };
}

export const loadProducts = (classId: string, keyword: string, pageNo: number, pageSize: number, signal: AbortSignal): Paged<Product> =>
  call(
    'queryProductList',
    { pageNo, pageSize, ...(classId ? { classId } : {}), ...(keyword ? { keyword } : {}) },
    { method: 'POST', signal },
  );

// ── Moments ───────────────────────────────────────────────────────────────────

export const loadMoments = (sendFlag: string, pageNo: number, pageSize: number, signal: AbortSignal): Paged<MomentsTask> =>
  call('queryMomentsTask', { pageNo, pageSize, ...(sendFlag ? { sendFlag } : {}) }, { signal });
export const markMomentPublished = (id: string) => call('updateSendFlagById', { id, sendFlag: '1' }, { method: 'POST' });

// Calls the screens make, one named function each (a screen reads a single call with useCall).
export const checkMsgBlacklist = (fields: RequestOf<'getInMsgBlackList'>) => call('getInMsgBlackList', fields);
export const deleteFavorite = (fields: RequestOf<'deleteFavorite'>) => call('deleteFavorite', fields, { method: 'POST' }).then(invalidates('queryFavoriteList'));
export const savePatterUse = (fields: RequestOf<'savePatterUseRecord'>) => call('savePatterUseRecord', fields, { method: 'POST' });
export const createMpNews = (fields: RequestOf<'createMpNews'>) => call('createMpNews', fields, { method: 'POST' });
