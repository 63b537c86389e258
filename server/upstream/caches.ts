import type { Counter } from 'prom-client';
import { counterSeries } from '../plugins/metrics.js';
import type { AnswerCache, EncryptKind } from '../../shared/catalogue/types.js';
import { ID_CACHE_TTL_MS } from '../../shared/domain/constants.js';
import type { StateStore, StoreSpace } from '../state/store.js';

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

/**
 * One answer cache in the state store (shared by every replica with Redis). A cache never fails a
 * call: when the store cannot be reached, a read is a miss (the upstream is asked) and a write is
 * skipped; both are counted as event "error" in /metrics.
 */
export class CountedCache {
  private readonly space: StoreSpace;
  // One series each, counted in place: prom-client hashes a label object on every inc() otherwise.
  private readonly hits: { inc(): void };
  private readonly misses: { inc(): void };
  private readonly errors: { inc(): void };
  constructor(
    readonly name: CacheName,
    counter: Counter<'cache' | 'event'>,
    private readonly ttlMs: number,
    store: StateStore,
  ) {
    this.space = store.space(`cache:${name}`, MAX_ENTRIES[name]);
    this.hits = { inc: counterSeries(counter, { cache: name, event: 'hit' }) };
    this.misses = { inc: counterSeries(counter, { cache: name, event: 'miss' }) };
    this.errors = { inc: counterSeries(counter, { cache: name, event: 'error' }) };
  }
  /** The cached value wrapped (so a cached undefined or null is still a hit), or undefined on a miss. */
  async get(key: string): Promise<{ value: unknown } | undefined> {
    try {
      const hit = await this.space.get<{ value: unknown }>(key);
      (hit ? this.hits : this.misses).inc();
      return hit;
    } catch {
      this.errors.inc();
      return undefined;
    }
  }
  /**
   * The same read without a promise where the store allows it (embedded): the wrapped value, or
   * undefined on a miss; null when only the asynchronous get() can tell (Redis).
   */
  getNow(key: string): { value: unknown } | undefined | null {
    if (!this.space.getNow) return null;
    const hit = this.space.getNow<{ value: unknown }>(key);
    (hit ? this.hits : this.misses).inc();
    return hit;
  }
  /**
   * The same read, not counted, where the store allows it (embedded; undefined with Redis or on a
   * miss): the fast reads (http/fast-reads.ts) look before they decide to answer, and count the hit
   * with countHit() only when they do — a request they leave to Fastify is counted there, once.
   */
  peekNow(key: string): { value: unknown } | undefined {
    return this.space.getNow?.<{ value: unknown }>(key);
  }
  countHit(): void {
    this.hits.inc();
  }
  async set(key: string, value: unknown, ttlMs?: number): Promise<void> {
    if (key.length > MAX_KEY_LENGTH) return;
    try {
      // Wrapped, so that a cached null or undefined is still a hit (in Redis too: {"value":…} or {}).
      await this.space.set(key, { value }, ttlMs ?? this.ttlMs);
    } catch {
      this.errors.inc();
    }
  }
  async delete(key: string): Promise<void> {
    try {
      await this.space.delete(key);
    } catch {
      this.errors.inc();
    }
  }
  /** Entries in this process (embedded store); undefined with Redis. */
  get size(): number | undefined {
    return (this.space as { size?: number }).size;
  }
  /** Empty the cache (tests; embedded store only). */
  clear() {
    (this.space as { clear?: () => void }).clear?.();
  }
}

export type Caches = Record<CacheName, CountedCache>;

export function createCaches(counter: Counter<'cache' | 'event'>, store: StateStore): Caches {
  const thirtyMin = 30 * 60_000;
  return {
    appConfig: new CountedCache('appConfig', counter, thirtyMin, store),
    systemConfig: new CountedCache('systemConfig', counter, thirtyMin, store),
    switch: new CountedCache('switch', counter, thirtyMin, store),
    managerInfo: new CountedCache('managerInfo', counter, thirtyMin, store),
    ids: new CountedCache('ids', counter, ID_CACHE_TTL_MS, store),
    media: new CountedCache('media', counter, MEDIA_CACHE_TTL_MS, store),
  };
}

/** Key of an id-cache entry: encrypted ids are bound to the user (the AES key mixes in the user code). */
export const idCacheKey = (kind: EncryptKind, userCode: string, plain: string) => `${kind}|${userCode}|${plain}`;
