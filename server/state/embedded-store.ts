import { LRUCache } from 'lru-cache';
import { StoreFullError, type SpaceLimits, type StateStore, type StoreSpace } from './store.js';

// The default store: bounded LRU caches in this process (one per kind of state). Values are kept
// as given, not serialised: the cached call stays as fast as it was before the store existed.

/** Roughly what a value costs in memory: its JSON text and its key as UTF-16 (2 bytes a unit), plus the entry. */
const sizeOf = (entry: { value: unknown }, key: string) => 2 * ((JSON.stringify(entry.value)?.length ?? 1) + key.length) + 64;
/** A full no-evict space looks for expired entries at most this often (a scan is O(entries)). */
const PURGE_EVERY_MS = 1000;

class EmbeddedSpace implements StoreSpace {
  /** Values wrapped, so that null and false are values like any other. */
  private readonly lru: LRUCache<string, { value: unknown }>;
  private readonly evict: boolean;
  private lastPurge = 0;
  constructor(
    private readonly max: number,
    private readonly now: (() => number) | undefined,
    private readonly limits: SpaceLimits = {},
  ) {
    this.evict = limits.evict !== false;
    // lru-cache's own clock (performance.now) unless a test clock is given.
    this.lru = new LRUCache({
      max,
      ...(limits.maxBytes ? { maxSize: limits.maxBytes, sizeCalculation: sizeOf } : {}),
      ...(now ? { perf: { now } } : {}),
    });
  }

  /** In a space that never evicts, a new or grown value must fit; expired entries make room first. */
  private makeRoom(key: string, entry: { value: unknown }) {
    if (this.evict) return;
    const present = this.lru.has(key);
    const size = this.limits.maxBytes ? sizeOf(entry, key) : 0;
    const grows = size - (present ? (this.lru.info(key)?.size ?? 0) : 0);
    if (present && grows <= 0) return;
    const fits = () => (present || this.lru.size < this.max) && (!this.limits.maxBytes || this.lru.calculatedSize + grows <= this.limits.maxBytes);
    if (fits()) return;
    const t = this.now?.() ?? performance.now();
    if (t - this.lastPurge >= PURGE_EVERY_MS || t < this.lastPurge) {
      this.lastPurge = t;
      this.lru.purgeStale();
      if (fits()) return;
    }
    throw new StoreFullError(`state space full (${this.lru.size} entries)`);
  }
  get<T>(key: string): Promise<T | undefined> {
    return Promise.resolve(this.lru.get(key)?.value as T | undefined);
  }
  getNow<T>(key: string): T | undefined {
    return this.lru.get(key)?.value as T | undefined;
  }
  set(key: string, value: unknown, ttlMs: number): Promise<void> {
    const entry = { value };
    try {
      this.makeRoom(key, entry);
    } catch (err) {
      return Promise.reject(err as Error);
    }
    this.lru.set(key, entry, { ttl: ttlMs });
    return Promise.resolve();
  }
  setIfAbsent(key: string, value: unknown, ttlMs: number): Promise<boolean> {
    if (this.lru.has(key)) return Promise.resolve(false);
    return this.set(key, value, ttlMs).then(() => true);
  }
  delete(key: string): Promise<void> {
    this.lru.delete(key);
    return Promise.resolve();
  }
  increment(key: string, ttlMs: number, by = 1): Promise<{ count: number; ttlMs: number }> {
    const current = this.lru.get(key)?.value;
    const count = (typeof current === 'number' ? current : 0) + by;
    // The window starts with the first increment: later ones keep its expiry.
    if (typeof current === 'number') this.lru.set(key, { value: count }, { noUpdateTTL: true });
    else this.lru.set(key, { value: count }, { ttl: ttlMs });
    return Promise.resolve({ count, ttlMs: this.lru.getRemainingTTL(key) });
  }
  get size() {
    return this.lru.size;
  }
  /** The bytes its values take, as counted for maxBytes (0 without it). */
  get bytes() {
    return this.lru.calculatedSize;
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
  space(name: string, maxEntries: number, limits?: SpaceLimits): EmbeddedSpace {
    let space = this.spaces.get(name);
    if (!space) {
      space = new EmbeddedSpace(maxEntries, this.now, limits);
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
