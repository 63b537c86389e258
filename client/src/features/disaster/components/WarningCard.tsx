import type { Warning } from '../api';

/** A disaster warning: type, level, area, when published, and the text customers receive. */
export function WarningCard({ w, showText = true }: { w: Warning; showText?: boolean }) {
  return (
    <div className="dw-card">
      <p className="dw-card__head">
        <span className={`dw-level dw-level--${w.level}`}>
          {w.disasterType}
          {w.level}预警
        </span>
        <strong>{w.title}</strong>
      </p>
      <p className="muted dw-card__meta">
        影响区域：{w.area} · 发布于 {w.publishTime.slice(0, 16)}
      </p>
      {showText ? <p className="msg-bubble dw-card__text">{w.content}</p> : null}
    </div>
  );
}
