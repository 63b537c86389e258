import { LRUCache } from 'lru-cache';

// Idempotency keys of state-changing calls: a repeat with the same key within 24 hours (same
// caller, same call) gets the first answer, and the upstream is called once. A repeat that
// arrives while the first is still running waits for it.

export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** What a caller may send as a key: a UUID or similar token. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export class IdempotencyStore {
  private readonly done: LRUCache<string, StoredAnswer>;
  private readonly running = new Map<string, Promise<StoredAnswer>>();

  constructor(now: () => number = Date.now) {
    this.done = new LRUCache<string, StoredAnswer>({ max: 100_000, ttl: IDEMPOTENCY_TTL_MS, perf: { now } });
  }

  async run(key: string, work: () => Promise<StoredAnswer>): Promise<{ answer: StoredAnswer; replayed: boolean }> {
    const stored = this.done.get(key);
    if (stored) return { answer: stored, replayed: true };
    const pending = this.running.get(key);
    if (pending) return { answer: await pending, replayed: true };
    const promise = work();
    this.running.set(key, promise);
    try {
      const answer = await promise;
      this.done.set(key, answer);
      return { answer, replayed: false };
    } finally {
      this.running.delete(key);
    }
  }
}
