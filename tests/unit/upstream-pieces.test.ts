import { createCipheriv, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { defineCatalogue } from '../../shared/catalogue/index.js';
import { signParams } from '../../shared/domain/sign.js';
import { aesDecrypt, aesEncrypt, interleaveKey } from '../../server/upstream/aes.js';
import { ApiError } from '../../server/http/answer.js';
import { encodeRequest, urlEncodeIdFields } from '../../server/upstream/encode.js';
import { takeToken } from '../../server/upstream/upstream.js';
import { decodeToken } from '../../server/session/token.js';

describe('spec 000 §4: the token', () => {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const payload = { comId: '44000000', userCode: '1', systemRole: 'qyUser', exp: Math.floor(Date.now() / 1000) + 60 };
  const signed = (secret: string, p: object = payload) => {
    const h = part({ alg: 'HS256' });
    const b = part(p);
    return `${h}.${b}.${createHmac('sha256', secret).update(`${h}.${b}`).digest('base64url')}`;
  };
  it('is valid with three dot-separated parts and a decodable payload', () => {
    expect(decodeToken(`${part({})}.${part(payload)}.sig`)?.comId).toBe('44000000');
  });
  it.each([['a.b'], ['a.b.c.d'], [`x.${'%%%'}.y`], [`x.${part([1])}.y`], ['..'], ['']])('is invalid: %s', (t) => {
    expect(decodeToken(t)).toBeUndefined();
  });
  it('with a key: the signature must match and the token not be expired', () => {
    expect(decodeToken(signed('k1'), 'k1')?.userCode).toBe('1');
    expect(decodeToken(signed('k1'), 'k2')).toBeUndefined();
    expect(decodeToken(signed('k1', { ...payload, exp: 1000 }), 'k1')).toBeUndefined();
  });
  it('a token just used (kept among the recent ones) is still checked: its key, and its expiry at each use', () => {
    const token = signed('k3');
    const later = (payload.exp + 1) * 1000;
    expect(decodeToken(token, 'k3')?.userCode).toBe('1');
    expect(decodeToken(token, 'k3', later)).toBeUndefined();
    expect(decodeToken(token, 'k4')).toBeUndefined();
    // Six other staff members' tokens later (more than the recent ones compared first), it is still known.
    for (let i = 0; i < 6; i++) expect(decodeToken(signed('k3', { ...payload, userCode: `u${i}` }), 'k3')?.userCode).toBe(`u${i}`);
    expect(decodeToken(token, 'k3')?.userCode).toBe('1');
  });
});

describe('login answers: the token is taken out of the data', () => {
  it.each([
    [{ token: 'a.b.c', user: 1 }, { user: 1 }],
    [{ status: 0, data: { token: 'a.b.c', x: 1 } }, { status: 0, data: { x: 1 } }],
    ['a.b.c', null],
  ])('%j', (input, data) => {
    expect(takeToken(input)).toEqual({ data, issuedToken: 'a.b.c' });
  });
});

describe('spec 001 §5: every vinNo, frameNo and licenseNo URL-encoded once', () => {
  it('at the top, nested, in arrays and as dotted flat keys; other fields untouched', () => {
    const fields = {
      licenseNo: '粤B 12345',
      vinNo: 'LSV/1',
      car: { frameNo: 'LS 2', owner: { licenseNo: '京A·1' } },
      cars: [{ vinNo: 'a b' }, { other: 'a b' }],
      frameNo: ['x/1', 'y 2', 3],
      'searchCriteria.frameNo': 'LF 9',
      licenseNos: 'a b',
      custName: '张 伟',
      count: 1,
    };
    urlEncodeIdFields(fields, 'body');
    expect(fields).toEqual({
      licenseNo: encodeURIComponent('粤B 12345'),
      vinNo: 'LSV%2F1',
      car: { frameNo: 'LS%202', owner: { licenseNo: encodeURIComponent('京A·1') } },
      cars: [{ vinNo: 'a%20b' }, { other: 'a b' }],
      frameNo: ['x%2F1', 'y%202', 3],
      'searchCriteria.frameNo': 'LF%209',
      licenseNos: 'a b',
      custName: '张 伟',
      count: 1,
    });
  });

  it('input that cannot be encoded (a lone surrogate) is a 400 naming the field', () => {
    for (const [fields, where, path] of [
      [{ licenseNo: '粤B\ud800' }, 'body', 'body.licenseNo'],
      [{ car: { frameNo: '\udc00' } }, 'body', 'body.car.frameNo'],
      [{ vinNo: ['ok', '\ud83d'] }, 'querystring', 'querystring.vinNo.1'],
    ] as const) {
      let error: unknown;
      try {
        urlEncodeIdFields(structuredClone(fields) as Record<string, unknown>, where);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST', message: `请求参数有误：${path}` });
    }
  });

  it('a deeply nested body does not overflow the stack', () => {
    let deep: Record<string, unknown> = { licenseNo: 'a b' };
    for (let i = 0; i < 100_000; i++) deep = { n: deep };
    expect(() => urlEncodeIdFields(deep, 'body')).not.toThrow();
  });
});

describe('request encoding (spec 001 §7)', () => {
  const [entry] = defineCatalogue([
    { path: '/wecom/api/x.do', section: '7.3', summary: 's', methods: ['GET', 'POST'], request: Type.Object({}), response: Type.Unknown(), example: {}, signed: true },
  ]);
  it('signs the sorted parameters as sent (the id fields already encoded)', () => {
    const fields = { licenseNo: '粤B12345', car: { frameNo: 'LS/1 2' }, empty: null };
    urlEncodeIdFields(fields, 'querystring');
    const enc = encodeRequest(entry!, 'GET', fields);
    expect(enc.search.get('licenseNo')).toBe(encodeURIComponent('粤B12345'));
    const { sign, ...rest } = Object.fromEntries(enc.search);
    expect(sign).toBe(signParams({ licenseNo: encodeURIComponent('粤B12345'), car: { frameNo: 'LS%2F1%202' }, empty: null }));
    expect(rest.empty).toBeUndefined();
  });
  it('POST sends JSON with the signature as the parameter sign', () => {
    const enc = encodeRequest(entry!, 'POST', { a: '1' });
    expect(enc.body).toBe('{"a":"1"}');
    expect(enc.search.get('sign')).toBe(signParams({ a: '1' }));
  });
});

describe('the AES helper (key: base secret interleaved with the user code)', () => {
  it('interleaves one character of each, the rest following, 16 bytes padded with 0', () => {
    expect(interleaveKey('ABCDEFGHIJ', '4401').toString()).toBe('A4B4C0D1EFGHIJ00');
    expect(interleaveKey('SECRET-BASE-KEY-LONG', 'u1').toString()).toBe('SuE1CRET-BASE-KE');
  });
  it('is AES-128-ECB with PKCS#7, base64', () => {
    const key = interleaveKey('secret', '44010001');
    const c = createCipheriv('aes-128-ecb', key, null);
    const expected = Buffer.concat([c.update('13800138000'), c.final()]).toString('base64');
    expect(aesEncrypt('13800138000', 'secret', '44010001')).toBe(expected);
  });
  it('round-trips any text for any user code', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1, maxLength: 12 }), (plain, user) => {
        expect(aesDecrypt(aesEncrypt(plain, 'base-secret', user), 'base-secret', user)).toBe(plain);
      }),
    );
  });
});
