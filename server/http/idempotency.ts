import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError, MESSAGES } from './answer.js';
import { required, type StateStore, type StoreSpace } from '../state/store.js';

// Idempotency keys of state-changing calls: a repeat with the same key within 24 hours (same
// caller, same call) gets the first answer, and the upstream is called once — on whichever
// replica the repeat lands. The first request claims the key in the state store with
// set-if-absent ("running"), so two replicas never both call the upstream. A repeat that arrives
// while the first still runs waits for its answer: in this process by sharing its promise, on
// another replica by polling the store for up to IDEMPOTENCY_WAIT_MS, then 409 (the first may
// still succeed: the caller looks at the result rather than resubmitting). A store that cannot be
// reached answers 503 before anything goes upstream (fail closed).
//
// Bounded so that no caller can take the keys of another (issue 30): only signed-in staff's keys are
// kept (an anonymous caller's key is not stored: mirror.ts runs the call as an unkeyed one), each
// staff member may keep IDEMPOTENCY_KEYS_PER_CALLER keys and IDEMPOTENCY_BYTES_PER_CALLER bytes of
// them a day (more: 429 IDEMPOTENCY_LIMITED to that caller, before the upstream; an answer that would
// pass the bytes is kept as "done" without its body), an answer over IDEMPOTENCY_MAX_ANSWER_BYTES is
// kept as "done" without its body (a repeat: 409, never a second call), and the embedded space is
// bounded by bytes and never evicts a live key: when full it refuses the new key (429 to its caller)
// rather than forget one. The allowances are a fiftieth of the bound each, so one staff member cannot
// fill it; only fifty at their whole allowance at once could. Redis runs with noeviction (README) for
// the same reason, and the per-caller byte counter bounds each staff member there too.

export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** A claim outlives the longest upstream call (10-minute mass send); a crashed replica's claim then lapses. */
export const IDEMPOTENCY_CLAIM_TTL_MS = 15 * 60_000;
/** How long a repeat on another replica waits for the first answer before answering 409. */
export const IDEMPOTENCY_WAIT_MS = 5_000;
const POLL_MS = 50;
/** Keys one staff member may keep within IDEMPOTENCY_TTL_MS: far above a day's work, a bound on a flood. */
export const IDEMPOTENCY_KEYS_PER_CALLER = 2_000;
/** Answers larger than this are kept as "done" only (a repeat is told the call was made, 409). */
export const IDEMPOTENCY_MAX_ANSWER_BYTES = 32 * 1024;
/** The embedded space's bound: keys and their answers together. */
export const IDEMPOTENCY_MAX_BYTES = 64 * 1024 * 1024;
/**
 * What one staff member's kept keys may take within IDEMPOTENCY_TTL_MS (counted as the embedded
 * space counts them): a fiftieth of the bound, 1.28 MB — some 500 kept answers of 1 K characters,
 * several times a busy day's keyed calls.
 */
export const IDEMPOTENCY_BYTES_PER_CALLER = Math.floor(IDEMPOTENCY_MAX_BYTES / 50);
/** What a caller may send as a key: a UUID or similar token. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * A kept answer is its JSON text, not the object: what it costs in memory is then its size (the
 * embedded space is bounded by bytes), and a replay is the same bytes the first caller got.
 */
type Entry = { state: 'running' } | { state: 'done'; status: number; json: string } | { state: 'done-large'; status: number };

/** What a kept entry costs: the embedded space's own measure (UTF-16 key and JSON, and a fixed overhead). */
const costOf = (key: string, entry: Entry) => 2 * (JSON.stringify(entry).length + key.length) + 64;

/** A caller past their allowance of kept keys, or a store with no room for their new key: their own call is refused. */
const limited = () => new ApiError(429, 'IDEMPOTENCY_LIMITED', MESSAGES.idempotencyLimited);

/** What a repeat of a call whose answer was too large to keep is told: it was made, look at the result. */
const answerNotKept = (status: number): StoredAnswer => ({
  status: 409,
  body: { ok: false, error: { code: 'IDEMPOTENCY_ANSWER_NOT_KEPT', message: `${MESSAGES.idempotencyAnswerNotKept}（首次结果：${status}）` } },
});
type Outcome = { answer: StoredAnswer; replayed: boolean };

export class IdempotencyStore {
  private readonly keys: StoreSpace;
  /** Keys kept per caller within the TTL. */
  private readonly perCaller: StoreSpace;
  /** Bytes kept per caller within the TTL. */
  private readonly perCallerBytes: StoreSpace;
  /** This process's requests in flight by key: a repeat here shares the promise (no polling). */
  private readonly running = new Map<string, Promise<Outcome>>();

  /** `waitMs`: how long a repeat waits for another replica's answer (tests shorten it). */
  constructor(
    store: StateStore,
    private readonly waitMs = IDEMPOTENCY_WAIT_MS,
  ) {
    this.keys = store.space('idempotency', 200_000, { maxBytes: IDEMPOTENCY_MAX_BYTES, evict: false });
    this.perCaller = store.space('idempotency-callers', 50_000);
    this.perCallerBytes = store.space('idempotency-caller-bytes', 50_000);
  }

  /** `caller`, when given, is counted against IDEMPOTENCY_KEYS_PER_CALLER for each new key. */
  run(key: string, work: () => Promise<StoredAnswer>, caller?: string): Promise<Outcome> {
    const pending = this.running.get(key);
    if (pending) return pending.then(({ answer }) => ({ answer, replayed: true }));
    const outcome = this.claimOrWait(key, work, caller).finally(() => this.running.delete(key));
    this.running.set(key, outcome);
    return outcome;
  }

  private async claimOrWait(key: string, work: () => Promise<StoredAnswer>, caller: string | undefined): Promise<Outcome> {
    const deadline = Date.now() + this.waitMs;
    let counted = false;
    for (;;) {
      const entry = await required(this.keys.get<Entry>(key));
      if (entry?.state === 'done') return { answer: { status: entry.status, body: JSON.parse(entry.json) as unknown }, replayed: true };
      if (entry?.state === 'done-large') return { answer: answerNotKept(entry.status), replayed: true };
      if (!entry && caller !== undefined && !counted) {
        // A new key: within the caller's own allowance, before anything goes upstream.
        counted = true;
        const { count } = await required(this.perCaller.increment(caller, IDEMPOTENCY_TTL_MS));
        if (count > IDEMPOTENCY_KEYS_PER_CALLER) throw new ApiError(429, 'RATE_LIMITED', MESSAGES.rateLimited);
        if ((await this.bytesOf(caller)) >= IDEMPOTENCY_BYTES_PER_CALLER) throw limited();
      }
      if (!entry && (await this.claim(key))) return { answer: await this.runClaimed(key, work, caller), replayed: false };
      // Another replica runs it (or its claim was just released): look again shortly.
      if (Date.now() >= deadline) throw new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', MESSAGES.idempotencyInProgress);
      await sleep(POLL_MS);
    }
  }

  /** The bytes `caller`'s kept keys take in the current window (an increment by 0: a counter reads the same on Redis). */
  private async bytesOf(caller: string): Promise<number> {
    return (await required(this.perCallerBytes.increment(caller, IDEMPOTENCY_TTL_MS, 0))).count;
  }

  /** Claim a new key; a full space refuses it — to this caller (429), never by evicting another's key. */
  private async claim(key: string): Promise<boolean> {
    try {
      return await required(this.keys.setIfAbsent(key, { state: 'running' }, IDEMPOTENCY_CLAIM_TTL_MS));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'STATE_STORE_FULL') throw limited();
      throw err;
    }
  }

  private async runClaimed(key: string, work: () => Promise<StoredAnswer>, caller: string | undefined): Promise<StoredAnswer> {
    let answer: StoredAnswer;
    try {
      answer = await work();
    } catch (err) {
      // No answer to keep: release the claim so that a repeat may try again.
      await this.keys.delete(key).catch(() => undefined);
      throw err;
    }
    // The call has happened: its answer goes to the caller even if it cannot be kept. The claim
    // then stays until it lapses, so a repeat meanwhile gets 409, never a second call.
    const json = JSON.stringify(answer.body) ?? 'null';
    const large: Entry = { state: 'done-large', status: answer.status };
    let kept: Entry = json.length > IDEMPOTENCY_MAX_ANSWER_BYTES ? large : { state: 'done', status: answer.status, json };
    try {
      // Within the caller's byte allowance: an answer that would pass it is kept as made only.
      if (caller !== undefined) {
        if (kept !== large && (await this.bytesOf(caller)) + costOf(key, kept) > IDEMPOTENCY_BYTES_PER_CALLER) kept = large;
        await required(this.perCallerBytes.increment(caller, IDEMPOTENCY_TTL_MS, costOf(key, kept)));
      }
      await this.keys.set(key, kept, IDEMPOTENCY_TTL_MS);
    } catch {
      // Not kept (the store failed or is full): the claim stays until it lapses, a repeat gets 409.
    }
    return answer;
  }
}
