import type { ReactNode } from 'react';
import { errorText } from './error-text';
import { Skeleton, type SkeletonShape } from './Skeleton';
import type { QueryState } from '../lib/query/use-call';

// The three states every screen shows around its data: loading, empty, error (with a retry).

export function Loading({ text = '加载中…' }: { text?: string }) {
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {text}
    </div>
  );
}

export function Empty({ text = '暂无数据' }: { text?: string }) {
  return (
    <div className="state state--empty" role="status">
      {text}
    </div>
  );
}

/** A section's error in words a person understands (ui/error-text.ts), with retry in place. */
export function Failed({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className="state state--error" role="alert">
      <p>{errorText(error) || '加载失败'}</p>
      {onRetry && (
        <button type="button" className="btn btn--small" onClick={onRetry}>
          重试
        </button>
      )}
    </div>
  );
}

/** Render a query's data, or its loading, empty or error state. */
export function AsyncView<T>({
  query,
  isEmpty = (d) => d === null || d === undefined || (Array.isArray(d) && d.length === 0),
  emptyText,
  skeleton = 'rows',
  children,
}: {
  query: QueryState<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /** The shape shown while loading (a section keeps its place and rough look). */
  skeleton?: SkeletonShape;
  children: (data: T) => ReactNode;
}) {
  if (query.error && query.data === undefined) return <Failed error={query.error} onRetry={query.reload} />;
  if (query.data === undefined) return <Skeleton shape={skeleton} />;
  if (isEmpty(query.data)) return <Empty {...(emptyText ? { text: emptyText } : {})} />;
  return <>{children(query.data)}</>;
}
