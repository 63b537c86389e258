import { beforeEach, describe, expect, it, vi } from 'vitest';

// The client's query cache (client/src/lib/query/client.ts): entries keyed by call name and
// fields, one request shared by the readers of a call, a fresh answer reused, invalidation by
// call name, and a mutation sent outside the cache marking every entry stale.

const CLIENT_MODULE: string = '../../client/src/lib/query/client';
interface Entry {
  data?: unknown;
  at: number;
  loading: boolean;
}
interface Client {
  entryFor(name: string, fields: Record<string, unknown>, post: boolean): Entry;
  join(entry: Entry, reader: () => void): () => void;
  read(entry: Entry): void;
  refresh(entry: Entry): Promise<void>;
  invalidate(...names: string[]): void;
  invalidates(...names: string[]): <T>(answer: T) => Promise<T>;
  entryForLoad(key: readonly unknown[], load: (signal: AbortSignal) => Promise<unknown>, calls: readonly string[]): Entry;
  onInvalidate(listener: (names: readonly string[]) => void): () => void;
}

describe('query cache', () => {
  let sent: Array<{ name: string; fields: Record<string, unknown> }>;
  let mutated: (name: string) => void;
  let q: Client;
  beforeEach(async () => {
    sent = [];
    vi.resetModules();
    vi.doMock('../../client/src/lib/api', () => ({
      callByName: (name: string, fields: Record<string, unknown>) => {
        sent.push({ name, fields });
        return Promise.resolve({ n: sent.length });
      },
      isAbort: () => false,
      onCallDone: (listener: (name: string) => void) => (mutated = listener),
    }));
    vi.doMock('../../client/src/lib/session/store', () => ({
      session: { subscribe: (listener: (info: unknown) => void) => ((signIn = listener), listener(null)) },
    }));
    q = (await import(/* @vite-ignore */ CLIENT_MODULE)) as Client;
  });
  let signIn: (info: { user: { comId: string; userCode: string } } | null) => void;

  it('keeps one person’s answers: another person signing in on the device finds none of them', async () => {
    signIn({ user: { comId: '44000000', userCode: '44010001' } });
    const e = q.entryFor('x', { id: '1' }, false);
    let told = 0;
    q.join(e, () => told++);
    q.read(e);
    await q.refresh(e);
    expect(e.data).toEqual({ n: 1 });
    // The same person again (a province re-check): kept.
    signIn(null);
    signIn({ user: { comId: '44000000', userCode: '44010001' } });
    expect(q.entryFor('x', { id: '1' }, false)).toBe(e);
    // Another person: the answer is gone from the entry the screen holds, and the cache asks anew.
    signIn({ user: { comId: '44000000', userCode: '44010002' } });
    expect(e.data).toBeUndefined();
    expect(told).toBeGreaterThan(0);
    const fresh = q.entryFor('x', { id: '1' }, false);
    expect(fresh).not.toBe(e);
    expect(fresh.data).toBeUndefined();
  });

  it('keys by call name and fields (key order and undefined fields do not matter)', () => {
    const a = q.entryFor('x', { b: 1, a: 2, c: undefined }, false);
    expect(q.entryFor('x', { a: 2, b: 1 }, false)).toBe(a);
    expect(q.entryFor('x', { a: 3, b: 1 }, false)).not.toBe(a);
    expect(q.entryFor('y', { a: 2, b: 1 }, false)).not.toBe(a);
  });

  it('sends one request for readers asking at once, and reuses a fresh answer', async () => {
    const e = q.entryFor('x', { id: '1' }, false);
    q.join(e, () => undefined);
    q.join(e, () => undefined);
    q.read(e);
    q.read(e);
    await q.refresh(e);
    expect(sent).toHaveLength(1);
    expect(e.data).toEqual({ n: 1 });
    q.read(e);
    expect(sent).toHaveLength(1);
  });

  it('a screen opened again shows the kept answer and asks again', async () => {
    const e = q.entryFor('x', { id: '1' }, false);
    const leave = q.join(e, () => undefined);
    q.read(e);
    await q.refresh(e);
    leave();
    q.join(e, () => undefined);
    expect(e.data).toEqual({ n: 1 });
    q.read(e);
    await q.refresh(e);
    expect(sent).toHaveLength(2);
    expect(e.data).toEqual({ n: 2 });
  });

  it('a screen left while its answer is on the way and shown again at once asks anew and gets the answer', async () => {
    // The last reader leaving gives the request up (aborted); the page shown again right after
    // (the same cached page opened once more) must not wait on that request for ever.
    const e = q.entryFor('x', { id: '1' }, false);
    const leave = q.join(e, () => undefined);
    q.read(e);
    leave();
    const rerendered = vi.fn();
    q.join(e, rerendered);
    q.read(e);
    await q.refresh(e);
    expect(sent).toHaveLength(2);
    expect(e.data).toEqual({ n: 2 });
    expect(e.loading).toBe(false);
    // The given-up request settling later changes nothing.
    await new Promise((r) => setTimeout(r, 0));
    expect(e.data).toEqual({ n: 2 });
    expect(rerendered).toHaveBeenCalled();
  });

  it('asks again the entries of an invalidated call that a screen shows, and marks the others stale', async () => {
    const shown = q.entryFor('list', { page: 1 }, false);
    const other = q.entryFor('other', {}, false);
    const notShown = q.entryFor('list', { page: 2 }, false);
    const rerendered = vi.fn();
    q.join(shown, rerendered);
    q.join(other, () => undefined);
    await Promise.all([q.refresh(shown), q.refresh(other)]);
    expect(sent).toHaveLength(2);
    q.invalidate('list');
    await q.refresh(shown);
    expect(sent.map((s) => s.name)).toEqual(['list', 'other', 'list']);
    expect(shown.data).toEqual({ n: 3 });
    expect(rerendered).toHaveBeenCalled();
    expect(notShown.at).toBe(0);
    expect(other.at).toBeGreaterThan(0);
  });

  it('hands a mutation\'s answer on once the screens showing an invalidated call have their new answers', async () => {
    const e = q.entryFor('detail', { id: '7' }, false);
    q.join(e, () => undefined);
    await q.refresh(e);
    expect(e.data).toEqual({ n: 1 });
    const answer = await q.invalidates('detail')('saved');
    expect(answer).toBe('saved');
    expect(e.data).toEqual({ n: 2 });
  });

  it('forgets the kept answer of an invalidated call no screen shows: the next screen waits for the new one', async () => {
    const e = q.entryFor('detail', { id: '1' }, false);
    const leave = q.join(e, () => undefined);
    await q.refresh(e);
    expect(e.data).toEqual({ n: 1 });
    leave();
    q.invalidate('detail');
    expect(e.data).toBeUndefined();
    q.join(e, () => undefined);
    q.read(e);
    expect(e.loading).toBe(true);
    expect(e.data).toBeUndefined();
    await q.refresh(e);
    expect(e.data).toEqual({ n: 2 });
  });

  it('marks every entry stale after a call that may change data, so the next read asks again', async () => {
    const e = q.entryFor('x', {}, false);
    q.join(e, () => undefined);
    q.read(e);
    await q.refresh(e);
    mutated('saveSomething');
    expect(e.at).toBe(0);
    q.read(e);
    await q.refresh(e);
    expect(sent).toHaveLength(2);
  });

  describe('keyed reads (not one catalogue call)', () => {
    const loader = (name: string) => (signal: AbortSignal) => {
      expect(signal).toBeInstanceOf(AbortSignal);
      sent.push({ name, fields: {} });
      return Promise.resolve({ n: sent.length });
    };

    it('share one entry and one request per key; another input is another entry', async () => {
      const a = q.entryForLoad(['work', '1'], loader('work'), []);
      expect(q.entryForLoad(['work', '1'], loader('work'), [])).toBe(a);
      expect(q.entryForLoad(['work', '2'], loader('work'), [])).not.toBe(a);
      expect(q.entryFor('work', {}, false)).not.toBe(a);
      q.join(a, () => undefined);
      q.join(a, () => undefined);
      q.read(a);
      q.read(a);
      await q.refresh(a);
      expect(sent).toHaveLength(1);
      expect(a.data).toEqual({ n: 1 });
    });

    it('ask with the latest reader’s loader', async () => {
      const e = q.entryForLoad(['x'], loader('first'), []);
      q.entryForLoad(['x'], loader('second'), []);
      q.join(e, () => undefined);
      q.read(e);
      await q.refresh(e);
      expect(sent.map((s) => s.name)).toEqual(['second']);
    });

    it('are asked again when one of their calls is invalidated, not for another call', async () => {
      const e = q.entryForLoad(['records', 7], loader('records'), ['queryTask', 'queryTaskDetail']);
      const rerendered = vi.fn();
      q.join(e, rerendered);
      q.read(e);
      await q.refresh(e);
      q.invalidate('somethingElse');
      expect(e.at).toBeGreaterThan(0);
      expect(sent).toHaveLength(1);
      q.invalidate('queryTaskDetail');
      await q.refresh(e);
      expect(sent).toHaveLength(2);
      expect(e.data).toEqual({ n: 2 });
      expect(rerendered).toHaveBeenCalled();
    });

    it('tell the invalidation listeners (paged lists) the names, until they leave', () => {
      const heard: string[][] = [];
      const leave = q.onInvalidate((names) => heard.push([...names]));
      q.invalidate('a', 'b');
      leave();
      q.invalidate('c');
      expect(heard).toEqual([['a', 'b']]);
    });

    it('keep an error, and a later ask clears it', async () => {
      let fail = true;
      const e = q.entryForLoad(['flaky'], () => (fail ? Promise.reject(new Error('断了')) : Promise.resolve('ok')), []);
      q.join(e, () => undefined);
      q.read(e);
      await q.refresh(e);
      expect((e as Entry & { error?: Error }).error?.message).toBe('断了');
      fail = false;
      await q.refresh(e);
      expect(e.data).toBe('ok');
      expect((e as Entry & { error?: Error }).error).toBeUndefined();
    });

    it('are marked stale by a call that may change data, and dropped when another person signs in', async () => {
      signIn({ user: { comId: '44000000', userCode: '44010001' } });
      const e = q.entryForLoad(['mine'], loader('mine'), []);
      q.join(e, () => undefined);
      q.read(e);
      await q.refresh(e);
      mutated('saveSomething');
      expect(e.at).toBe(0);
      signIn({ user: { comId: '44000000', userCode: '44010002' } });
      expect(e.data).toBeUndefined();
      expect(q.entryForLoad(['mine'], loader('mine'), [])).not.toBe(e);
    });
  });
});
