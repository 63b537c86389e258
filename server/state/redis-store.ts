import { readFileSync } from 'node:fs';
import { Redis, type RedisOptions } from 'ioredis';
import { StoreUnavailableError, type StateStore, type StoreSpace } from './store.js';

// The shared store: one Redis for every replica. Commands fail at once while Redis is away (no
// offline queue, one try), so a request never hangs on it: security-relevant state answers 503,
// caches call the upstream. ioredis reconnects on its own, with a back-off up to 2 s.

export interface RedisStoreOptions {
  url: string;
  /** Prefix of every key (several apps or environments on one Redis). */
  keyPrefix: string;
  /** PEM file of the CA that signed the server's certificate (rediss:// URLs). */
  tlsCaFile?: string | undefined;
  /** How long one command may take before it counts as a failure. */
  commandTimeoutMs?: number;
}

const unavailable = (err: unknown) => new StoreUnavailableError(`redis: ${(err as Error)?.message ?? String(err)}`);

class RedisSpace implements StoreSpace {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}
  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.run(() => this.redis.get(this.prefix + key));
    return raw === null ? undefined : (JSON.parse(raw) as { v: T }).v;
  }
  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    await this.run(() => this.redis.set(this.prefix + key, JSON.stringify({ v: value }), 'PX', Math.max(1, Math.round(ttlMs))));
  }
  async setIfAbsent(key: string, value: unknown, ttlMs: number): Promise<boolean> {
    const done = await this.run(() => this.redis.set(this.prefix + key, JSON.stringify({ v: value }), 'PX', Math.max(1, Math.round(ttlMs)), 'NX'));
    return done === 'OK';
  }
  async delete(key: string): Promise<void> {
    await this.run(() => this.redis.del(this.prefix + key));
  }
  async increment(key: string, ttlMs: number, by = 1): Promise<{ count: number; ttlMs: number }> {
    // INCRBY, the first PEXPIRE (NX: Redis ≥ 7) and PTTL in one transaction: no counter is left without expiry.
    const k = this.prefix + key;
    const results = await this.run(() => this.redis.multi().incrby(k, by).pexpire(k, Math.max(1, Math.round(ttlMs)), 'NX').pttl(k).exec());
    const failed = !results || results.some(([err]) => err);
    if (failed) throw unavailable(results?.find(([err]) => err)?.[0] ?? new Error('transaction aborted'));
    return { count: Number(results[0]![1]), ttlMs: Number(results[2]![1]) };
  }

  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (err) {
      throw unavailable(err);
    }
  }
}

export class RedisStore implements StateStore {
  readonly kind = 'redis';
  readonly redis: Redis;
  private readonly spaces = new Map<string, RedisSpace>();

  constructor(private readonly opts: RedisStoreOptions) {
    const tls = opts.tlsCaFile ? { tls: { ca: readFileSync(opts.tlsCaFile) } } : {};
    const options: RedisOptions = {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: opts.commandTimeoutMs ?? 1000,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 100, 2000),
      ...tls,
    };
    this.redis = new Redis(opts.url, options);
    // Without a listener ioredis prints every failed reconnect; /readyz reports the state instead.
    this.redis.on('error', () => {});
  }

  /** Wait (at most `ms`) for the first connection, so that the first requests find Redis ready. */
  async connected(ms: number): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      this.redis.once('ready', done);
      function done() {
        clearTimeout(timer);
        resolve();
      }
    });
  }

  space(name: string): RedisSpace {
    let space = this.spaces.get(name);
    if (!space) {
      space = new RedisSpace(this.redis, `${this.opts.keyPrefix}${name}:`);
      this.spaces.set(name, space);
    }
    return space;
  }

  async check(): Promise<void> {
    if (this.redis.status !== 'ready') throw new StoreUnavailableError(`redis is ${this.redis.status}`);
    try {
      await this.redis.ping();
    } catch (err) {
      throw unavailable(err);
    }
  }

  async close(): Promise<void> {
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }
}
