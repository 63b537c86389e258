import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieFor } from '../helpers/session.js';
import { rawRequest, type RawAnswer } from '../helpers/raw-http.js';
import { startStack, type TestStack } from '../helpers/app.js';

// server/http/fast-reads.ts answers a public cached read before Fastify's pipeline. Whatever it
// answers must be what Fastify would have answered: the same requests go to a BFF with fast reads
// (the default) and to one with FAST_READS=false, and their answers, duration metrics, cache counts
// and request log lines are compared. Each request is sent as raw bytes, so that exactly the headers
// named are sent.

interface Side {
  stack: TestStack;
  lines: string[];
  /** How many requests the fast reads answered themselves. */
  answered(): number;
}

let fast: Side;
let slow: Side;

async function side(env: Record<string, string>): Promise<Side> {
  const lines: string[] = [];
  const stack = await startStack(env, { logStream: { write: (line) => void lines.push(line) } });
  const reads = stack.app.fastReads;
  const spy = reads ? vi.spyOn(reads, 'handle') : undefined;
  return { stack, lines, answered: () => spy?.mock.results.filter((r) => r.value === true).length ?? 0 };
}

beforeAll(async () => {
  fast = await side({});
  slow = await side({ FAST_READS: 'false' });
});

afterAll(async () => {
  await fast?.stack.close();
  await slow?.stack.close();
});

const port = (s: Side) => (s.stack.app.server.address() as { port: number }).port;

function send(s: Side, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const lines = Object.entries({ host: 'localhost', ...headers, connection: 'close' }).map(([k, v]) => `${k}: ${v}\r\n`);
  return rawRequest(port(s), [`${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n`]);
}

/** What must be equal: status, every header but the date and the request id's value, and the body. */
function comparable(a: RawAnswer) {
  const { date, 'x-request-id': id, ...headers } = a.headers;
  expect(date).toBeTruthy();
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return { status: a.status, headerNames: Object.keys(a.headers), headers, text: a.text };
}

/** Send the same request to both; both answers compared; how many the fast reads answered. */
async function both(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const before = fast.answered();
  const [a, b] = [await send(fast, path, headers, method), await send(slow, path, headers, method)];
  expect(comparable(a)).toEqual(comparable(b));
  return { answer: a, fastAnswered: fast.answered() - before };
}

const CONFIG = '/api/queryAppConfig?comId=44000000';
const SWITCH = '/api/white/querySwitchConfig?type=wx_temporarily_do';
const staff = cookieFor();

describe('fast reads', () => {
  it('answer a cached public read once the route has answered that URL from the cache, exactly as Fastify does', async () => {
    // The first request fills the cache, the second is answered from it by the route (which notes
    // the URL); from the third on, the fast reads answer.
    expect((await both(CONFIG, { cookie: staff })).fastAnswered).toBe(0);
    expect((await both(CONFIG, { cookie: staff })).fastAnswered).toBe(0);
    const third = await both(CONFIG, { cookie: staff });
    expect(third.fastAnswered).toBe(1);
    expect(third.answer.status).toBe(200);
    expect(third.answer.headers.etag).toBeTruthy();
    // Anonymous (the guard asks for the app config before there is a session) and another staff member.
    expect((await both(CONFIG)).fastAnswered).toBe(1);
    expect((await both(CONFIG, { cookie: cookieFor('11010003') })).fastAnswered).toBe(1);
    // If-None-Match: 304 with no body; a stale ETag: the whole answer.
    const etag = third.answer.headers.etag!;
    const notModified = await both(CONFIG, { cookie: staff, 'if-none-match': etag });
    expect(notModified.answer.status).toBe(304);
    expect(notModified.fastAnswered).toBe(1);
    expect((await both(CONFIG, { cookie: staff, 'if-none-match': '"old"' })).answer.status).toBe(200);
    // The feature switch, the other public cached read every page asks for.
    for (let i = 0; i < 2; i++) await both(SWITCH, { cookie: staff });
    const fastSwitch = await both(SWITCH, { cookie: staff });
    expect(fastSwitch.answer.status).toBe(200);
    expect(fastSwitch.fastAnswered).toBe(1);
  });

  it('leave everything else to Fastify, which answers it (checks, refusals, cleared cookies) as ever', async () => {
    for (let i = 0; i < 2; i++) await both(CONFIG, { cookie: staff });
    const cases: [string, Record<string, string>, string?][] = [
      // The cross-site checks (security.ts): refused there.
      [CONFIG, { cookie: staff, origin: 'https://evil.example' }],
      [CONFIG, { cookie: staff, 'sec-fetch-site': 'cross-site' }],
      [CONFIG, { cookie: staff, 'sec-fetch-site': 'same-site' }],
      // A token that is no session: Fastify's path clears the cookie.
      [CONFIG, { cookie: 'USER_TOKEN=not-a-token' }],
      // An internal app's bearer access (internal-apps.ts).
      [CONFIG, { authorization: 'Bearer not-a-known-app' }],
      [CONFIG, { 'x-app-key': 'nope' }],
      // Another spelling of the same read, other methods, a body on a GET.
      ['/api/queryAppConfig?comId=44000000&', { cookie: staff }],
      ['/api//queryAppConfig?comId=44000000', { cookie: staff }],
      ['/api/queryAppConfig?comId=44000000', { cookie: staff }, 'HEAD'],
      ['/api/queryAppConfig?comId=44000000', { cookie: staff, 'x-csrf': '1', 'content-type': 'application/json', 'content-length': '0' }, 'POST'],
      ['/api/queryAppConfig?comId=44000000', { cookie: staff, 'content-length': '0' }],
      // A query that fails validation, and one never answered.
      ['/api/queryAppConfig?comId=' + 'x'.repeat(300), { cookie: staff }],
      ['/api/queryAppConfig?comId=51000000', { cookie: staff }],
    ];
    for (const [path, headers, method] of cases) {
      const { fastAnswered } = await both(path, headers, method);
      expect(fastAnswered, `${method ?? 'GET'} ${path} ${JSON.stringify(headers)}`).toBe(0);
    }
    // Under pressure, load shedding decides (Fastify's path): here it lets the request through.
    const pressure = vi.spyOn(fast.stack.app, 'isUnderPressure').mockReturnValue(true);
    const before = fast.answered();
    expect((await send(fast, CONFIG, { cookie: staff })).status).toBe(200);
    expect(fast.answered()).toBe(before);
    pressure.mockRestore();
    expect((await send(fast, CONFIG, { cookie: staff })).status).toBe(200);
    expect(fast.answered()).toBe(before + 1);
    await send(slow, CONFIG, { cookie: staff });
    await send(slow, CONFIG, { cookie: staff });
  });

  it('count the same duration metrics and cache hits, and write the same request lines', async () => {
    const metrics = async (s: Side) => {
      const text = (await send(s, '/metrics')).text;
      return text
        .split('\n')
        .filter((l) => /^(http_request_duration_seconds_count|cache_events_total)\{/.test(l) && !l.includes('/metrics'))
        .sort();
    };
    const [a, b] = [await metrics(fast), await metrics(slow)];
    expect(a.some((l) => l.includes('route="/api/queryAppConfig"') && l.includes('status="200"'))).toBe(true);
    expect(a.some((l) => l.includes('cache="appConfig",event="hit"'))).toBe(true);
    expect(a).toEqual(b);

    const requestLines = (s: Side) =>
      s.lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.msg === 'request' && l.route !== '/metrics')
        .map(({ method, route, status, user, reqId }) => ({ method, route, status, user, hasReqId: typeof reqId === 'string' }));
    expect(requestLines(fast).length).toBeGreaterThan(20);
    expect(requestLines(fast)).toEqual(requestLines(slow));
  });
});
