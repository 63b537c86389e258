import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort } from '../lib/api/errors';
import type { CallName } from '../lib/api/names';
import { onInvalidate } from '../lib/query/client';
import { useUrlState } from '../lib/url-state';


// Long lists, page by page: the first page on mount (and when the inputs change), the next on
// demand; total decides when there is no more.
//
// Cached routes stay alive inside <Activity>: React runs a hidden page's effect cleanups and
// runs its effects again when the page is shown again, so a naive pager starts over on every re-show: the list empties, then refills with page 1 —
// the kept scroll position is lost and the pages loaded beyond the first are gone.
//
// Here a re-run with the same inputs (a re-show) refreshes what is already loaded in place:
// one request for pages 1..n (pageSize × n items), the old items shown until it answers. New
// inputs start over from page 1 as usual.
//
// With `pagesParam` the number of pages loaded lives in the URL too (written when the person
// loads more): back to the list, or a reload, loads as many again in one request, so the kept
// scroll position lands on the same item.
//
// With `calls` the list is asked again, its loaded pages refreshed in place, when a mutation
// invalidates one of those calls (invalidate('callName'), lib/query): the screen making the change
// does not reload the list by hand.

/** At most this many pages are loaded at once from the URL (a hand-edited pages=999 stays cheap). */
const MAX_URL_PAGES = 20;

export interface Page<T> {
  list: readonly T[];
  total: number;
}

export interface PagedState<T> {
  items: readonly T[];
  total: number;
  loading: boolean;
  error: Error | undefined;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

const sameDeps = (a: readonly unknown[] | undefined, b: readonly unknown[]) => a !== undefined && a.length === b.length && a.every((d, i) => Object.is(d, b[i]));

export function usePaged<T>(
  loadPage: (pageNo: number, pageSize: number, signal: AbortSignal) => Promise<Page<T>>,
  deps: readonly unknown[],
  pageSize = 10,
  opts: { pagesParam?: string; calls?: readonly CallName[] } = {},
): PagedState<T> {
  const [urlPages, setUrlPages] = useUrlState(opts.pagesParam ?? '', '1');
  const [items, setItems] = useState<readonly T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error>();
  /** Items loaded so far, in pages of pageSize. */
  const pages = useRef(0);
  const ctrl = useRef<AbortController | undefined>(undefined);
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;
  const lastDeps = useRef<readonly unknown[] | undefined>(undefined);
  const mounted = useRef(false);

  /** Load `count` pages starting after `from` pages; from = 0 replaces the list. */
  const fetchPages = useCallback(
    (from: number, count: number) => {
      ctrl.current?.abort();
      const c = new AbortController();
      ctrl.current = c;
      setLoading(true);
      setError(undefined);
      // A range of whole pages from page 1 is one page of a bigger size.
      const req = from === 0 ? loadRef.current(1, pageSize * count, c.signal) : loadRef.current(from + 1, pageSize, c.signal);
      req.then(
        (page) => {
          if (c.signal.aborted) return;
          setItems((prev) => (from === 0 ? page.list : [...prev, ...page.list]));
          setTotal(page.total);
          pages.current = from + count;
          setLoading(false);
        },
        (e: unknown) => {
          if (c.signal.aborted || isAbort(e)) return;
          setError(e instanceof Error ? e : new Error(String(e)));
          setLoading(false);
        },
      );
    },
    [pageSize],
  );

  useEffect(() => {
    const same = sameDeps(lastDeps.current, deps);
    lastDeps.current = deps;
    if (same && pages.current > 0) {
      // Shown again: refresh the loaded range, keep showing the old items meanwhile.
      fetchPages(0, pages.current);
    } else {
      // The first load takes the URL's page count; new inputs start again from one page.
      const first = mounted.current || !opts.pagesParam ? 1 : Math.min(MAX_URL_PAGES, Math.max(1, Math.floor(Number(urlPages)) || 1));
      if (mounted.current && opts.pagesParam) setUrlPages('1');
      mounted.current = true;
      pages.current = 0;
      setItems([]);
      setTotal(0);
      fetchPages(0, first);
    }
    return () => ctrl.current?.abort();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps are the list's key (checked at each call site)
  }, deps);

  const calls = opts.calls?.join(' ') ?? '';
  useEffect(() => {
    if (!calls) return undefined;
    const mine = calls.split(' ');
    return onInvalidate((names) => {
      if (names.some((n) => mine.includes(n))) fetchPages(0, Math.max(1, pages.current));
    });
  }, [calls, fetchPages]);

  // Inputs not loaded yet, rendered before the effect above starts their load: the first render
  // (loading, not "nothing found") or new inputs, whose old items (another tab, another filter)
  // must not show under them, even for a frame.
  if (!sameDeps(lastDeps.current, deps)) {
    return { items: [], total: 0, loading: true, error: undefined, hasMore: false, loadMore: () => undefined, reload: () => undefined };
  }
  const hasMore = items.length < total;
  return {
    items,
    total,
    loading,
    error,
    hasMore,
    loadMore: () => {
      if (loading || !hasMore) return;
      if (opts.pagesParam) setUrlPages(String(pages.current + 1));
      fetchPages(pages.current, 1);
    },
    reload: () => fetchPages(0, Math.max(1, pages.current)),
  };
}
