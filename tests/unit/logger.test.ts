import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from '../../server/logger.js';

describe('log redaction', () => {
  it('censors cookies, Authorization, tokens, mobiles and ID numbers', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
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

  it('censors secrets in logged URLs', () => {
    expect(redactUrl('/api/x?mobile=13812345678&custId=9&code=abc')).toBe(
      '/api/x?mobile=[Redacted]&custId=9&code=[Redacted]',
    );
  });
});
