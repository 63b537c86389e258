import { LRUCache } from 'lru-cache';
import type { Counter } from 'prom-client';
import type { AnswerCache, EncryptKind } from '../../shared/catalogue/types.js';
import { ID_CACHE_TTL_MS } from '../../shared/domain/constants.js';

// Bounded caches with TTLs (spec 000 §9: switch 30 min, id caches 30 min; config caches 30 min),
// each counting hits and misses into /metrics.

export type CacheName = AnswerCache['name'] | 'ids' | 'media';

/** Uploaded media stay valid upstream for 3 days (spec 001 §4); cached mediaIds expire before that. */
export const MEDIA_CACHE_TTL_MS = 70 * 3600_000;

const MAX_ENTRIES: Record<CacheName, number> = {
  appConfig: 200,
  systemConfig: 2000,
  switch: 16,
  managerInfo: 5000,
  ids: 50_000,
  media: 5000,
};

/**
 * Longest key a cache stores. Keys are built from request fields, which the schemas bound
 * (shared/catalogue/limits.ts); this is the backstop for any path that slips past them: a longer
 * key is simply not cached, so no caller can fill memory with kilobyte keys.
 */
export const MAX_KEY_LENGTH = 512;

export class CountedCache {
  private readonly lru: LRUCache<string, { value: unknown }>;
  constructor(
    readonly name: CacheName,
    private readonly counter: Counter<'cache' | 'event'>,
    ttlMs: number,
  ) {
    this.lru = new LRUCache({ max: MAX_ENTRIES[name], ttl: ttlMs });
  }
  /** The cached value wrapped (so a cached undefined or null is still a hit), or undefined on a miss. */
  get(key: string): { value: unknown } | undefined {
    const hit = this.lru.get(key);
    this.counter.inc({ cache: this.name, event: hit ? 'hit' : 'miss' });
    return hit;
  }
  set(key: string, value: unknown, ttlMs?: number) {
    if (key.length > MAX_KEY_LENGTH) return;
    this.lru.set(key, { value }, ttlMs ? { ttl: ttlMs } : undefined);
  }
  delete(key: string) {
    this.lru.delete(key);
  }
  clear() {
    this.lru.clear();
  }
  get size() {
    return this.lru.size;
  }
}

export type Caches = Record<CacheName, CountedCache>;

export function createCaches(counter: Counter<'cache' | 'event'>): Caches {
  const thirtyMin = 30 * 60_000;
  return {
    appConfig: new CountedCache('appConfig', counter, thirtyMin),
    systemConfig: new CountedCache('systemConfig', counter, thirtyMin),
    switch: new CountedCache('switch', counter, thirtyMin),
    managerInfo: new CountedCache('managerInfo', counter, thirtyMin),
    ids: new CountedCache('ids', counter, ID_CACHE_TTL_MS),
    media: new CountedCache('media', counter, MEDIA_CACHE_TTL_MS),
  };
}

/** Key of an id-cache entry: encrypted ids are bound to the user (the AES key mixes in the user code). */
export const idCacheKey = (kind: EncryptKind, userCode: string, plain: string) => `${kind}|${userCode}|${plain}`;
