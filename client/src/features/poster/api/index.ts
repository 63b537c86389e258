import { call, queryPoster } from '../../../lib/api';
import type { AnswerOf, RequestOf } from '../../../lib/api/names';
import type { Page } from '../../../ui';

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

// Calls the screens make, one named function each (a screen reads a single call with useCall).
export const savePosterShareConfig = (fields: RequestOf<'savePosterShareConfig'>) => call('savePosterShareConfig', fields, { method: 'POST' });
export const getInsureUrl = (fields: RequestOf<'tm/interactplatform/wechat/tmtqwpostermain/getInsureUrl'>) => call('tm/interactplatform/wechat/tmtqwpostermain/getInsureUrl', fields);
export const changePosterLink = (fields: RequestOf<'posterChangeLink'>) => call('posterChangeLink', fields);
export const loadLeadInfos = (fields: RequestOf<'queryLeadInfos'>, signal?: AbortSignal) => call('queryLeadInfos', fields, { method: 'POST', signal });
export const deleteLeadInfo = (fields: RequestOf<'delLeadInfo'>) => call('delLeadInfo', fields, { method: 'POST' });
export const saveLeadInfo = (fields: RequestOf<'saveLeadInfo'>) => call('saveLeadInfo', fields, { method: 'POST' });
