import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha1, sha1Bytes } from '../../../shared/domain/sha1';
import { canonicalQuery, signParams } from '../../../shared/domain/sign';

const nodeSha1 = (text: string): string => createHash('sha1').update(text, 'utf8').digest('hex');

describe('sha1', () => {
  it.each([
    ['abc', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
    ['', 'da39a3ee5e6b4b0d3255bfef95601890afd80709'],
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '84983e441c3bd26ebaae4aa1f95129e5e54670f1'],
    ['The quick brown fox jumps over the lazy dog', '2fd4e1c67a2d28fced849ee1bb76e7391b93eb12'],
  ])('FIPS / well-known vector %j', (text, digest) => {
    expect(sha1(text)).toBe(digest);
  });

  it('one million "a"', () => {
    expect(sha1('a'.repeat(1_000_000))).toBe('34aa973cd4c4daa4f61eeb2bdbad27316534016f');
  });

  it('hashes Chinese text over its UTF-8 bytes, as Node does', () => {
    const text = '中国人民财产保险股份有限公司：尊敬的张先生，您的车辆粤B12345保单即将到期。';
    expect(sha1(text)).toBe(nodeSha1(text));
    expect(sha1('中')).toBe(nodeSha1('中'));
    expect(sha1('😀𠮷')).toBe(nodeSha1('😀𠮷'));
  });

  it('is right around the 55/56/64-byte padding boundaries', () => {
    for (let n = 50; n <= 130; n++) expect(sha1('x'.repeat(n))).toBe(nodeSha1('x'.repeat(n)));
  });

  it('matches node:crypto for any string (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => sha1(text) === nodeSha1(text)),
      { numRuns: 300 },
    );
  });

  it('hashes raw bytes', () => {
    expect(sha1Bytes(new Uint8Array([0x61, 0x62, 0x63]))).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
  });
});

describe('request signing: "sort keys, skip null values, join as key=value with &, then SHA-1 hex"', () => {
  it('sorts keys and joins key=value with &', () => {
    expect(canonicalQuery({ b: '2', a: '1', c: 3 })).toBe('a=1&b=2&c=3');
  });

  it('skips null and undefined values, keeps empty strings, zero and false', () => {
    expect(canonicalQuery({ z: null, y: undefined, x: '', w: 0, v: false })).toBe('v=false&w=0&x=');
  });

  it('signs objects as JSON text', () => {
    expect(canonicalQuery({ list: [1, 2], obj: { k: 'v' } })).toBe('list=[1,2]&obj={"k":"v"}');
  });

  it('the digest is SHA-1 hex of the canonical text', () => {
    const params = { userCode: 'A001', comId: '51000000', timestamp: 1700000000000, token: null };
    expect(canonicalQuery(params)).toBe('comId=51000000&timestamp=1700000000000&userCode=A001');
    expect(signParams(params)).toBe(nodeSha1('comId=51000000&timestamp=1700000000000&userCode=A001'));
    expect(signParams(params)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('signs Chinese values over UTF-8', () => {
    expect(signParams({ name: '张三' })).toBe(nodeSha1('name=张三'));
  });

  it('empty or missing params give the digest of the empty string', () => {
    expect(signParams({})).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    expect(signParams(null)).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    expect(canonicalQuery(undefined)).toBe('');
  });

  it('does not depend on key insertion order (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.oneof(fc.string(), fc.integer(), fc.constant(null))), (dict) => {
        const reversed = Object.fromEntries(Object.entries(dict).reverse());
        return signParams(dict) === signParams(reversed);
      }),
    );
  });
});
