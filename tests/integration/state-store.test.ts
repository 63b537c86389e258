import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '../../server/state/embedded-store.js';
import { RedisStore } from '../../server/state/redis-store.js';
import { StoreUnavailableError, type StateStore } from '../../server/state/store.js';
import { startRedis, type TestRedis } from '../helpers/redis.js';

// The store contract, the same for the embedded store and for Redis: what the permission checks,
// PC logins, idempotency keys, rate limits and caches rely on.

let redis: TestRedis;
let redisStore: RedisStore;

beforeAll(async () => {
  redis = await startRedis();
  redisStore = new RedisStore({ url: redis.url, keyPrefix: `contract-${process.pid}:` });
  await redisStore.connected(5000);
});

afterAll(async () => {
  await redisStore?.close();
  await redis?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each([
  ['embedded', () => new EmbeddedStore() as StateStore],
  ['redis', () => redisStore as StateStore],
])('%s store', (_name, store) => {
  it('get/set keep JSON values (null and false included) until their TTL', async () => {
    const space = store().space(`values-${Math.random()}`, 100);
    expect(await space.get('missing')).toBeUndefined();
    await space.set('object', { a: [1, 'two'], b: null }, 10_000);
    await space.set('null', null, 10_000);
    await space.set('false', false, 10_000);
    await space.set('short', 'v', 50);
    expect(await space.get('object')).toEqual({ a: [1, 'two'], b: null });
    expect(await space.get('null')).toBeNull();
    expect(await space.get('false')).toBe(false);
    expect(await space.get('short')).toBe('v');
    await sleep(80);
    expect(await space.get('short')).toBeUndefined();
    await space.delete('object');
    expect(await space.get('object')).toBeUndefined();
  });

  it('set-if-absent: of many concurrent claims exactly one wins; it is free again after delete or expiry', async () => {
    const space = store().space(`claims-${Math.random()}`, 100);
    const won = await Promise.all(Array.from({ length: 20 }, (_, i) => space.setIfAbsent('key', i, 10_000)));
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await space.get('key')).toBe(won.indexOf(true));
    await space.delete('key');
    expect(await space.setIfAbsent('key', 'again', 50)).toBe(true);
    await sleep(80);
    expect(await space.setIfAbsent('key', 'after expiry', 10_000)).toBe(true);
  });

  it('increment counts within a window that starts with the first increment', async () => {
    const space = store().space(`counts-${Math.random()}`, 100);
    expect(await space.increment('user', 200)).toMatchObject({ count: 1 });
    const second = await space.increment('user', 200);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(0);
    expect(second.ttlMs).toBeLessThanOrEqual(200);
    await sleep(250);
    expect((await space.increment('user', 200)).count).toBe(1);
  });

  it('increment by an amount (a byte counter); by 0 reads the count, starting the window when absent', async () => {
    const space = store().space(`bytes-${Math.random()}`, 100);
    expect((await space.increment('user', 10_000, 0)).count).toBe(0);
    expect((await space.increment('user', 10_000, 4096)).count).toBe(4096);
    const read = await space.increment('user', 10_000, 0);
    expect(read.count).toBe(4096);
    expect(read.ttlMs).toBeGreaterThan(0);
    expect(read.ttlMs).toBeLessThanOrEqual(10_000);
  });

  it('spaces do not see each other’s keys', async () => {
    const a = store().space(`a-${Math.random()}`, 100);
    const b = store().space(`b-${Math.random()}`, 100);
    await a.set('k', 'a', 10_000);
    expect(await b.get('k')).toBeUndefined();
  });
});

describe('redis store while Redis is away', () => {
  it('commands fail at once with StoreUnavailableError, check() rejects; after a restart it reconnects', async () => {
    const space = redisStore.space('away');
    await redis.stop();
    const started = Date.now();
    await expect(space.get('k')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(space.setIfAbsent('k', 1, 1000)).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(space.increment('k', 1000)).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(redisStore.check()).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(Date.now() - started).toBeLessThan(2000);
    await redis.start();
    await redisStore.connected(10_000);
    await redisStore.check();
    expect(await space.setIfAbsent('k', 1, 1000)).toBe(true);
  });
});
