import { BindingSection, PeriodTabs, RenewalSection } from '../components/parts';
import { usePeriod } from '../period';

// The personal performance ranking (/customer-info/person-performance-rank-report): the
// reader's place among the organisation's staff by renewal rate for the chosen period (in the
// URL) and by bound customers, each ranking with every colleague's figures.

export default function PerformanceRank() {
  const p = usePeriod();
  return (
    <div className="page rp-page">
      <PeriodTabs period={p.period} onChange={p.setPeriod} range={`${p.startDate} 至 ${p.endDate}`} />
      <RenewalSection startDate={p.startDate} endDate={p.endDate} name={p.name} />
      <BindingSection title="绑定客户排名" personal />
    </div>
  );
}
