import { useCallback, useEffect, useReducer } from 'react';
import type { CallName, MethodOf, AnswerOf, RequestOf } from '../api/names';
import type { Fields } from '../api/types';
import { entryFor, join, read, refresh } from './client';
import type { QueryState } from './use-query';

// A screen's read of one catalogue call, through the query cache (client.ts): keyed by the call's
// name and fields, shared with every other reader of the same call, asked again when a mutation
// invalidates the call's name, and on a timer while `poll` is set.

export interface CallQueryOptions {
  /** Ask again this often (ms) while the screen shows the answer. */
  poll?: number;
  /** False: do not ask (yet); the state stays empty and not loading. */
  enabled?: boolean;
}

type ReadOpts<N extends CallName> = 'GET' extends MethodOf<N> ? CallQueryOptions & { method?: 'GET' } : CallQueryOptions & { method: 'POST' };
type OptsArg<N extends CallName> = 'GET' extends MethodOf<N> ? [opts?: ReadOpts<N>] : [opts: ReadOpts<N>];

export function useCall<N extends CallName>(name: N, fields: Fields & Partial<RequestOf<N>> = {}, ...[opts]: OptsArg<N>): QueryState<AnswerOf<N>> {
  const enabled = opts?.enabled ?? true;
  const entry = enabled ? entryFor(name, fields, opts?.method === 'POST') : undefined;
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (!entry) return undefined;
    const leave = join(entry, rerender);
    read(entry);
    return leave;
  }, [entry]);

  // Polling: the next ask is scheduled from each answer, while the screen shows it.
  const poll = opts?.poll;
  const at = entry?.at;
  useEffect(() => {
    if (!entry || !poll) return undefined;
    const timer = setTimeout(() => void refresh(entry), poll);
    return () => clearTimeout(timer);
  }, [entry, poll, at]);

  const reload = useCallback(() => {
    if (entry) void refresh(entry);
  }, [entry]);
  return {
    data: entry?.data as AnswerOf<N> | undefined,
    error: entry?.error,
    loading: entry ? entry.loading || (entry.at === 0 && !entry.error) : false,
    reload,
  };
}
