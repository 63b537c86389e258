import { request, type Fields, type Method } from './http';
import type { AnswerOf, CallName, MethodOf, RequestOf } from './names';

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

/**
 * A catalogue call by name: the request fields and the answer's data are the catalogue's types for
 * that name (RequestOf / AnswerOf), so a call site writes no type arguments.
 */
export function call<N extends CallName>(name: N, fields: Fields & Partial<RequestOf<N>> = {}, ...[opts]: OptsArg<N>): Promise<AnswerOf<N>> {
  return callByName<AnswerOf<N>>(name, fields, opts);
}

/** Told the name of each call sent outside the query layer that answered (lib/query marks its cache stale). */
const afterCall = new Set<(name: string) => void>();
export function onCallDone(listener: (name: string) => void): void {
  afterCall.add(listener);
}

/** Untyped form for helpers that serve calls by a name held in a variable. */
export function callByName<T = unknown>(name: string, fields: Fields = {}, opts: CallOptions & { read?: boolean } = {}): Promise<T> {
  const method = opts.method ?? 'GET';
  const common = { signal: opts.signal, timeoutMs: opts.timeoutMs, keepalive: opts.keepalive };
  const sent =
    method === 'GET'
      ? request<T>('GET', name, { ...common, query: fields })
      : request<T>(method, name, { ...common, body: fields });
  // A call that may change data (any but a GET or a query's read): cached answers are re-asked.
  if (method === 'GET' || opts.read) return sent;
  return sent.then((answer) => {
    for (const listener of afterCall) listener(name);
    return answer;
  });
}
