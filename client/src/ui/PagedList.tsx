import { useEffect, useRef, type ReactNode } from 'react';
import { Empty, Failed, Loading } from './States';
import type { PagedState } from './use-paged';

// A paged list: items, then "加载更多" (also when the end scrolls into view), "没有更多了" at the
// end, and the loading, empty and error states.
export function PagedList<T>({
  state,
  renderItem,
  keyOf,
  emptyText,
  label,
}: {
  state: PagedState<T>;
  renderItem: (item: T, index: number) => ReactNode;
  keyOf: (item: T, index: number) => string;
  emptyText?: string;
  label?: string;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { loadMore } = state;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [loadMore]);

  if (state.items.length === 0) {
    if (state.error) return <Failed error={state.error} onRetry={state.reload} />;
    if (state.loading) return <Loading />;
    return <Empty {...(emptyText ? { text: emptyText } : {})} />;
  }
  return (
    <div className="paged" aria-label={label} aria-busy={state.loading || undefined}>
      <ul className="list">
        {state.items.map((item, i) => (
          <li key={keyOf(item, i)} className="list__item">
            {renderItem(item, i)}
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="paged__footer">
        {state.error ? (
          <Failed error={state.error} onRetry={state.loadMore} />
        ) : state.loading ? (
          <Loading />
        ) : state.hasMore ? (
          <button type="button" className="btn btn--text" onClick={state.loadMore}>
            加载更多
          </button>
        ) : (
          <span className="muted">没有更多了（共 {state.total} 条）</span>
        )}
      </div>
    </div>
  );
}
