import { createCipheriv, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { defineCatalogue } from '../../shared/catalogue/index.js';
import { signParams } from '../../shared/domain/sign.js';
import { ApiError } from '../../server/http/answer.js';
import { aesDecrypt, aesEncrypt, interleaveKey } from '../../server/upstream/aes.js';
import { encodeRequest } from '../../server/upstream/encode.js';
import { normaliseEnvelope, httpFailure } from '../../server/upstream/envelope.js';
import { takeToken } from '../../server/upstream/upstream.js';
import { decodeToken } from '../../server/session/token.js';

function rejection(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('did not reject');
}

describe('spec 000 §8: the newer envelope', () => {
  it('status 0 is success and data is returned', () => {
    expect(normaliseEnvelope({ status: 0, statusText: 'ok', data: { a: 1 } })).toEqual({ a: 1 });
    expect(normaliseEnvelope({ status: '0', data: [1] })).toEqual([1]);
  });
  it('16 is login timeout → 401', () => {
    const e = rejection(() => normaliseEnvelope({ status: 16, statusText: 'x' }));
    expect([e.statusCode, e.code]).toEqual([401, 'LOGIN_TIMEOUT']);
  });
  it('other statuses reject with statusText or the fallback 请求超时，请重试', () => {
    expect(rejection(() => normaliseEnvelope({ status: 3, statusText: '客户已被绑定' })).message).toBe('客户已被绑定');
    expect(rejection(() => normaliseEnvelope({ status: 3 })).message).toBe('请求超时，请重试');
  });
});

describe('spec 000 §8: the older envelope', () => {
  it('msg equal to "success" returns data', () => {
    expect(normaliseEnvelope({ code: 200, msg: 'success', data: { b: 2 } })).toEqual({ b: 2 });
  });
  it('otherwise reject with errorMsg or the same fallback', () => {
    expect(rejection(() => normaliseEnvelope({ code: 500, msg: 'fail', errorMsg: '预约时间无效' })).message).toBe('预约时间无效');
    expect(rejection(() => normaliseEnvelope({ code: 500, msg: 'fail' })).message).toBe('请求超时，请重试');
  });
  it('a body with msgbool returns msgbool and msgString', () => {
    expect(normaliseEnvelope({ msgbool: false, msgString: '已存在' })).toEqual({ msgbool: false, msgString: '已存在' });
  });
  it('otherwise the message is 系统错误', () => {
    expect(rejection(() => normaliseEnvelope({ something: 1 })).message).toBe('系统错误');
  });
  it('rejects with statusText for 用户不存在于营销管理系统中', () => {
    const e = rejection(() => normaliseEnvelope({ statusText: '用户不存在于营销管理系统中', data: null }));
    expect([e.statusCode, e.code, e.message]).toEqual([403, 'USER_NOT_IN_MARKETING', '用户不存在于营销管理系统中']);
  });
  it('a body that is no object is a 502 服务异常！', () => {
    expect(rejection(() => normaliseEnvelope('x')).statusCode).toBe(502);
    expect(rejection(() => normaliseEnvelope(null)).message).toBe('服务异常！');
  });
});

describe('spec 000 §8: HTTP failure rejects with errorMsg, statusText or msg, else 服务异常！', () => {
  it.each([
    [{ errorMsg: 'a', statusText: 'b', msg: 'c' }, 'a'],
    [{ statusText: 'b', msg: 'c' }, 'b'],
    [{ msg: 'c' }, 'c'],
    [{}, '服务异常！'],
    [null, '服务异常！'],
  ])('%j → %s', (body, message) => {
    const e = httpFailure(500, body);
    expect([e.statusCode, e.message]).toEqual([502, message]);
  });
});

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

describe('request encoding (spec 001 §5, §7)', () => {
  const [entry] = defineCatalogue([
    { path: '/wecom/api/x.do', section: '7.3', summary: 's', methods: ['GET', 'POST'], request: Type.Object({}), response: Type.Unknown(), example: {}, urlEncode: ['licenseNo', 'car.frameNo'], signed: true },
  ]);
  it('URL-encodes licenseNo/frameNo/vinNo before sending, and signs the sorted parameters', () => {
    const fields = { licenseNo: '粤B12345', car: { frameNo: 'LS/1 2' }, empty: null };
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
