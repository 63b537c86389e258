import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, entryByName } from '../../shared/catalogue/index.js';
import { elf, exe, pdf, png } from '../fixtures/files.js';
import { startStack, type TestStack } from '../helpers/app.js';
import { cookieFor } from '../helpers/session.js';

// URLs the upstream would fetch are checked against OUTBOUND_URL_HOSTS before the call; uploads
// are typed by their bytes and must be a type the call takes. Refusals reach nothing upstream.

let stack: TestStack;
const staff = cookieFor();
const api = () => request(stack.app.server);
const calls = (name: string) => stack.demo.state.calls.filter((c) => c.name === name);

beforeAll(async () => {
  // The demo upstream's default list: *.demo-insurer.cn.
  stack = await startStack();
});
afterAll(() => stack.close());
afterEach(() => {
  stack.demo.reset();
  stack.forget();
});

describe('outbound URLs', () => {
  it('the catalogue marks the URL fields the upstream fetches', () => {
    expect(CATALOGUE.filter((e) => e.outboundUrls?.length).map((e) => [e.name, e.outboundUrls])).toEqual([
      ['uploadPosterWithPosterUrl', ['posterUrl']],
      ['getImageBase64', ['imageUrl']],
      ['ocrCompanyName', ['imageUrl']],
    ]);
  });

  const send = (name: string, fields: Record<string, string>) => {
    const entry = entryByName(name);
    return entry.methods[0] === 'GET'
      ? api().get(`/api${entry.mirrorPath}`).query(fields).set('cookie', staff)
      : api().post(`/api${entry.mirrorPath}`).set('x-csrf', '1').set('cookie', staff).send(fields);
  };
  const cases = [
    ['getImageBase64', 'imageUrl'],
    ['uploadPosterWithPosterUrl', 'posterUrl'],
    ['ocrCompanyName', 'imageUrl'],
  ] as const;

  for (const [name, field] of cases) {
    it(`${name}: metadata, loopback, private and unlisted hosts → 400 URL_NOT_ALLOWED, nothing upstream`, async () => {
      for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://127.0.0.1:3000/metrics', 'https://10.0.0.8/x.png', 'https://evil.example/x.png', 'file:///etc/passwd', 'http://img.demo-insurer.cn/p.png']) {
        const res = await send(name, { [field]: url });
        expect(res.status, url).toBe(400);
        expect(res.body, url).toEqual({ ok: false, error: { code: 'URL_NOT_ALLOWED', message: `地址不在允许范围内：${field}` } });
      }
      expect(calls(name)).toEqual([]);
    });

    it(`${name}: an https URL on an allowed host reaches the upstream`, async () => {
      const res = await send(name, { [field]: 'https://img.demo-insurer.cn/posters/P20250001.png' });
      expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
      expect(calls(name)).toHaveLength(1);
    });
  }

  it('OUTBOUND_URL_HOSTS replaces the demo default: other hosts are refused', async () => {
    const other = await startStack({ OUTBOUND_URL_HOSTS: 'img.other.example' });
    try {
      const res = await request(other.app.server).get('/api/getImageBase64').query({ imageUrl: 'https://img.demo-insurer.cn/p.png' }).set('cookie', staff);
      expect(res.body.error.code).toBe('URL_NOT_ALLOWED');
      expect(other.demo.state.calls).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('uploads: the type is read from the bytes', () => {
  const upload = (name: 'uploadMedia' | 'uploadAttachment', bytes: Buffer, filename: string, contentType: string) =>
    api()
      .post(`/api/${name}`)
      .set('x-csrf', '1')
      .set('cookie', staff)
      .attach(name === 'uploadMedia' ? 'media' : 'file', bytes, { filename, contentType });

  it.each([
    ['a Windows executable sent as image/png', exe(), 'poster.png', 'image/png'],
    ['a Linux executable sent as a PDF', elf(), 'policy.pdf', 'application/pdf'],
    ['plain text sent as image/jpeg', Buffer.from('hello, not an image'), 'a.jpg', 'image/jpeg'],
    ['an empty file', Buffer.alloc(0), 'a.png', 'image/png'],
  ])('%s → 415 UNSUPPORTED_FILE_TYPE, nothing upstream', async (_what, bytes, filename, type) => {
    for (const name of ['uploadMedia', 'uploadAttachment'] as const) {
      const res = await upload(name, bytes, filename, type);
      expect(res.status, name).toBe(415);
      expect(res.body, name).toEqual({ ok: false, error: { code: 'UNSUPPORTED_FILE_TYPE', message: '不支持的文件类型' } });
      expect(calls(name)).toEqual([]);
    }
  });

  it('a real PNG passes whatever it is called; the upstream receives the type read from the bytes', async () => {
    const res = await upload('uploadAttachment', png(3), 'photo.bin', 'application/octet-stream');
    expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
    expect(calls('uploadAttachment')[0]?.body).toMatchObject({ file: { filename: 'photo.bin', mimetype: 'image/png' } });
  });

  it('a PDF is a documented attachment type; the accepted types are in the OpenAPI description', async () => {
    const res = await upload('uploadAttachment', pdf(1), 'notice.pdf', 'application/pdf');
    expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
    const doc = (await api().get('/api/docs/json')).body as { paths: Record<string, { post: { description: string } }> };
    expect(doc.paths['/api/uploadAttachment']?.post.description).toContain('image/png');
    expect(doc.paths['/api/uploadAttachment']?.post.description).toContain('application/pdf');
  });
});
