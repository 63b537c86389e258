import type { ReactNode } from 'react';

// Charts a manager reads at a glance on a phone, hand-written (no chart library: three shapes
// do not pay for one in a screen chunk). Every chart carries its figures as text beside or under
// the drawing, so they read without it (screen readers, a narrow screen, a printout): the SVG
// itself is aria-hidden. Import from 'ui/Chart' in screen chunks only (not through ui/index).

export interface ChartPoint {
  /** What the figure is for (a person, an organisation, a month). */
  name: string;
  value: number;
  /** A second line under the name (e.g. 绑定 12 / 30 人). */
  sub?: ReactNode;
  /** Marks the row of the person reading (their own place in a ranking). */
  mine?: boolean;
}

/** A number as it is read in a report: at most two decimals, no trailing zeros. */
export const figure = (n: number | null, unit = '') => (n !== null && Number.isFinite(n) ? `${Math.round(n * 100) / 100}${unit}` : '—');

/**
 * A ranking or comparison as horizontal bars, highest first when `ranked`, each row with its
 * rank, name and figure as text; `mine` rows are highlighted. `reference` draws a mark (e.g. the
 * organisation's average) on every bar.
 */
export function BarList({
  label,
  items,
  unit = '',
  max,
  ranked = false,
  reference,
}: {
  label: string;
  items: readonly ChartPoint[];
  unit?: string;
  /** The value of a full bar (100 for percentages); the largest value when absent. */
  max?: number;
  ranked?: boolean;
  reference?: { value: number; label: string };
}) {
  const rows = ranked ? [...items].sort((a, b) => b.value - a.value) : items;
  const top = max ?? Math.max(0, ...rows.map((r) => r.value), reference?.value ?? 0);
  const pct = (v: number) => (top > 0 ? Math.max(0, Math.min(100, (v / top) * 100)) : 0);
  const List = ranked ? 'ol' : 'ul';
  return (
    <figure className="chart bar-list" aria-label={label}>
      <List className="bar-list__rows">
        {rows.map((r, i) => (
          <li key={r.name} className={`bar-list__row${r.mine ? ' is-mine' : ''}`}>
            <div className="bar-list__text">
              {ranked && <span className={`bar-list__rank${i < 3 ? ' is-top' : ''}`}>{i + 1}</span>}
              <span className="bar-list__name">
                {r.name}
                {r.mine && <span className="bar-list__me">我</span>}
              </span>
              <span className="bar-list__value">{figure(r.value, unit)}</span>
            </div>
            <div className="bar-list__track" aria-hidden="true">
              <span className="bar-list__bar" style={{ width: `${pct(r.value)}%` }} />
              {reference && <span className="bar-list__ref" style={{ left: `${pct(reference.value)}%` }} />}
            </div>
            {r.sub && <div className="bar-list__sub">{r.sub}</div>}
          </li>
        ))}
      </List>
      {reference && (
        <figcaption className="chart__note">
          <span className="bar-list__ref-key" aria-hidden="true" />
          {reference.label} {figure(reference.value, unit)}
        </figcaption>
      )}
    </figure>
  );
}

/** A period of a trend; null where the period has no figure (nothing to measure), drawn as a gap. */
export interface TrendPoint {
  name: string;
  value: number | null;
}

/**
 * A trend over periods as a line with dots (the last one larger), and the figures of every
 * period in a row of text under it ("—" where a period has none).
 */
export function TrendLine({ label, points, unit = '', max }: { label: string; points: readonly TrendPoint[]; unit?: string; max?: number }) {
  const W = 320;
  const H = 120;
  const PAD = 12;
  const top = max ?? Math.max(1, ...points.map((p) => p.value ?? 0));
  const x = (i: number) => (points.length <= 1 ? W / 2 : PAD + (i * (W - 2 * PAD)) / (points.length - 1));
  const y = (v: number) => H - PAD - (Math.max(0, Math.min(v, top)) / top) * (H - 2 * PAD);
  // Runs of consecutive periods with a figure, each drawn as its own line and area.
  const runs: { i: number; v: number }[][] = [];
  points.forEach((p, i) => {
    if (p.value === null) return;
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1]!.i === i - 1) run.push({ i, v: p.value });
    else runs.push([{ i, v: p.value }]);
  });
  const lineOf = (run: { i: number; v: number }[]) => run.map((p) => `${x(p.i).toFixed(1)},${y(p.v).toFixed(1)}`).join(' ');
  return (
    <figure className="chart trend" aria-label={label}>
      <svg className="trend__svg" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true">
        {[0, 0.5, 1].map((f) => (
          <line key={f} className="trend__grid" x1={PAD} x2={W - PAD} y1={y(top * f)} y2={y(top * f)} />
        ))}
        {runs.map((run) => (
          <g key={run[0]!.i}>
            {run.length > 1 && <polygon className="trend__area" points={`${x(run[0]!.i)},${H - PAD} ${lineOf(run)} ${x(run[run.length - 1]!.i)},${H - PAD}`} />}
            <polyline className="trend__line" points={lineOf(run)} />
          </g>
        ))}
        {points.map((p, i) =>
          p.value === null ? null : <circle key={p.name} className="trend__dot" cx={x(i)} cy={y(p.value)} r={i === points.length - 1 ? 4 : 3} />,
        )}
      </svg>
      <ol className="trend__figures" style={{ gridTemplateColumns: `repeat(${Math.max(1, points.length)}, 1fr)` }}>
        {points.map((p) => (
          <li key={p.name}>
            <span className="trend__value">{figure(p.value, unit)}</span>
            <span className="trend__name">{p.name}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

/** One share as a ring (a rate, a completion) with its figure in the middle and a caption. */
export function Ring({ label, value, max = 100, unit = '%', caption, tone = 'primary' }: {
  label: string;
  /** null: nothing to measure (shown as —). */
  value: number | null;
  max?: number;
  unit?: string;
  caption?: ReactNode;
  tone?: 'primary' | 'success' | 'warning';
}) {
  const R = 42;
  const C = 2 * Math.PI * R;
  const share = max > 0 && value !== null ? Math.max(0, Math.min(1, value / max)) : 0;
  return (
    <figure className={`chart ring ring--${tone}`}>
      <div className="ring__box">
        <svg viewBox="0 0 100 100" className="ring__svg" aria-hidden="true">
          <circle className="ring__track" cx="50" cy="50" r={R} />
          {share > 0 && <circle className="ring__arc" cx="50" cy="50" r={R} strokeDasharray={`${(share * C).toFixed(2)} ${C.toFixed(2)}`} transform="rotate(-90 50 50)" />}
        </svg>
        <span className="ring__value">{figure(value, unit)}</span>
      </div>
      <figcaption className="ring__label">
        <span>{label}</span>
        {caption && <span className="ring__caption">{caption}</span>}
      </figcaption>
    </figure>
  );
}
