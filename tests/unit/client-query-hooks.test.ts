// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { $$, mount } from '../helpers/dom';

// The query layer's hooks in a rendered screen (client/src/lib/query/use-call.ts, ui/use-paged.ts):
// a keyed read (useLoad) shared by the readers of its key and not asked while disabled, and a
// paged list that names its calls asked again, its loaded pages refreshed in place, when a
// mutation invalidates one of them.

interface QueryState<T> {
  data: T | undefined;
  loading: boolean;
}
interface PagedState<T> {
  items: readonly T[];
  loading: boolean;
  loadMore(): void;
}
type Load<T> = (signal: AbortSignal) => Promise<T>;
const USE_CALL: string = '../../client/src/lib/query/use-call';
const USE_PAGED: string = '../../client/src/ui/use-paged';
const CLIENT: string = '../../client/src/lib/query/client';
const { useLoad } = (await import(/* @vite-ignore */ USE_CALL)) as {
  useLoad<T>(key: readonly [string, ...unknown[]], load: Load<T>, opts?: { calls?: string[]; enabled?: boolean }): QueryState<T>;
};
const { usePaged } = (await import(/* @vite-ignore */ USE_PAGED)) as {
  usePaged<T>(load: (pageNo: number, pageSize: number, signal: AbortSignal) => Promise<{ list: T[]; total: number }>, deps: readonly unknown[], pageSize?: number, opts?: { calls?: string[] }): PagedState<T>;
};
const { invalidate } = (await import(/* @vite-ignore */ CLIENT)) as { invalidate(...names: string[]): void };

/** Let the loaders' answers arrive and the screen render them. */
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

describe('useLoad', () => {
  it('shares one request between the readers of a key, asks for another key, and not while disabled', async () => {
    const asked: string[] = [];
    const load = (id: string) => () => (asked.push(id), Promise.resolve(`答案${id}`));
    function Reader({ id, enabled = true }: { id: string; enabled?: boolean }) {
      const q = useLoad(['hooksTest', id], load(id), { enabled });
      return createElement('p', { className: 'r' }, q.data ?? (q.loading ? '加载中' : '未问'));
    }
    const view = await mount(
      createElement('div', null, createElement(Reader, { id: '1' }), createElement(Reader, { id: '1' }), createElement(Reader, { id: '2' }), createElement(Reader, { id: '3', enabled: false })),
    );
    unmount = view.unmount;
    await settle();
    expect(asked.sort()).toEqual(['1', '2']);
    expect($$('p.r').map((p) => p.textContent)).toEqual(['答案1', '答案1', '答案2', '未问']);
  });
});

describe('usePaged with calls', () => {
  it('is asked again when one of its calls is invalidated: the loaded pages in one request, the items kept meanwhile', async () => {
    const asked: Array<[number, number]> = [];
    let version = 1;
    const all = () => Array.from({ length: 5 }, (_, i) => `v${version}-${i + 1}`);
    const loadPage = (pageNo: number, pageSize: number) => {
      asked.push([pageNo, pageSize]);
      return Promise.resolve({ list: all().slice((pageNo - 1) * pageSize, pageNo * pageSize), total: 5 });
    };
    let state: PagedState<string> | undefined;
    function List() {
      state = usePaged(loadPage, [], 2, { calls: ['queryThings'] });
      return createElement('ul', null, ...state.items.map((i) => createElement('li', { key: i }, i)));
    }
    const view = await mount(createElement(List));
    unmount = view.unmount;
    await settle();
    await act(async () => state!.loadMore());
    await settle();
    expect($$('li').map((li) => li.textContent)).toEqual(['v1-1', 'v1-2', 'v1-3', 'v1-4']);

    // Another call changed: nothing asked.
    await act(async () => invalidate('otherThings'));
    expect(asked).toEqual([[1, 2], [2, 2]]);

    version = 2;
    await act(async () => invalidate('queryThings'));
    // The old items stay while the refreshed range is on its way.
    expect($$('li')).toHaveLength(4);
    await settle();
    expect(asked).toEqual([[1, 2], [2, 2], [1, 4]]);
    expect($$('li').map((li) => li.textContent)).toEqual(['v2-1', 'v2-2', 'v2-3', 'v2-4']);
  });
});
