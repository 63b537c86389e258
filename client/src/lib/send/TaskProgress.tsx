import type { ReactNode } from 'react';
import { SendProgress } from './SendProgress';
import { STATUS_OF, type TaskCust, type TaskRecord } from './wecom-task';

/** A WeCom task's progress (a send record and its customers): waiting for the member, then each customer's result. */
export function TaskProgress({ h, custs, action }: { h: TaskRecord; custs: readonly TaskCust[]; action?: (c: TaskCust) => ReactNode }) {
  return (
    <SendProgress
      total={h.total}
      sent={h.sentCount}
      failed={h.failCount}
      skipped={h.skippedCount}
      limited={h.overLimitCount}
      pending={Math.max(0, h.total - h.sentCount - h.failCount - h.skippedCount - h.overLimitCount)}
      {...(h.status === '0' ? { waiting: '待成员在企业微信中确认，尚未发送' } : {})}
      done={h.status === '2'}
      rows={custs.map((c) => ({
        name: c.custName,
        ...(c.licenseNo ? { sub: c.licenseNo } : {}),
        status: STATUS_OF[c.sendStatus] ?? 'pending',
        reason: c.failReason,
        text: c.content ?? null,
        ...(action ? { action: action(c) } : {}),
      }))}
    />
  );
}
