import { TRADE_STATUS_REASON_DEBOUNCE_MS } from '../../../../shared/domain/constants';
import { call, callByName, type CallOptions } from './call';
import { debouncePromise } from './debounce';
import { createLatestOnly } from './latest';
import type { Fields } from './http';

// Calls with behaviour of their own (spec 000 §9, spec 001): the trade status reason lookup is
// debounced, and a new poster query cancels the one before it, so a fast-typing or
// fast-tab-switching user never sees an older answer land after a newer one.

export const tradeStatusReason = debouncePromise(
  (fields: { comId: string; comCode: string }) => call('tradeStatusReason', fields),
  TRADE_STATUS_REASON_DEBOUNCE_MS,
);

export const POSTER_QUERIES = ['queryQwPosterClass', 'queryQwPosterMain'] as const;
export type PosterQuery = (typeof POSTER_QUERIES)[number];

const latestPoster = createLatestOnly<PosterQuery>();

/** A poster query; an earlier one of the same name still running is aborted (it rejects with AbortError). */
export function queryPoster<T = unknown>(name: PosterQuery, fields: Fields = {}, opts: Omit<CallOptions, 'signal'> = {}): Promise<T> {
  return latestPoster(name, (signal) => callByName<T>(name, fields, { ...opts, signal }));
}
