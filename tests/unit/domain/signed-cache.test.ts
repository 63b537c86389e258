import { describe, expect, it } from 'vitest';
import { LOCAL_CACHE_TTL_MS, MOBILE_CHANGE_SKIP_WINDOW_MS } from '../../../shared/domain/constants';
import { createMemoryStorage, createSignedCache, signEntry, type KeyValueStorage } from '../../../shared/domain/signed-cache';
import { mobileChangedEntry, skipsMobileCheck } from '../../../shared/domain/mobile-check';

function setup(options: { defaultTtlMs?: number; prefix?: string } = {}) {
  let clock = 1_700_000_000_000;
  const storage = createMemoryStorage();
  const cache = createSignedCache({ storage, salt: 'test-salt', now: () => clock, ...options });
  return { storage, cache, advance: (ms: number) => (clock += ms), now: () => clock };
}

describe('signed cache: "Cache entries carry a signature hash (SHA-1)"', () => {
  it('round-trips JSON values', () => {
    const { cache } = setup();
    cache.set('k', { taskId: '1', encryptTaskId: 'abc' });
    expect(cache.get('k')).toEqual({ taskId: '1', encryptTaskId: 'abc' });
    cache.set('s', '中文');
    expect(cache.get<string>('s')).toBe('中文');
    expect(cache.get('missing')).toBeNull();
  });

  it('stores value, expireTime and a SHA-1 signature', () => {
    const { cache, storage, now } = setup();
    cache.set('k', [1, 2]);
    const entry = JSON.parse(storage.getItem('k') as string);
    expect(entry.expireTime).toBe(now() + LOCAL_CACHE_TTL_MS);
    expect(entry.sign).toMatch(/^[0-9a-f]{40}$/);
    expect(entry.sign).toBe(signEntry('k', '[1,2]', entry.expireTime, 'test-salt'));
  });

  it('"default validity 30 minutes": valid just before, expired (and deleted) at 30 minutes', () => {
    const { cache, storage, advance } = setup();
    cache.set('k', 'v');
    advance(LOCAL_CACHE_TTL_MS - 1);
    expect(cache.get('k')).toBe('v');
    advance(1);
    expect(cache.get('k')).toBeNull();
    expect(storage.getItem('k')).toBeNull();
  });

  it('a custom validity', () => {
    const { cache, advance } = setup();
    cache.set('k', 'v', 1000);
    advance(999);
    expect(cache.get('k')).toBe('v');
    advance(1);
    expect(cache.get('k')).toBeNull();
  });

  it('the default validity is configurable', () => {
    const { cache, advance } = setup({ defaultTtlMs: 10 });
    cache.set('k', 'v');
    advance(10);
    expect(cache.get('k')).toBeNull();
  });

  it.each([[null], ['']] as Array<[null | '']>)('"A blank or null valid time means never expires" (%j)', (ttl) => {
    const { cache, storage, advance } = setup();
    cache.set('k', 'forever', ttl);
    advance(100 * 365 * 24 * 3600 * 1000);
    expect(cache.get('k')).toBe('forever');
    expect(JSON.parse(storage.getItem('k') as string).expireTime).toBeNull();
  });

  it('an entry written with a blank expireTime string never expires', () => {
    const { cache, storage } = setup();
    storage.setItem('k', JSON.stringify({ value: 1, expireTime: '', sign: signEntry('k', '1', '', 'test-salt') }));
    expect(cache.get('k')).toBe(1);
  });

  it.each([
    ['value changed', (e: Record<string, unknown>) => ({ ...e, value: 'evil' })],
    ['expiry extended', (e: Record<string, unknown>) => ({ ...e, expireTime: (e.expireTime as number) + 1e9 })],
    ['expiry removed', (e: Record<string, unknown>) => ({ ...e, expireTime: null })],
    ['signature changed', (e: Record<string, unknown>) => ({ ...e, sign: '0'.repeat(40) })],
    ['signature missing', (e: Record<string, unknown>) => ({ value: e.value, expireTime: e.expireTime })],
    ['value missing', (e: Record<string, unknown>) => ({ expireTime: e.expireTime, sign: e.sign })],
    ['expiry not a number', (e: Record<string, unknown>) => ({ ...e, expireTime: 'tomorrow' })],
  ])('"if the signature mismatches ... the entry is deleted and nothing is returned": %s', (_name, tamper) => {
    const { cache, storage } = setup();
    cache.set('k', 'good');
    storage.setItem('k', JSON.stringify(tamper(JSON.parse(storage.getItem('k') as string))));
    expect(cache.get('k')).toBeNull();
    expect(storage.getItem('k')).toBeNull();
  });

  it('an entry moved to another key does not verify', () => {
    const { cache, storage } = setup();
    cache.set('a', 'secret');
    storage.setItem('b', storage.getItem('a') as string);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).toBe('secret');
  });

  it('another salt does not verify', () => {
    const { storage, cache } = setup();
    cache.set('k', 'v');
    const other = createSignedCache({ storage, salt: 'other' });
    expect(other.get('k')).toBeNull();
  });

  it.each([['not json'], ['null'], ['42'], ['"str"'], ['[]']])('unreadable entry %j is deleted', (raw) => {
    const { cache, storage } = setup();
    storage.setItem('k', raw);
    expect(cache.get('k')).toBeNull();
    expect(storage.getItem('k')).toBeNull();
  });

  it('remove deletes; prefix keeps caches apart', () => {
    const { cache, storage } = setup({ prefix: 'wx:' });
    cache.set('k', 1);
    expect(storage.getItem('wx:k')).not.toBeNull();
    cache.remove('k');
    expect(cache.get('k')).toBeNull();
    expect(storage.getItem('wx:k')).toBeNull();
  });

  it('undefined is stored as null', () => {
    const { cache } = setup();
    cache.set('k', undefined);
    expect(cache.get('k')).toBeNull();
  });

  it('a storage that throws does not break the caller', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const cache = createSignedCache({ storage: broken, salt: 's' });
    expect(cache.set('k', 1)).toBe(false);
    expect(cache.get('k')).toBeNull();
    expect(() => cache.remove('k')).not.toThrow();
  });

  it('works over a Map-like storage (the window.localStorage shape)', () => {
    const map = new Map<string, string>();
    const storage: KeyValueStorage = {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    };
    const cache = createSignedCache({ storage, salt: 's' });
    expect(cache.set('wx_taskidCache', { '1': 'enc1' })).toBe(true);
    expect(cache.get('wx_taskidCache')).toEqual({ '1': 'enc1' });
    expect(map.size).toBe(1);
  });

  it('createMemoryStorage exposes size and keys', () => {
    const storage = createMemoryStorage({ a: '1' });
    storage.setItem('b', '2');
    expect(storage.size).toBe(2);
    expect(storage.keys()).toEqual(['a', 'b']);
  });
});

describe('same-mobile check skip: "changed the mobile in the last 24 hours and whose cached mobile equals the looked-up one"', () => {
  const t0 = 1_700_000_000_000;
  const entry = mobileChangedEntry('13812345678', t0);

  it('records a 24-hour window', () => {
    expect(entry).toEqual({ hadModify: true, expireTime: t0 + MOBILE_CHANGE_SKIP_WINDOW_MS, mobile: '13812345678' });
  });

  it.each([
    ['same mobile within 24 h', entry, '13812345678', t0 + MOBILE_CHANGE_SKIP_WINDOW_MS - 1, true],
    ['at 24 h', entry, '13812345678', t0 + MOBILE_CHANGE_SKIP_WINDOW_MS, false],
    ['different mobile', entry, '13900000000', t0 + 1, false],
    ['not modified', { ...entry, hadModify: false }, '13812345678', t0 + 1, false],
    ['modified as string', { ...entry, hadModify: 'true' }, '13812345678', t0 + 1, true],
    ['expireTime as string', { ...entry, expireTime: String(entry.expireTime) }, '13812345678', t0 + 1, true],
    ['no expireTime', { ...entry, expireTime: null }, '13812345678', t0 + 1, false],
    ['no entry', null, '13812345678', t0, false],
    ['no looked-up mobile', entry, null, t0, false],
  ] as const)('%s → %s', (_name, e, mobile, now, expected) => {
    expect(skipsMobileCheck(e, mobile, now)).toBe(expected);
  });
});
