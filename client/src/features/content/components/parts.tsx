import type { ReactNode } from 'react';
import { chinaNow, formatTime } from '../../../../../shared/domain/format';
import { dayWord } from '../../../ui';

// Building blocks shared by the content screens.

export { Segments } from '../../../parts/policy';

/** How long someone stayed: 45秒, 2分3秒, 1小时5分. */
export function stayText(seconds: number | null | undefined): string {
  const s = Math.max(0, Math.floor(Number(seconds) || 0));
  if (s < 60) return `${s}秒`;
  if (s < 3600) return `${Math.floor(s / 60)}分${s % 60 ? `${s % 60}秒` : ''}`;
  const m = Math.floor((s % 3600) / 60);
  return `${Math.floor(s / 3600)}小时${m ? `${m}分` : ''}`;
}

/** A list row: the tappable main part and, beside it, its own buttons (never a button inside a link). */
export function ItemRow({ main, side }: { main: ReactNode; side?: ReactNode }) {
  return (
    <div className="ct-row">
      <div className="ct-row__main">{main}</div>
      {side && <div className="ct-row__side">{side}</div>}
    </div>
  );
}

/** A picture from the upstream (covers are images or data URIs); decorative, so no alt text. */
export function Cover({ src, wide = false }: { src: string | null | undefined; wide?: boolean }) {
  if (!src) return null;
  return <img className={`ct-cover${wide ? ' ct-cover--wide' : ''}`} src={src} alt="" loading="lazy" />;
}

/** Script text with its placeholders ({客户姓名} …) marked, so they stand out before filling. */
export function ScriptText({ text }: { text: string }) {
  // Split on the captured placeholder: every odd part is one.
  const parts = text.split(/(\{[^{}]+\})/g);
  return (
    <>
      {parts.map((p, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="ct-ph">
            {p}
          </mark>
        ) : (
          p
        ),
      )}
    </>
  );
}

export const customerHref = (custId: string) => `/customer-info/customerInfo-detail?custId=${encodeURIComponent(custId)}`;
export const articleHref = (newsId: string) => `/interact/interact-details?newsId=${encodeURIComponent(newsId)}`;

/** A moment in the past as a person scans it: 今天 14:05, 昨天 09:12, 10-29 09:12, 2025-12-30 09:12. */
export function pastTime(value: string | null | undefined, now: Date = chinaNow()): string {
  if (!value) return '—';
  const word = dayWord(value, now);
  const day = word || formatTime(value, value.slice(0, 4) === String(now.getFullYear()) ? 'MM-DD' : 'YYYY-MM-DD');
  return `${day} ${formatTime(value, 'HH:mm')}`;
}

export const patterHref = (p: { patterId: string; classId: string }) =>
  `/verbal-trick-manage/verbal-trick-detail?${new URLSearchParams({ patterId: p.patterId, classId: p.classId })}`;

