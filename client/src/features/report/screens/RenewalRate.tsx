import { PeriodTabs, RenewalSection, RenewalTrendSection } from '../components/parts';
import { usePeriod } from '../period';

// The renewal rate (/client/renewal-rate): the rate of the chosen period (in the URL) with the
// staff ranking, and the trend of the last six months.

export default function RenewalRate() {
  const p = usePeriod();
  return (
    <div className="page rp-page">
      <PeriodTabs period={p.period} onChange={p.setPeriod} range={`${p.startDate} 至 ${p.endDate}`} />
      <RenewalSection startDate={p.startDate} endDate={p.endDate} name={p.name} />
      <RenewalTrendSection />
    </div>
  );
}
