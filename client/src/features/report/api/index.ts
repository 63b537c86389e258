import { call } from '../../../lib/api';
import { formatInterval } from '../../../../../shared/domain/format';

// The report area's reads made of several calls (type-only catalogue imports): the report page's
// start data (periods, organisations), the binding rate of each organisation and the renewal-rate
// trend. The single-call reads (personal indicators, the binding rate, the renewal rate of a
// period, the analysis, the care numbers) are useCall in the screens.

const loadInit = (signal: AbortSignal) => call('report/queryUserRpInitData', {}, { signal });

const loadBindingRate = (comCode: string | undefined, signal: AbortSignal) =>
  call('mc/calculationBindingRate', comCode ? { comCode } : {}, { method: 'POST', signal });

const loadRenewalRate = (startDate: string, endDate: string, signal: AbortSignal) =>
  call('mc/calculateRenewalRate', { startDate, endDate }, { method: 'POST', signal });

/** The binding rate of each organisation the staff member may read (their list, then one call per organisation). */
export async function loadBindingByOrg(signal: AbortSignal) {
  const { orgs } = await loadInit(signal);
  const answers = await Promise.all(orgs.map((o) => loadBindingRate(o.comCode, signal)));
  return orgs.map((o, i) => ({ ...o, rate: answers[i]! }));
}

/** The renewal rate of the last `count` months, oldest first (the trend), ending with the month of `today`. */
export async function loadRenewalTrend(today: Date, count: number, signal: AbortSignal) {
  const months = Array.from({ length: count }, (_, i) => {
    const d = new Date(today.getFullYear(), today.getMonth() - (count - 1 - i), 1);
    const [startDate, endDate] = formatInterval(d, 'month') ?? ['', ''];
    return { name: `${d.getMonth() + 1}月`, startDate, endDate };
  });
  const answers = await Promise.all(months.map((m) => loadRenewalRate(m.startDate, m.endDate, signal)));
  return months.map((m, i) => ({ ...m, rate: answers[i]! }));
}
