import { LRUCache } from 'lru-cache';
import type { StateStore, StoreSpace } from './store.js';

// The default store: bounded LRU caches in this process (one per kind of state). Values are kept
// as given, not serialised: the cached call stays as fast as it was before the store existed.

class EmbeddedSpace implements StoreSpace {
  /** Values wrapped, so that null and false are values like any other. */
  private readonly lru: LRUCache<string, { value: unknown }>;
  constructor(max: number, now: (() => number) | undefined) {
    // lru-cache's own clock (performance.now) unless a test clock is given.
    this.lru = new LRUCache({ max, ...(now ? { perf: { now } } : {}) });
  }
  get<T>(key: string): Promise<T | undefined> {
    return Promise.resolve(this.lru.get(key)?.value as T | undefined);
  }
  set(key: string, value: unknown, ttlMs: number): Promise<void> {
    this.lru.set(key, { value }, { ttl: ttlMs });
    return Promise.resolve();
  }
  setIfAbsent(key: string, value: unknown, ttlMs: number): Promise<boolean> {
    if (this.lru.has(key)) return Promise.resolve(false);
    this.lru.set(key, { value }, { ttl: ttlMs });
    return Promise.resolve(true);
  }
  delete(key: string): Promise<void> {
    this.lru.delete(key);
    return Promise.resolve();
  }
  increment(key: string, ttlMs: number): Promise<{ count: number; ttlMs: number }> {
    const current = this.lru.get(key)?.value;
    const count = (typeof current === 'number' ? current : 0) + 1;
    // The window starts with the first increment: later ones keep its expiry.
    if (typeof current === 'number') this.lru.set(key, { value: count }, { noUpdateTTL: true });
    else this.lru.set(key, { value: count }, { ttl: ttlMs });
    return Promise.resolve({ count, ttlMs: this.lru.getRemainingTTL(key) });
  }
  get size() {
    return this.lru.size;
  }
  clear() {
    this.lru.clear();
  }
}

export class EmbeddedStore implements StateStore {
  readonly kind = 'embedded';
  private readonly spaces = new Map<string, EmbeddedSpace>();
  /** `now`: the clock of every TTL (tests move it); lru-cache's performance.now otherwise. */
  constructor(private readonly now?: () => number) {}
  space(name: string, maxEntries: number): EmbeddedSpace {
    let space = this.spaces.get(name);
    if (!space) {
      space = new EmbeddedSpace(maxEntries, this.now);
      this.spaces.set(name, space);
    }
    return space;
  }
  check(): Promise<void> {
    return Promise.resolve();
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}
