import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A second stand-in for the insurer's API, written from the spec's words only — spec 000 §3 (the
// envelope fields, the app config fields), §7 (signing), §8 (the two envelopes) and spec 001 §5,
// §6 — and on purpose from nothing in this project: it imports no project code, and its answers
// have shapes of their own (the spec does not show the real ones). The BFF is not tested only
// against the demo upstream it was built with.
//
// It answers in the older envelope ({ status: 200, msg, data, errorMsg, msgbool, msgString }) or
// in the newer one ({ status, statusText, data }), as `envelope` says, and records each call as
// it arrived (query values decoded once, as any HTTP server reads them).

export type EnvelopeStyle = 'older' | 'newer';

export interface ReceivedCall {
  path: string;
  method: string;
  query: Record<string, string>;
  body: unknown;
  contentType: string | undefined;
  cookieNames: string[];
  requestId: string | undefined;
}

export interface SpecUpstream {
  url: string;
  envelope: EnvelopeStyle;
  calls: ReceivedCall[];
  /** The calls whose path's last segment, without ".do", is `name`. */
  callsTo(name: string): ReceivedCall[];
  /** Answer the next call to `name` with this body and HTTP status, whatever the envelope. */
  answerNext(name: string, body: unknown, httpStatus?: number): void;
  /** Wait this long before answering calls to `name`. */
  slow(name: string, ms: number): void;
  reset(): void;
  close(): Promise<void>;
}

type Fields = Record<string, unknown>;
/** What a call answers: data, or a rejection with its message; `bool` asks for the msgbool form. */
type Result = { data: unknown } | { fail: string } | { bool: boolean; text: string };

const text = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v));

/** Spec 000 §7: sort keys, skip null values, join as key=value with &, then SHA-1 hex. */
function signatureOf(params: Fields): string {
  const joined = Object.keys(params)
    .sort()
    .filter((k) => params[k] !== null && params[k] !== undefined)
    .map((k) => `${k}=${text(params[k])}`)
    .join('&');
  return createHash('sha1').update(joined, 'utf8').digest('hex');
}

/** The answers, by the last path segment without ".do". Anything else answers the default. */
const ANSWERS: Record<string, (f: Fields) => Result> = {
  // Spec 001 §5: an encrypted value requested from the server with the plain one.
  toEncryptCustId: (f) => ({ data: `enc(${text(f['custId'])}${f['isEncryptCustIdAndUserCode'] === '1' ? '+user' : ''})` }),
  toEncryptTaskId: (f) => ({ data: `enc(${text(f['taskId'])})` }),
  toEncryptCertificateNo: (f) => ({ data: `enc(${text(f['certificateNo'])})` }),
  toEncryptPiid: (f) => ({ data: `enc(${text(f['piid'])})` }),
  // Spec 000 §4 step 1: the switch wx_request_do; off.
  querySwitchConfig: () => ({ data: '0' }),
  // Spec 000 §3: "App config: wecomComId, userComId, vehicleUrl, frontUrl (URL-decoded)".
  queryAppConfig: (f) => ({
    data: { wecomComId: `ww${text(f['comId'])}`, userComId: text(f['comId']), vehicleUrl: 'https://vehicle.example/', frontUrl: encodeURIComponent('https://front.example/h5?from=wecom') },
  }),
  // Spec 001 §6: "Results of role queries: not shown."
  queryUserRole: () => ({ data: { x: 1 } }),
  weixinCustPortraitDetail: (f) =>
    String(f['custId']).startsWith('NO-SUCH') ? { fail: '客户不存在' } : { data: { customer: { id: f['custId'] }, tags: 'VIP|车险', score: 88 } },
  // Binding answers the older layer's msgbool form (spec 000 §8).
  weixinCustMainBinding: () => ({ bool: true, text: '绑定成功' }),
  weixinCustMainRemove: () => ({ bool: true, text: '解绑成功' }),
  customerCar: () => ({ data: [{ plate: '粤B12345', owner: 'C1' }] }),
  logout: () => ({ data: null }),
};

function envelope(style: EnvelopeStyle, result: Result): Fields {
  if (style === 'older') {
    if ('data' in result) return { status: 200, msg: 'success', data: result.data };
    if ('fail' in result) return { status: 200, msg: 'fail', errorMsg: result.fail };
    return { status: 200, msgbool: result.bool, msgString: result.text };
  }
  if ('data' in result) return { status: 0, statusText: 'success', data: result.data };
  if ('fail' in result) return { status: 1, statusText: result.fail };
  return { status: 0, statusText: 'success', data: { msgbool: result.bool, msgString: result.text } };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (raw === '') return {};
  const type = req.headers['content-type'] ?? '';
  if (type.includes('json')) return JSON.parse(raw) as unknown;
  if (type.includes('x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  return raw;
}

function cookieNames(header: string | undefined): string[] {
  return (header ?? '')
    .split(';')
    .map((p) => p.split('=')[0]!.trim())
    .filter(Boolean);
}

/** A token as the spec describes it: three dot-separated parts with a decodable payload. */
function loggedIn(cookie: string | undefined): boolean {
  const token = /(?:^|;\s*)USER_TOKEN=([^;]*)/.exec(cookie ?? '')?.[1];
  const parts = token?.split('.') ?? [];
  if (parts.length !== 3) return false;
  try {
    return typeof JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) === 'object';
  } catch {
    return false;
  }
}

export async function startSpecUpstream(style: EnvelopeStyle): Promise<SpecUpstream> {
  const calls: ReceivedCall[] = [];
  const overrides = new Map<string, { body: unknown; httpStatus: number }>();
  const delays = new Map<string, number>();
  const nameOf = (path: string) => (path.split('/').pop() ?? '').replace(/\.do$/, '');

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const query = Object.fromEntries(url.searchParams);
      const body = await readBody(req);
      calls.push({
        path: url.pathname,
        method: req.method ?? 'GET',
        query,
        body,
        contentType: req.headers['content-type'],
        cookieNames: cookieNames(req.headers.cookie),
        requestId: req.headers['x-request-id'] as string | undefined,
      });
      const name = nameOf(url.pathname);
      const answer = (httpStatus: number, payload: unknown) => {
        res.writeHead(httpStatus, { 'content-type': 'application/json;charset=UTF-8' });
        res.end(JSON.stringify(payload));
      };
      const delay = delays.get(name);
      if (delay) await new Promise((r) => setTimeout(r, delay));
      const override = overrides.get(name);
      if (override) {
        overrides.delete(name);
        return answer(override.httpStatus, override.body);
      }
      const isPublic = url.pathname.startsWith('/wecom/white/');
      if (!isPublic && !loggedIn(req.headers.cookie)) return answer(200, { status: 16, statusText: '登录超时' });
      const fields: Fields = { ...query, ...(body && typeof body === 'object' ? (body as Fields) : {}) };
      if (isPublic && 'sign' in fields) {
        const { sign, ...rest } = fields;
        if (sign !== signatureOf(rest)) return answer(200, envelope(style, { fail: '签名错误' }));
      }
      const result = ANSWERS[name]?.(fields) ?? { data: { answeredBy: 'spec stand-in', fields: Object.keys(fields).sort() } };
      return answer(200, envelope(style, result));
    })().catch(() => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errorMsg: 'stand-in failed' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    envelope: style,
    calls,
    callsTo: (name) => calls.filter((c) => nameOf(c.path) === name),
    answerNext: (name, body, httpStatus = 200) => overrides.set(name, { body, httpStatus }),
    slow: (name, ms) => delays.set(name, ms),
    reset: () => {
      calls.length = 0;
      overrides.clear();
      delays.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
