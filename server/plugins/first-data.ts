import type { FastifyRequest } from 'fastify';
import { FIRST_CALLS, type FirstAnswer, type FirstCall } from '../../shared/first-calls.js';

// The answers of a route's first calls (shared/first-calls.ts) for the page a signed-in staff
// member is served: each asked through the BFF's own route, with the caller's cookies, exactly as
// the screen would ask it (session, data permission, masking, caches, limits and metrics alike).
// The page waits for them at most FIRST_DATA_WAIT_MS: a call still out then, or one that failed,
// is left out, and the screen asks for it itself.

const FIRST_DATA_WAIT_MS = 400;

async function answerOf(request: FastifyRequest, basePath: string, call: FirstCall): Promise<FirstAnswer | undefined> {
  const get = call.method === 'GET';
  const query = new URLSearchParams(Object.entries(call.fields).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await request.server.inject({
    method: call.method,
    url: `${basePath}api/${call.name}${get && query ? `?${query}` : ''}`,
    headers: {
      cookie: request.headers.cookie ?? '',
      'x-csrf': '1',
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      ...(request.headers.traceparent ? { traceparent: request.headers.traceparent } : {}),
      ...(get ? {} : { 'content-type': 'application/json' }),
    },
    ...(get ? {} : { payload: call.fields }),
  });
  if (res.statusCode !== 200) return undefined;
  const body = res.json<{ ok: boolean; data?: unknown }>();
  return body.ok ? { ...call, data: body.data } : undefined;
}

/** The answers that arrived in time, for the route `routeName` opened with `query`. */
export async function firstAnswers(request: FastifyRequest, basePath: string, routeName: string | undefined, query: Record<string, string>): Promise<FirstAnswer[]> {
  const calls = routeName ? FIRST_CALLS[routeName]?.(query) : undefined;
  if (!calls || calls.length === 0) return [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), FIRST_DATA_WAIT_MS);
  });
  try {
    const answers = await Promise.all(calls.map((c) => Promise.race([answerOf(request, basePath, c).catch(() => undefined), late])));
    return answers.filter((a): a is FirstAnswer => a !== undefined);
  } finally {
    clearTimeout(timer);
  }
}
