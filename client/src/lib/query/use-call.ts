import { useCallback, useEffect, useReducer } from 'react';
import type { CallName, MethodOf, AnswerOf, RequestOf } from '../api/names';
import type { Fields } from '../api/types';
import { entryFor, entryForLoad, join, read, refresh, type Entry } from './client';

// A screen's reads through the query cache (client.ts). useCall reads one catalogue call, keyed by
// its name and fields; useLoad reads what is not one catalogue call (several calls, pages, a
// special path), keyed by a name and every input of its loader. Either is shared with every other
// reader of the same key, asked again when a mutation invalidates its call's name (useLoad: one of
// its `calls`), and on a timer while `poll` is set (not while the page is hidden; at once when it
// is shown again).

/** The state of a read: its answer (kept while it is asked again), its error, and whether it is on its way. */
export interface QueryState<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
}

/** Ask again this often (ms) while the screen shows the answer; a function of the answer polls only while it says (a task still pending). */
export type Poll<T> = number | ((data: T | undefined) => number | undefined);

export interface CallQueryOptions<T = unknown> {
  poll?: Poll<T>;
  /** False: do not ask (yet); the state stays empty and not loading. */
  enabled?: boolean;
}

type ReadOpts<N extends CallName> = 'GET' extends MethodOf<N> ? CallQueryOptions<AnswerOf<N>> & { method?: 'GET' } : CallQueryOptions<AnswerOf<N>> & { method: 'POST' };
type OptsArg<N extends CallName> = 'GET' extends MethodOf<N> ? [opts?: ReadOpts<N>] : [opts: ReadOpts<N>];

export function useCall<N extends CallName>(name: N, fields: Fields & Partial<RequestOf<N>> = {}, ...[opts]: OptsArg<N>): QueryState<AnswerOf<N>> {
  const enabled = opts?.enabled ?? true;
  return useEntry<AnswerOf<N>>(enabled ? entryFor(name, fields, opts?.method === 'POST') : undefined, opts?.poll);
}

export interface LoadOptions<T> extends CallQueryOptions<T> {
  /** The catalogue calls whose invalidation (invalidate('name')) asks this read again. */
  calls?: readonly CallName[];
}

/**
 * A keyed read: `key` starts with a name and holds every input of `load` (the same key, the same
 * answer: readers share it); `load(signal)` asks for the answer.
 */
export function useLoad<T>(key: readonly [string, ...unknown[]], load: (signal: AbortSignal) => Promise<T>, opts: LoadOptions<T> = {}): QueryState<T> {
  const enabled = opts.enabled ?? true;
  return useEntry<T>(enabled ? entryForLoad(key, load, opts.calls ?? []) : undefined, opts.poll);
}

function useEntry<T>(entry: Entry | undefined, poll: Poll<T> | undefined): QueryState<T> {
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (!entry) return undefined;
    const leave = join(entry, rerender);
    read(entry);
    return leave;
  }, [entry]);

  // Polling: the next ask is scheduled from each answer, while the screen shows it; a hidden page
  // is not asked (nobody reads it), and is asked at once when it is shown again (back from WeCom).
  const at = entry?.at;
  const every = typeof poll === 'function' ? poll(entry?.data as T | undefined) : poll;
  useEffect(() => {
    if (!entry || !every) return undefined;
    const timer = setTimeout(() => document.hidden || void refresh(entry), every);
    const shown = () => document.hidden || void refresh(entry);
    document.addEventListener('visibilitychange', shown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [entry, every, at]);

  const reload = useCallback(() => {
    if (entry) void refresh(entry);
  }, [entry]);
  return {
    data: entry?.data as T | undefined,
    error: entry?.error,
    loading: entry ? entry.loading || (entry.at === 0 && !entry.error) : false,
    reload,
  };
}
