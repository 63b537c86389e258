// A labelled progress bar (allocated of total, given of allocated …): the figures in words
// beside a bar, so the state reads without colour. `max` 0 shows an empty bar.

export function ProgressBar({ label, value, max, unit = '' }: { label: string; value: number; max: number; unit?: string }) {
  const pct = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div className="progress">
      <div className="progress__text">
        <span>{label}</span>
        <span className="progress__figures">
          {value}
          {unit} / {max}
          {unit} · {pct}%
        </span>
      </div>
      <div className="progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value}>
        <div className={`progress__bar${pct >= 100 ? ' progress__bar--full' : ''}`} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
