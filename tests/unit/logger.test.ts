import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, scrubText, serializeError } from '../../server/logger.js';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  return { lines, stream };
}

describe('log redaction', () => {
  it('censors cookies, Authorization, tokens, mobiles and ID numbers', async () => {
    const { lines, stream } = capture();
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
    app.log.info({
      req: { headers: { cookie: 'USER_TOKEN=abc.def.ghi', authorization: 'Bearer x' } },
      body: { mobile: '13812345678', idNumber: '110101199003074514', token: 'a.b.c' },
    });
    await app.close();
    const text = lines.join('');
    for (const secret of ['abc.def.ghi', 'Bearer x', '13812345678', '110101199003074514', 'a.b.c']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[Redacted]');
  });

  it('a logged request is its method and route template: never the URL', async () => {
    const { lines, stream } = capture();
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
    app.get('/api/x', async (request) => {
      request.log.info({ req: request }, 'handling');
      return {};
    });
    await app.inject({ url: '/api/x?idNo=110101199003074514&remarkMobiles=13812345678' });
    await app.close();
    const line = JSON.parse(lines.find((l) => l.includes('handling'))!) as { req: unknown };
    expect(line.req).toEqual({ method: 'GET', route: '/api/x' });
  });

  it('scrubs what could be personal data out of error messages', () => {
    const scrubbed = scrubText('客户 刘芳 (110101199003074514, 13812345678, 粤B6F2K8) not found at /x?idNo=18920X; Unexpected token, "13812345678abc" is not valid JSON');
    for (const secret of ['刘芳', '110101199003074514', '13812345678', '粤B6F2K8', 'B6F2K8', '18920X']) expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain('not found at /x?idNo=');
    expect(scrubText('connect ECONNREFUSED 127.0.0.1:3001')).toBe('connect ECONNREFUSED 127.0.0.1:3001');
  });

  it('serialises errors as type, code, scrubbed message and frames; a logged message string is scrubbed', () => {
    const err = Object.assign(new Error('customer 13812345678 failed'), { code: 'E_X' });
    const out = serializeError(err);
    expect(out).toMatchObject({ type: 'Error', code: 'E_X', message: 'customer [Redacted] failed' });
    expect(out.stack).toMatch(/^ {4}at /);
    expect(out.stack).not.toContain('13812345678');
    expect(serializeError('王小明 13812345678')).toMatchObject({ message: '[Redacted] [Redacted]' });
  });
});
