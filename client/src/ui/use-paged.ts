import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort } from '../api';

// Long lists, page by page: the first page on mount (and when the inputs change), the next on
// demand; total decides when there is no more.

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

export function usePaged<T>(
  loadPage: (pageNo: number, pageSize: number, signal: AbortSignal) => Promise<Page<T>>,
  deps: readonly unknown[],
  pageSize = 10,
): PagedState<T> {
  const [items, setItems] = useState<readonly T[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNo, setPageNo] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error>();
  const ctrl = useRef<AbortController | undefined>(undefined);
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;

  const fetchPage = useCallback(
    (next: number) => {
      ctrl.current?.abort();
      const c = new AbortController();
      ctrl.current = c;
      setLoading(true);
      setError(undefined);
      loadRef.current(next, pageSize, c.signal).then(
        (page) => {
          if (c.signal.aborted) return;
          setItems((prev) => (next === 1 ? page.list : [...prev, ...page.list]));
          setTotal(page.total);
          setPageNo(next);
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
    setItems([]);
    setTotal(0);
    fetchPage(1);
    return () => ctrl.current?.abort();
  }, deps);

  const hasMore = items.length < total;
  return {
    items,
    total,
    loading,
    error,
    hasMore,
    loadMore: () => {
      if (!loading && hasMore) fetchPage(pageNo + 1);
    },
    reload: () => fetchPage(1),
  };
}
