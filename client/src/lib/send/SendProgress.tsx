import { useState, type ReactNode } from 'react';
import { Tabs } from '../../ui/tabs';
import type { ItemStatus } from './types';

// One progress view for every long send — a client-side send job or a server-side send record:
// the bar, the counts, and the customers of each status with the reason of each failure. A
// server mass send's record may not have started (`waiting`: the WeCom task waits for the staff
// member's confirmation) and may end with customers over WeCom's daily limit (`limited`).

export interface ProgressRow {
  name: string;
  sub?: string;
  status: ItemStatus;
  reason?: string | null;
  /** What this customer reads (a message filled for them), behind 收到的内容. */
  text?: string | null;
  /** Something the person can do about this customer (e.g. the message blacklist of a send record). */
  action?: ReactNode;
}

export interface SendProgressProps {
  total: number;
  sent: number;
  failed: number;
  pending: number;
  skipped?: number;
  /** Customers over WeCom's limit of one mass message per customer per day (a server mass send's record). */
  limited?: number;
  /** Nothing has gone out yet, and why: said instead of 正在发送 (e.g. 待成员在企业微信中确认). */
  waiting?: string;
  /** Each message was handed to WeCom for the member to confirm: 已提交, never 已发送. */
  submitted?: boolean;
  done: boolean;
  rows: readonly ProgressRow[];
  onRetry?: () => void;
}

const TABS: readonly { status: ItemStatus; label: string }[] = [
  { status: 'pending', label: '未发送' },
  { status: 'sent', label: '已发送' },
  { status: 'failed', label: '失败' },
  { status: 'limited', label: '超出上限' },
  { status: 'skipped', label: '已跳过' },
];

const pct = (n: number, total: number) => (total > 0 ? `${(n / total) * 100}%` : '0%');

export function SendProgress({ total, sent, failed, pending, skipped = 0, limited = 0, waiting, submitted = false, done, rows, onRetry }: SendProgressProps) {
  const counts: Record<ItemStatus, number> = { pending, sent, failed, skipped, limited };
  const tabs = TABS.filter((t) => (t.status !== 'skipped' || skipped > 0) && (t.status !== 'limited' || limited > 0)).map((t) =>
    submitted ? { ...t, label: t.status === 'sent' ? '已提交' : t.status === 'pending' ? '未提交' : t.label } : t,
  );
  const [chosen, setChosen] = useState<ItemStatus | undefined>();
  // Until the person picks a tab: the failures once done (then those over the limit), otherwise what is still to go.
  const tab = chosen && tabs.some((t) => t.status === chosen) ? chosen : done ? (failed > 0 ? 'failed' : limited > 0 ? 'limited' : 'sent') : 'pending';
  const shown = rows.filter((r) => r.status === tab);
  const finished = sent + failed + skipped + limited;
  const unsent = [failed > 0 ? `${failed} 位客户发送失败` : '', limited > 0 ? `${limited} 位客户超出群发上限` : ''].filter(Boolean);
  return (
    <section className="send-progress" aria-label="发送进度">
      <p className="send-progress__head" role="status">
        {submitted
          ? done
            ? `已提交企业微信 ${sent} 条，待成员确认${unsent.length ? `；${unsent.join('，')}` : ''}`
            : `正在提交企业微信 ${finished}/${total}`
          : done
            ? unsent.length
              ? `发送完成，${unsent.join('，')}`
              : '发送完成'
            : (waiting ?? `正在发送 ${finished}/${total}`)}
      </p>
      <div className="send-progress__bar" role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={finished} aria-label="已处理客户数">
        <span className="send-progress__seg send-progress__seg--sent" style={{ width: pct(sent, total) }} />
        <span className="send-progress__seg send-progress__seg--failed" style={{ width: pct(failed, total) }} />
        <span className="send-progress__seg send-progress__seg--limited" style={{ width: pct(limited, total) }} />
        <span className="send-progress__seg send-progress__seg--skipped" style={{ width: pct(skipped, total) }} />
      </div>
      <Tabs
        label="按发送结果查看客户"
        look="stats"
        value={tab}
        options={tabs.map((t) => ({ value: t.status, label: t.label, count: counts[t.status], danger: t.status === 'failed' }))}
        onChange={setChosen}
      >
        {shown.length === 0 ? (
          <p className="muted send-progress__empty">没有{tabs.find((t) => t.status === tab)?.label}的客户</p>
        ) : (
          <ul className="send-progress__rows" aria-label={`${tabs.find((t) => t.status === tab)?.label ?? ''}的客户`}>
            {shown.map((r, i) => (
              <li key={`${r.name}-${i}`} className="send-progress__row">
                <span className="send-progress__who">
                  <span>
                    {r.name}
                    {r.sub ? <span className="muted"> {r.sub}</span> : null}
                  </span>
                  {r.reason ? <span className="send-progress__reason">{r.reason}</span> : null}
                  {r.text ? (
                    <details className="send-progress__text">
                      <summary>收到的内容</summary>
                      <span className="msg-bubble">{r.text}</span>
                    </details>
                  ) : null}
                </span>
                {r.action}
              </li>
            ))}
          </ul>
        )}
      </Tabs>
      {onRetry && done && failed > 0 ? (
        <button type="button" className="btn btn--primary btn--block" onClick={onRetry}>
          重试失败的 {failed} 位客户
        </button>
      ) : null}
    </section>
  );
}
