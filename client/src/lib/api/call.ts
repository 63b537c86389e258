import { request, type Fields, type Method } from './http';
import type { CallName, MethodOf } from './names';

// Catalogue calls at api/<name>: GET fields as the query, POST fields as the JSON body. The
// method is known at the type level only (the catalogue stays out of the bundle): GET is the
// default and the compiler demands `method: 'POST'` for calls that have no GET.

export interface CallOptions<M extends Method = Method> {
  method?: M;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Let the call finish after the page is left (a record sent on pagehide). */
  keepalive?: boolean;
}

type OptsArg<N extends CallName> = 'GET' extends MethodOf<N>
  ? [opts?: CallOptions<MethodOf<N> & Method>]
  : [opts: CallOptions<MethodOf<N> & Method> & { method: MethodOf<N> }];

export function call<T = unknown, N extends CallName = CallName>(name: N, fields: Fields = {}, ...[opts]: OptsArg<N>): Promise<T> {
  return callByName<T>(name, fields, opts);
}

/** Untyped form for helpers that serve calls by a name held in a variable. */
export function callByName<T = unknown>(name: string, fields: Fields = {}, opts: CallOptions = {}): Promise<T> {
  const method = opts.method ?? 'GET';
  const common = { signal: opts.signal, timeoutMs: opts.timeoutMs, keepalive: opts.keepalive };
  return method === 'GET'
    ? request<T>('GET', name, { ...common, query: fields })
    : request<T>(method, name, { ...common, body: fields });
}
