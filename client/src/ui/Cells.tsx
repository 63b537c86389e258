import type { ReactNode } from 'react';
import { labelOf } from '../../../shared/domain/codes';

// Building blocks of detail screens: titled sections, label/value rows, tags and code labels.

export function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="card section" aria-label={title}>
      <header className="section__head">
        <h2 className="section__title">{title}</h2>
        {extra}
      </header>
      {children}
    </section>
  );
}

export function Cells({ children }: { children: ReactNode }) {
  return <dl className="cells">{children}</dl>;
}

export function Cell({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === undefined || children === null || children === '';
  return (
    <div className="cell">
      <dt>{label}</dt>
      <dd>{empty ? '—' : children}</dd>
    </div>
  );
}

export function Tag({ kind = 'default', children }: { kind?: 'default' | 'success' | 'warning' | 'danger' | 'info'; children: ReactNode }) {
  return <span className={`tag tag--${kind}`}>{children}</span>;
}

/** A code shown as its Chinese label from a shared code table. */
export function CodeLabel({ table, code }: { table: Readonly<Record<string, string>>; code: unknown }) {
  return <>{labelOf(table, typeof code === 'string' || typeof code === 'number' ? code : null)}</>;
}
