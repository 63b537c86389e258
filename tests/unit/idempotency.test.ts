import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/http/answer.js';
import { IdempotencyStore, type StoredAnswer } from '../../server/http/idempotency.js';
import { EmbeddedStore } from '../../server/state/embedded-store.js';
import { StoreUnavailableError, type StateStore } from '../../server/state/store.js';

// Two IdempotencyStores on one state store stand for two replicas on one Redis.

const answer = (n: number): StoredAnswer => ({ status: 200, body: { ok: true, data: { n } } });
const later = <T>(ms: number, value: T) => new Promise<T>((r) => setTimeout(() => r(value), ms));

describe('idempotency keys shared by replicas', () => {
  it('a repeat on the other replica while the first runs waits for its answer; the work runs once', async () => {
    const shared = new EmbeddedStore();
    const [a, b] = [new IdempotencyStore(shared), new IdempotencyStore(shared)];
    let runs = 0;
    const work = () => (runs++, later(150, answer(runs)));
    const [first, repeat] = await Promise.all([a.run('k1', work), later(20, null).then(() => b.run('k1', work))]);
    expect(first).toEqual({ answer: answer(1), replayed: false });
    expect(repeat).toEqual({ answer: answer(1), replayed: true });
    expect(runs).toBe(1);
    // And afterwards, from either replica, without running again.
    expect(await b.run('k1', work)).toEqual({ answer: answer(1), replayed: true });
    expect(runs).toBe(1);
  });

  it('a repeat that cannot get the answer within its wait answers 409 IDEMPOTENCY_IN_PROGRESS; the work still ran once', async () => {
    const shared = new EmbeddedStore();
    const [a, b] = [new IdempotencyStore(shared), new IdempotencyStore(shared, 100)];
    let runs = 0;
    const slow = a.run('k2', () => (runs++, later(300, answer(1))));
    await later(20, null);
    const refused = await b.run('k2', () => (runs++, Promise.resolve(answer(2)))).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_IN_PROGRESS' });
    expect((await slow).answer).toEqual(answer(1));
    expect(runs).toBe(1);
  });

  it('work that fails without an answer releases the key: a repeat runs it again', async () => {
    const store = new IdempotencyStore(new EmbeddedStore());
    await expect(store.run('k3', () => Promise.reject(new Error('socket hang up')))).rejects.toThrow('socket hang up');
    expect(await store.run('k3', () => Promise.resolve(answer(3)))).toEqual({ answer: answer(3), replayed: false });
  });

  it('a store that cannot be reached answers 503 before the work runs (fail closed)', async () => {
    const down: StateStore = {
      kind: 'redis',
      space: () => {
        const fail = () => Promise.reject(new StoreUnavailableError('redis: connection refused'));
        return { get: fail, set: fail, setIfAbsent: fail, delete: fail, increment: fail };
      },
      check: () => Promise.reject(new StoreUnavailableError('down')),
      close: () => Promise.resolve(),
    };
    let runs = 0;
    const refused = await new IdempotencyStore(down).run('k4', () => (runs++, Promise.resolve(answer(4)))).catch((err: unknown) => err);
    expect(refused).toMatchObject({ statusCode: 503, code: 'STATE_STORE_UNAVAILABLE' });
    expect(runs).toBe(0);
  });
});
