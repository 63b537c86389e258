import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Value } from 'typebox/value';
import { expect } from 'vitest';
import { DEMO_USERS, type DemoUser } from '../../demo/data/users.js';
import { tokenPayloadOf } from '../../demo/handlers/auth.js';
import { signToken } from '../../demo/token.js';
import { buildDemoUpstream, createDemoState } from '../../demo/upstream.js';
import { entryByName, type CatalogueEntry } from '../../shared/catalogue/index.js';
import { TOKEN_COOKIE } from '../../shared/session.js';

// Calling the demo upstream directly as a demo user, for the tests of its handlers: the request
// as the BFF would send it (cookie token, form or JSON or query), the answer in either envelope,
// and the checks every such test makes (success with data its schema accepts, or a refusal in
// Chinese). One demo state per `fresh()`.

export const demoUser = (userCode: string) => DEMO_USERS.find((u) => u.userCode === userCode) as DemoUser;
export const tokenOf = (u: DemoUser) => signToken(tokenPayloadOf(u));

export interface DemoCallOpts {
  as?: DemoUser;
  method?: 'GET' | 'POST';
  /** Authorization header; default: the cookie's token when the entry asks for it. */
  authorization?: string | null;
}

export interface DemoAnswer {
  ok: boolean;
  data: unknown;
  message: string | undefined;
}

/** The demo upstream of one test file, called as `defaultUser` unless a call says otherwise. */
export function demoCalls(defaultUser: DemoUser) {
  let app: FastifyInstance | undefined;

  function send(entry: CatalogueEntry, params: Record<string, unknown>, opts: DemoCallOpts = {}): Promise<LightMyRequestResponse> {
    const token = tokenOf(opts.as ?? defaultUser);
    const headers: Record<string, string> = { cookie: `${TOKEN_COOKIE}=${token}` };
    const authorization = opts.authorization === undefined ? (entry.authorization ? token : undefined) : opts.authorization;
    if (authorization) headers.authorization = authorization;
    const method = opts.method ?? entry.methods[0] ?? 'GET';
    if (method === 'GET') {
      // Lists of plain values travel comma-separated, anything else as JSON text.
      const text = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) && v.every((x) => typeof x !== 'object') ? v.join(',') : JSON.stringify(v));
      const query = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, text(v)]));
      return app!.inject({ method, url: entry.path, query, headers });
    }
    if (entry.encoding === 'form') {
      const text = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
      return app!.inject({ method, url: entry.path, payload: new URLSearchParams(text).toString(), headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } });
    }
    return app!.inject({ method, url: entry.path, payload: params, headers });
  }

  /** The answer in either envelope: newer for /wecom/api, older for /wecom/fwdapi. */
  function answerOf(entry: CatalogueEntry, res: LightMyRequestResponse): DemoAnswer {
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Record<string, unknown>;
    if (entry.path.startsWith('/wecom/fwdapi/')) {
      return { ok: body.msg === 'success', data: body.data, message: (body.errorMsg ?? body.statusText) as string | undefined };
    }
    return { ok: body.status === 0, data: body.data, message: body.statusText as string | undefined };
  }

  async function call(name: string, params: Record<string, unknown>, opts: DemoCallOpts = {}): Promise<DemoAnswer> {
    const entry = entryByName(name);
    return answerOf(entry, await send(entry, params, opts));
  }

  return {
    send,
    call,
    /** A successful call's data, checked against the entry's response schema. */
    async data<T = Record<string, unknown>>(name: string, params: Record<string, unknown>, opts: DemoCallOpts = {}): Promise<T> {
      const answer = await call(name, params, opts);
      expect(answer.ok, `${name}: ${answer.message}`).toBe(true);
      const entry = entryByName(name);
      expect(Value.Check(entry.response, answer.data), `${name} answer fits its schema: ${JSON.stringify([...Value.Errors(entry.response, answer.data)].slice(0, 3))}`).toBe(true);
      return answer.data as T;
    },
    /** A refused call's message, which must be Chinese. */
    async refused(name: string, params: Record<string, unknown>, opts: DemoCallOpts = {}): Promise<string> {
      const answer = await call(name, params, opts);
      expect(answer.ok, `${name} should be refused`).toBe(false);
      expect(answer.message).toMatch(/[\u4e00-\u9fa5]/);
      return answer.message ?? '';
    },
    /** A new demo upstream with fresh state. */
    async fresh() {
      await app?.close();
      app = await buildDemoUpstream(createDemoState());
    },
    close: () => app?.close(),
  };
}
