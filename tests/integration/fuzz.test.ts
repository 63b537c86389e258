import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import request from 'supertest';
import { isMirrored } from '../../server/routes/mirror.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE, limitOf, type CatalogueEntry } from '../../shared/catalogue/index.js';
import { png } from '../fixtures/files.js';
import { rawRequest } from '../helpers/raw-http.js';
import { startServer } from '../helpers/server.js';
import { cookieFor } from '../helpers/session.js';

// Property tests of the BFF's edges against generated input: deeply nested JSON, multipart bodies
// cut anywhere, oversized or ill-formed ids in any id-like field, and URLs the upstream must never
// be asked to fetch. Each is refused in the one answer shape with a 4xx, and the demo upstream
// records no call.

type Stack = Awaited<ReturnType<typeof startServer>>;
let stack: Stack;
let port: number;
const staff = cookieFor();
const api = () => request(stack.app.server);
const RUNS = 40;

beforeAll(async () => {
  stack = await startServer();
  port = (stack.app.server.address() as AddressInfo).port;
});
afterAll(() => stack.close());
beforeEach(() => stack.demo.reset());

const nothingUpstream = () => expect(stack.demo.state.calls.map((c) => c.name)).toEqual([]);

describe('deep JSON', () => {
  it('any body nested deeper than the limit, of arrays, objects or both, anywhere → 400 BAD_JSON', async () => {
    const open = fc.constantFrom('[', '{"k":');
    await fc.assert(
      fc.asyncProperty(fc.array(open, { minLength: 33, maxLength: 3000 }), fc.constantFrom('top', 'field'), async (opens, where) => {
        const closes = opens.map((o) => (o === '[' ? ']' : '}')).reverse().join('');
        const nested = `${opens.join('')}1${closes}`;
        const body = where === 'top' ? nested : `{"resourceType":"1","resourceId":"PT000001","extra":${nested}}`;
        const res = await api().post('/api/addFavorite').set('x-csrf', '1').set('cookie', staff).set('content-type', 'application/json').send(body);
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('BAD_JSON');
        nothingUpstream();
      }),
      { numRuns: RUNS },
    );
  });
});

describe('truncated multipart', () => {
  const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
  const whole = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="type"\r\n\r\nimage\r\n`),
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="media"; filename="poster.png"\r\ncontent-type: image/png\r\n\r\n`),
    png(42),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const end = whole.lastIndexOf(`\r\n--${boundary}--`);

  const send = (body: Buffer) =>
    rawRequest(port, [
      Buffer.concat([
        Buffer.from(
          `POST /api/uploadMedia HTTP/1.1\r\nhost: x\r\ncookie: ${staff}\r\nx-csrf: 1\r\n` +
            `content-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n`,
        ),
        body,
      ]),
    ]);

  it('the whole body is accepted (the property below is about the cut, not the file)', async () => {
    const res = await send(whole);
    expect(res.status, res.text).toBe(200);
  });

  it('the same body cut anywhere before its closing boundary → 400 in the one shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: end - 1 }), async (cut) => {
        stack.demo.reset();
        const res = await send(whole.subarray(0, cut));
        expect(res.status, `cut at ${cut}: ${res.text}`).toBe(400);
        expect(res.json).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
        nothingUpstream();
      }),
      { numRuns: RUNS },
    );
  });
});

describe('oversized and ill-formed ids', () => {
  /** Every GET call with a top-level string field that names a record. */
  const targets: [CatalogueEntry, string][] = CATALOGUE.filter((e) => e.methods[0] === 'GET' && isMirrored(e, true)).flatMap((e) =>
    Object.entries((e.request as { properties?: Record<string, { type?: string }> }).properties ?? {})
      .filter(([name, s]) => s.type === 'string' && limitOf(name))
      .map(([name]) => [e, name] as [CatalogueEntry, string]),
  );

  it(`covers many calls (${targets.length} fields)`, () => expect(targets.length).toBeGreaterThan(50));

  it('a value over the field’s length, or with a character outside its charset, → 400 naming the field', async () => {
    // Past the limit, but within the 16 KB a request line may take (longer is 431, tested apart).
    const tooLong = fc.integer({ min: 1, max: 6000 }).map((extra) => (limit: number) => 'A'.repeat(limit + extra));
    const badChar = fc.constantFrom(' ', '<', '>', '"', "'", ';', '\\', '\n', '\u0000', '😀', '%').map((c) => () => `C44${c}01`);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), fc.oneof(tooLong, badChar), async ([entry, field], make) => {
        const limit = limitOf(field)!;
        const value = make(limit.maxLength);
        // Names may hold a space or an apostrophe: only values the field's limit refuses count.
        fc.pre(value.length > limit.maxLength || !new RegExp(limit.pattern, 'u').test(value));
        stack.demo.reset();
        const res = await api().get(`/api${entry.mirrorPath}`).query({ ...entry.example, [field]: value }).set('x-csrf', '1').set('cookie', staff);
        expect(res.status, `${entry.name}.${field}`).toBe(400);
        expect(res.body.error).toEqual({ code: 'BAD_REQUEST', message: `请求参数有误：querystring.${field}` });
        nothingUpstream();
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

describe('URLs the upstream must not fetch', () => {
  const octet = fc.integer({ min: 0, max: 255 });
  const internalIPv4 = fc.oneof(
    fc.tuple(fc.constant(127), octet, octet, octet),
    fc.tuple(fc.constant(10), octet, octet, octet),
    fc.tuple(fc.constant(169), fc.constant(254), octet, octet),
    fc.tuple(fc.constant(192), fc.constant(168), octet, octet),
    fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), octet, octet),
    fc.tuple(fc.constant(0), fc.constant(0), fc.constant(0), fc.constant(0)),
  );
  /** The same address written the ways URL parsers accept: dotted, one decimal number, hex, IPv6-mapped. */
  const ipHost = internalIPv4.chain(([a, b, c, d]) =>
    fc.constantFrom(`${a}.${b}.${c}.${d}`, String(((a << 24) >>> 0) + (b << 16) + (c << 8) + d), `0x${[a, b, c, d].map((n) => n.toString(16).padStart(2, '0')).join('')}`, `[::ffff:${a}.${b}.${c}.${d}]`),
  );
  const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/);
  const badUrl = fc.oneof(
    fc.tuple(fc.constantFrom('http', 'https'), ipHost, fc.constantFrom('', ':80', ':8080')).map(([s, h, p]) => `${s}://${h}${p}/latest/meta-data`),
    fc.constantFrom('http://localhost/', 'https://localhost:3000/metrics', 'http://[::1]/', 'https://img.localhost/x.png'),
    label.map((l) => `https://${l}.evil.example/x.png`),
    label.map((l) => `https://img.demo-insurer.cn.${l}.example/x.png`),
    label.map((l) => `http://${l}.demo-insurer.cn/x.png`), // http to an https-only entry
    label.map((l) => `https://${l}.demo-insurer.cn@169.254.169.254/`),
    fc.tuple(fc.constantFrom('file', 'ftp', 'gopher', 'dict', 'ldap', 'javascript'), label).map(([s, l]) => `${s}://${l}.demo-insurer.cn/x`),
  );
  const calls = [
    ['getImageBase64', 'imageUrl', 'GET'],
    ['uploadPosterWithPosterUrl', 'posterUrl', 'POST'],
    ['ocrCompanyName', 'imageUrl', 'POST'],
  ] as const;

  it('any such URL in any URL field → 400 URL_NOT_ALLOWED, nothing upstream', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), badUrl, async ([name, field, method], url) => {
        stack.demo.reset();
        const res =
          method === 'GET'
            ? await api().get(`/api/${name}`).query({ [field]: url }).set('x-csrf', '1').set('cookie', staff)
            : await api().post(`/api/${name}`).set('x-csrf', '1').set('cookie', staff).send({ [field]: url });
        expect(res.status, url).toBe(400);
        expect(res.body.error.code, url).toBe('URL_NOT_ALLOWED');
        nothingUpstream();
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('https URLs on the allowed hosts pass', async () => {
    await fc.assert(
      fc.asyncProperty(label, fc.webPath(), async (l, path) => {
        const res = await api().get('/api/getImageBase64').query({ imageUrl: `https://${l}.demo-insurer.cn${path}` }).set('cookie', staff);
        expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
      }),
      { numRuns: 20 },
    );
  });
});
