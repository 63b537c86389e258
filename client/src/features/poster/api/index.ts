import { call, queryPoster } from '../../../lib/api';
import type { AnswerOf, RequestOf } from '../../../lib/api/names';
import { invalidate, invalidates } from '../../../lib/query/client';
import { useLoad } from '../../../lib/query/use-call';
import type { Page } from '../../../ui';
import { composePoster } from '../compose';

// The poster area's calls and answers (shapes from the catalogue's response schemas).

export type PosterClass = AnswerOf<'queryQwPosterClass'>[number];
export type Poster = AnswerOf<'queryTmTQwPosterMainById'>;
export type ShareInfo = AnswerOf<'queryShareConfigAndManagerInfo'>;
export type ShareConfig = ShareInfo['config'];
export type Lead = AnswerOf<'queryLeadInfos'>['list'][number];

/** Poster classes; a newer query cancels the one still running (queryPoster). */
export const loadClasses = () => queryPoster<PosterClass[]>('queryQwPosterClass', {}, { method: 'POST' });

/** One page of posters of a class, by name; a newer query cancels the one still running. */
export function loadPosters(classId: string, keyword: string, pageNo: number, pageSize: number): Promise<Page<Poster>> {
  return queryPoster<Page<Poster>>(
    'queryQwPosterMain',
    { ...(classId ? { classId } : {}), ...(keyword ? { keyword } : {}), pageNo: String(pageNo), pageSize: String(pageSize) },
    { method: 'POST' },
  );
}

export const loadPoster = (posterId: string, signal?: AbortSignal) =>
  call('queryTmTQwPosterMainById', { posterId }, { method: 'POST', ...(signal ? { signal } : {}) });

export const loadShareInfo = (signal?: AbortSignal) =>
  call('queryShareConfigAndManagerInfo', {}, signal ? { signal } : {});

export interface Composed {
  poster: Poster;
  share: ShareInfo;
  linkUrl: string;
  image: string;
}

const LINK_URL = 'tm/interactplatform/wechat/tmtqwpostermain/getPosterLinkUrl';

/**
 * What a personalised poster needs, loaded side by side, then composed: the poster, the staff
 * member's share config and card, and the link the QR code opens (asked again when it is changed).
 */
async function loadComposed(posterId: string, signal: AbortSignal): Promise<Composed> {
  const [poster, share, link] = await Promise.all([loadPoster(posterId, signal), loadShareInfo(signal), call(LINK_URL, { posterId }, { signal })]);
  const image = await composePoster({ posterUrl: poster.posterUrl, qrText: link.linkUrl, share });
  return { poster, share, linkUrl: link.linkUrl, image };
}

export const useComposed = (posterId: string) =>
  useLoad(['loadComposed', posterId], (signal) => loadComposed(posterId, signal), { calls: [LINK_URL, 'queryShareConfigAndManagerInfo'] });

// Calls the screens make, one named function each (a screen reads a single call with useCall).
export const savePosterShareConfig = (fields: RequestOf<'savePosterShareConfig'>) => call('savePosterShareConfig', fields, { method: 'POST' });
export const getInsureUrl = (fields: RequestOf<'tm/interactplatform/wechat/tmtqwpostermain/getInsureUrl'>) => call('tm/interactplatform/wechat/tmtqwpostermain/getInsureUrl', fields);
/** The QR code's link changed: the composed poster is asked again. */
export async function changePosterLink(fields: RequestOf<'posterChangeLink'>) {
  const done = await call('posterChangeLink', fields);
  invalidate(LINK_URL);
  return done;
}
export const loadLeadInfos = (fields: RequestOf<'queryLeadInfos'>, signal?: AbortSignal) => call('queryLeadInfos', fields, { method: 'POST', signal });
export const deleteLeadInfo = (fields: RequestOf<'delLeadInfo'>) => call('delLeadInfo', fields, { method: 'POST' }).then(invalidates('queryLeadInfos'));
export const saveLeadInfo = (fields: RequestOf<'saveLeadInfo'>) => call('saveLeadInfo', fields, { method: 'POST' }).then(invalidates('queryLeadInfos'));
