import { callByName, isAbort, onCallDone, type CallName } from '../api';
import type { Fields } from '../api/types';
import { session } from '../session/store';
import { takeFirstData } from './first-data';

// The query cache: one entry per key: a catalogue call's name and fields (useCall), or a keyed read
// (useLoad: a name and every input of its loader, for a read that is not one catalogue call, its
// entry naming the calls whose invalidation asks it again). Screens asking for the same key at once
// share one request, and a reader joining a screen that already shows the answer reuses it while it
// is fresh (FRESH_MS). A screen opened again shows the kept answer at once and asks again (its data
// may have changed elsewhere: another person, another device); an answer is kept for KEEP_MS after
// its last reader leaves. After a mutation the
// screens name what changed (invalidate('callName')): every entry of that call is asked again for
// the screens showing it. Any call that may change data, sent outside the cache, marks every entry
// stale: the next screen to read it asks again. The answers are one person's: when the signed-in
// person changes (a logout, another login, another province), every kept answer is dropped.

const FRESH_MS = 3_000;
const KEEP_MS = 60_000;

export interface Entry {
  readonly key: string;
  /** The catalogue calls whose invalidation asks this entry again. */
  readonly calls: readonly string[];
  /** Ask for the answer (a keyed read: its latest reader's loader). */
  load: (signal: AbortSignal) => Promise<unknown>;
  /** The answer the BFF wrote into the page, taken on the first read (a catalogue call's entry). */
  readonly first?: () => { data: unknown } | undefined;
  data?: unknown;
  error?: Error;
  /** When the data arrived (0: stale, ask again on the next read). */
  at: number;
  /** A first reader joined (a screen opened, or opened again): the next read asks again. */
  opened?: boolean;
  loading: boolean;
  inflight?: { promise: Promise<void>; ctrl: AbortController };
  readers: Set<() => void>;
  dropTimer?: ReturnType<typeof setTimeout>;
}

const entries = new Map<string, Entry>();

/** The key of a call: its name and its fields (keys in order, undefined left out). */
function keyOf(name: string, fields: Fields): string {
  const sorted = Object.keys(fields)
    .filter((k) => fields[k] !== undefined)
    .sort()
    .map((k) => [k, fields[k]]);
  return `${name} ${JSON.stringify(sorted)}`;
}

function entryOf(key: string, make: () => Pick<Entry, 'calls' | 'load' | 'first'>): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { key, ...make(), at: 0, loading: false, readers: new Set() };
    entries.set(key, entry);
  }
  return entry;
}

/** The entry of one catalogue call. */
export function entryFor(name: string, fields: Fields, post: boolean): Entry {
  const method = post ? 'POST' : 'GET';
  return entryOf(keyOf(name, fields), () => ({
    calls: [name],
    load: (signal) => callByName(name, fields, { method, signal, read: true }),
    first: () => takeFirstData({ name, method, fields: fields as Record<string, string | number> }),
  }));
}

/**
 * The entry of a keyed read: `key` is a name and every input of `load` (readers with the same key
 * share it); `calls` are the catalogue calls whose invalidation asks it again.
 */
export function entryForLoad(key: readonly unknown[], load: (signal: AbortSignal) => Promise<unknown>, calls: readonly string[]): Entry {
  const entry = entryOf(`load ${JSON.stringify(key)}`, () => ({ calls, load }));
  entry.load = load;
  return entry;
}

const notify = (entry: Entry) => {
  for (const reader of entry.readers) reader();
};

/** Ask the upstream for the entry (one request at a time per entry). */
export function refresh(entry: Entry): Promise<void> {
  if (entry.inflight) return entry.inflight.promise;
  // The answer the BFF wrote into the page for this call, on the screen's first read.
  const first = entry.at === 0 && entry.data === undefined ? entry.first?.() : undefined;
  if (first) {
    entry.data = first.data;
    entry.at = Date.now();
    entry.error = undefined;
    notify(entry);
    return Promise.resolve();
  }
  const ctrl = new AbortController();
  entry.loading = true;
  entry.error = undefined;
  notify(entry);
  // A request given up (its readers left, or its call invalidated) no longer speaks for the entry:
  // a newer one may be on its way already.
  const current = () => entry.inflight?.ctrl === ctrl;
  const promise = entry.load(ctrl.signal).then(
    (data) => {
      if (!current()) return;
      entry.data = data;
      entry.at = Date.now();
    },
    (error: unknown) => {
      if (isAbort(error) || !current()) return;
      entry.error = error instanceof Error ? error : new Error(String(error));
    },
  );
  entry.inflight = {
    ctrl,
    promise: promise.finally(() => {
      if (!current()) return;
      entry.inflight = undefined;
      entry.loading = false;
      notify(entry);
    }),
  };
  return entry.inflight.promise;
}

/** Give up the entry's request: a reader asking next sends a new one. */
function abandon(entry: Entry): void {
  if (!entry.inflight) return;
  entry.inflight.ctrl.abort();
  entry.inflight = undefined;
  entry.loading = false;
}

/** Read the entry: ask again unless a request is on its way, or the answer is fresh and already shown. */
export function read(entry: Entry): void {
  const opened = entry.opened;
  entry.opened = false;
  if (!entry.inflight && (opened || Date.now() - entry.at > FRESH_MS)) void refresh(entry);
}

/** A reader joins; the returned function leaves (the last one out cancels the request and lets the entry go). */
export function join(entry: Entry, reader: () => void): () => void {
  clearTimeout(entry.dropTimer);
  if (entry.readers.size === 0) entry.opened = true;
  entry.readers.add(reader);
  return () => {
    entry.readers.delete(reader);
    if (entry.readers.size > 0) return;
    // Given up, not left pending: a screen joining at once (the same page shown again) asks anew
    // rather than waiting on an answer that never comes.
    abandon(entry);
    entry.dropTimer = setTimeout(() => {
      if (entry.readers.size === 0 && entries.get(entry.key) === entry) entries.delete(entry.key);
    }, KEEP_MS);
  };
}

/** Told the names of each invalidation (a paged list naming one of them refreshes its pages). */
const invalidated = new Set<(names: readonly string[]) => void>();
export function onInvalidate(listener: (names: readonly string[]) => void): () => void {
  invalidated.add(listener);
  return () => invalidated.delete(listener);
}

/**
 * After a mutation: every entry of these calls is stale, and asked again for the screens showing
 * it; resolves once those have their new answers.
 */
function invalidateNow(names: readonly CallName[]): Promise<void> {
  for (const listener of invalidated) listener(names);
  const asked: Promise<void>[] = [];
  for (const entry of entries.values()) {
    if (!entry.calls.some((c) => names.includes(c as CallName))) continue;
    entry.at = 0;
    if (entry.readers.size > 0) {
      abandon(entry);
      asked.push(refresh(entry));
    } else {
      // Known to be out of date (the person just changed it): the next screen to read it waits for
      // the new answer instead of showing the old one first.
      entry.data = undefined;
      entry.error = undefined;
    }
  }
  return Promise.all(asked).then(() => undefined);
}

export function invalidate(...names: CallName[]): void {
  void invalidateNow(names);
}

/**
 * A mutation's answer handed on once these calls are invalidated and the screens showing them have
 * their new answers: `call('deleteX', f).then(invalidates('queryXList'))`. A screen the person goes
 * to next (the saved record's page) then never shows the answer from before the change.
 */
export const invalidates =
  (...names: CallName[]) =>
  <T>(answer: T): Promise<T> =>
    invalidateNow(names).then(() => answer);

onCallDone(() => {
  for (const entry of entries.values()) entry.at = 0;
});

/** Everything kept is forgotten: requests given up, screens showing an answer told it is gone. */
function forgetAll(): void {
  for (const entry of entries.values()) {
    abandon(entry);
    clearTimeout(entry.dropTimer);
    entry.data = undefined;
    entry.error = undefined;
    entry.at = 0;
    notify(entry);
  }
  entries.clear();
}

/** Whose answers are kept: a session of another person (or province) drops them all first. */
let person: string | undefined;
session.subscribe((info) => {
  if (!info) return;
  const now = `${info.user.comId}/${info.user.userCode}`;
  if (person !== undefined && now !== person) forgetAll();
  person = now;
});
