import { ApiError, MESSAGES } from '../http/answer.js';

// The one place the BFF keeps state that must be the same on every replica: permission decisions,
// the mobile-change window, PC login ids, idempotency keys and the answer caches. Embedded
// (lru-cache, the default) or Redis (REDIS_URL): callers cannot tell them apart except by speed.

/** One kind of state (its own key prefix in Redis, its own bounded LRU when embedded). */
export interface StoreSpace {
  /** The stored value, or undefined when absent or expired. Values are JSON: never mutate one. */
  get<T>(key: string): Promise<T | undefined>;
  /** The same read without a promise, where the store is in this process (embedded); absent with Redis. */
  getNow?<T>(key: string): T | undefined;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Set only if no live value exists; true when this call stored it (two replicas never both win). */
  setIfAbsent(key: string, value: unknown, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Add one (or `by`); the window (TTL) starts with the first increment. The new count and the window's time left. */
  increment(key: string, ttlMs: number, by?: number): Promise<{ count: number; ttlMs: number }>;
}

/** How an embedded space is bounded besides its entry count (Redis is bounded by its own maxmemory, noeviction). */
export interface SpaceLimits {
  /** Bound by the size of the values too (their JSON length), not only by their count. */
  maxBytes?: number;
  /**
   * false: a full space refuses new keys (StoreFullError → 503) instead of evicting live ones —
   * for state whose loss is a security or correctness failure (idempotency keys, PC login ids).
   */
  evict?: boolean;
}

export interface StateStore {
  readonly kind: 'embedded' | 'redis';
  /** A kind of state; `maxEntries` (and `limits`) bound the embedded store (Redis is bounded by its own maxmemory). */
  space(name: string, maxEntries: number, limits?: SpaceLimits): StoreSpace;
  /** Resolves when the store answers; rejects with a reason naming it otherwise (/readyz). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** A store that cannot be reached (Redis down): security-relevant state answers this 503. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}

/** A space that never evicts is full: the new key is refused, every live one kept. */
export class StoreFullError extends Error {
  override name = 'StoreFullError';
}

/** Fail closed: the store's failure becomes a clear 503 rather than a guess. */
export async function required<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof StoreUnavailableError) throw new ApiError(503, 'STATE_STORE_UNAVAILABLE', MESSAGES.stateUnavailable);
    if (err instanceof StoreFullError) throw new ApiError(503, 'STATE_STORE_FULL', MESSAGES.stateFull);
    throw err;
  }
}
