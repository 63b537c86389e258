import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/http/answer.js';
import { IDEMPOTENCY_BYTES_PER_CALLER, IDEMPOTENCY_KEYS_PER_CALLER, IDEMPOTENCY_MAX_ANSWER_BYTES, IDEMPOTENCY_MAX_BYTES, IdempotencyStore, type StoredAnswer } from '../../server/http/idempotency.js';
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

// Issue 30, finding 3: bounded by bytes, and no caller can take another's keys.
describe('the idempotency store under a flood', () => {
  const big = (n: number, kb: number): StoredAnswer => ({ status: 200, body: { ok: true, data: { n, pad: 'x'.repeat(kb * 1024) } } });

  it('stays within its byte bound and never evicts a live key: when full it refuses the new key to its caller (429, never 503), old ones still replay', async () => {
    const shared = new EmbeddedStore();
    const store = new IdempotencyStore(shared);
    expect((await store.run('victim|send|key-0001', () => Promise.resolve(answer(1)), 'victim')).replayed).toBe(false);
    // 60 callers, each up to their own allowance, with answers just under the kept-answer bound:
    // only 50 at their whole allowance fit, so the store fills.
    const refusals: unknown[] = [];
    for (let c = 0; c < 60; c++) {
      for (let i = 0; i < 100; i++) {
        const r = await store.run(`c${c}|send|key-${i}`, () => Promise.resolve(big(i, 30)), `c${c}`).catch((err: unknown) => err);
        if (r instanceof ApiError) {
          refusals.push(r);
          break;
        }
      }
    }
    expect(refusals.length).toBeGreaterThan(0);
    for (const r of refusals) expect(r).toMatchObject({ statusCode: 429, code: 'IDEMPOTENCY_LIMITED' });
    const space = shared.space('idempotency', 0);
    expect(space.bytes).toBeLessThanOrEqual(IDEMPOTENCY_MAX_BYTES);
    expect(space.bytes).toBeGreaterThan(IDEMPOTENCY_MAX_BYTES * 0.9);
    // The first caller's key survived the flood: its retry is answered, the work not run again.
    let ranAgain = false;
    const again = await store.run('victim|send|key-0001', () => ((ranAgain = true), Promise.resolve(answer(2))), 'victim');
    expect(again).toEqual({ answer: answer(1), replayed: true });
    expect(ranAgain).toBe(false);
  });

  it('one caller may keep IDEMPOTENCY_KEYS_PER_CALLER keys a day; past that 429 before the work runs, others unaffected', async () => {
    const store = new IdempotencyStore(new EmbeddedStore());
    for (let i = 0; i < IDEMPOTENCY_KEYS_PER_CALLER; i++) await store.run(`flood|send|k-${i}`, () => Promise.resolve(answer(i)), 'flood');
    let ran = false;
    const over = await store.run('flood|send|k-over', () => ((ran = true), Promise.resolve(answer(0))), 'flood').catch((err: unknown) => err);
    expect(over).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(ran).toBe(false);
    expect((await store.run('other|send|k-1', () => Promise.resolve(answer(7)), 'other')).replayed).toBe(false);
  });

  it('one caller cannot fill the store: past their byte allowance their own keyed call answers 429, another caller’s is kept and replays', async () => {
    const shared = new EmbeddedStore();
    const store = new IdempotencyStore(shared);
    let refused: unknown;
    let kept = 0;
    for (let i = 0; i < IDEMPOTENCY_KEYS_PER_CALLER; i++) {
      const r = await store.run(`flood|send|k-${i}`, () => Promise.resolve(big(i, 30)), 'flood').catch((err: unknown) => err);
      if (r instanceof ApiError) {
        refused = r;
        break;
      }
      kept++;
    }
    expect(refused).toMatchObject({ statusCode: 429, code: 'IDEMPOTENCY_LIMITED', message: expect.stringMatching(/防重复提交记录已达上限/) });
    // Its first answers are kept whole; once the next would pass the allowance they are kept as made
    // only (a few hundred bytes each) until the allowance is spent: far fewer keys than its count allows.
    expect(kept).toBeLessThan(IDEMPOTENCY_KEYS_PER_CALLER / 4);
    // What the flood keeps is its allowance (and one answer's worth), far from the bound.
    const space = shared.space('idempotency', 0);
    expect(space.bytes).toBeLessThanOrEqual(IDEMPOTENCY_BYTES_PER_CALLER + 2 * (IDEMPOTENCY_MAX_ANSWER_BYTES + 200) + 200);
    let runs = 0;
    const work = () => (runs++, Promise.resolve(big(7, 30)));
    expect((await store.run('other|send|k-1', work, 'other')).replayed).toBe(false);
    expect(await store.run('other|send|k-1', work, 'other')).toMatchObject({ replayed: true, answer: big(7, 30) });
    expect(runs).toBe(1);
  });

  it('an answer that would pass the caller’s byte allowance is kept as made only: a repeat is told so (409), never run twice', async () => {
    const store = new IdempotencyStore(new EmbeddedStore());
    const runs = new Map<string, number>();
    const work = (k: string) => () => (runs.set(k, (runs.get(k) ?? 0) + 1), Promise.resolve(big(1, 30)));
    const keys: string[] = [];
    for (let i = 0; ; i++) {
      const k = `u|send|k-${i}`;
      const r = await store.run(k, work(k), 'u').catch((err: unknown) => err);
      if (r instanceof ApiError) break;
      keys.push(k);
    }
    const repeats = await Promise.all(keys.map((k) => store.run(k, work(k), 'u')));
    expect(repeats.every((r) => r.replayed)).toBe(true);
    // The last one kept passed the allowance: made, not kept.
    expect(repeats.at(-1)!.answer).toMatchObject({ status: 409, body: { error: { code: 'IDEMPOTENCY_ANSWER_NOT_KEPT' } } });
    expect(repeats[0]!.answer).toEqual(big(1, 30));
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });

  it('an answer too large to keep is remembered as made: a repeat is told so (409), the work never runs twice', async () => {
    const store = new IdempotencyStore(new EmbeddedStore());
    let runs = 0;
    const work = () => (runs++, Promise.resolve(big(1, IDEMPOTENCY_MAX_ANSWER_BYTES / 1024 + 1)));
    expect((await store.run('u|send|large-1', work, 'u')).answer.status).toBe(200);
    const repeat = await store.run('u|send|large-1', work, 'u');
    expect(repeat.replayed).toBe(true);
    expect(repeat.answer).toMatchObject({ status: 409, body: { ok: false, error: { code: 'IDEMPOTENCY_ANSWER_NOT_KEPT' } } });
    expect(runs).toBe(1);
  });
});
