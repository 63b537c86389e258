import { policiesOf } from '../data/queries';
import { callerCode, type DemoContext } from '../types';
import { boundCustomers } from './mass';

// Renewal reminder batches (the mass section's and the event pushes'): computed from the caller's
// bound customers' policies; a batch's mass message and the blacklist are the mass section's tables.

const DAY_MS = 86_400_000;
const daysFrom = (fromYmd: string, ymd: string) => Math.round((Date.parse(ymd) - Date.parse(fromYmd)) / DAY_MS);
const addDays = (ymd: string, days: number) => new Date(Date.parse(ymd) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The caller's renewal reminder batches: this month's and last month's three windows (ending 0–30,
 * 31–60, 61–90 days after the month starts), newest first, those with customers due; each with
 * the first customers due (the list the staff member looks for: no batch number to type).
 */
export function renewalBatchesOf(ctx: DemoContext) {
  const ref = ctx.state.db.referenceDate;
  const [y, m] = [Number(ref.slice(0, 4)), Number(ref.slice(5, 7))];
  const months = [0, 1].map((back) => {
    const d = new Date(Date.UTC(y, m - 1 - back, 1));
    return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  return months.flatMap((ym) =>
    (['01', '02', '03'] as const).flatMap((seq) => {
      const found = renewalBatch(ctx, `XB${ym}${callerCode(ctx)}${seq}`);
      if (!found || found.batch.custCount === 0) return [];
      const names = [...new Set(found.rows.map((r) => r.custName))];
      return [{ ...found.batch, custNames: names.slice(0, 5), firstEndDate: found.rows[0]?.endDate ?? null }];
    }),
  );
}

/** XB + yyyymm + userCode + 01/02/03: policies of the user's customers ending 0–30, 31–60, 61–90 days after the month starts. */
const BATCH_PATTERN = /^XB(\d{4})(\d{2})(\d{8})(0[1-3])$/;
const BATCH_WINDOWS = { '01': [0, 30], '02': [31, 60], '03': [61, 90] } as const;

export function renewalBatch(ctx: DemoContext, batchNo: string | undefined) {
  const m = batchNo ? BATCH_PATTERN.exec(batchNo) : null;
  if (!batchNo || !m) return undefined;
  const [, year, month, userCode, seq] = m as unknown as [string, string, string, string, keyof typeof BATCH_WINDOWS];
  if (userCode !== callerCode(ctx)) return undefined;
  const [from, to] = BATCH_WINDOWS[seq];
  const monthStart = `${year}-${month}-01`;
  const { db } = ctx.state;
  const rows = boundCustomers(db, userCode).flatMap((cust) =>
    policiesOf(db, cust.custId)
      .filter((p) => {
        const d = daysFrom(monthStart, p.endDate);
        return d >= from && d <= to;
      })
      .map((p) => ({
        custId: cust.custId,
        custName: cust.name,
        externalUserId: cust.externalUserId,
        policyNo: p.policyNo,
        riskName: p.riskName,
        licenseNo: p.licenseNo,
        endDate: p.endDate,
        daysLeft: daysFrom(db.referenceDate, p.endDate),
        premium: p.premium,
        inBlackList: ctx.state.mass.blacklist.has(cust.custId),
      })),
  );
  rows.sort((a, b) => a.endDate.localeCompare(b.endDate) || a.custId.localeCompare(b.custId));
  return {
    batch: {
      batchNo,
      batchName: `${year}年${Number(month)}月续保提醒（到期 ${from}–${to} 天）`,
      startDate: addDays(monthStart, from),
      endDate: addDays(monthStart, to),
      custCount: new Set(rows.map((r) => r.custId)).size,
      groupMsgId: ctx.state.mass.renewalMsgs.get(batchNo) ?? null,
    },
    rows,
  };
}
