import { BindingSection, IndicatorsSection, PeriodTabs, RenewalSection } from '../components/parts';
import { usePeriod } from '../period';

// My report (/report/person-report, /customer-info/person-report): my indicators against the
// organisation's average, my renewal rate of the chosen period (in the URL) and my place among
// colleagues, my share of the organisation's bound customers.

export default function PersonReport() {
  const p = usePeriod();
  return (
    <div className="page rp-page">
      <PeriodTabs period={p.period} onChange={p.setPeriod} range={`${p.startDate} 至 ${p.endDate}`} />
      <IndicatorsSection />
      <RenewalSection startDate={p.startDate} endDate={p.endDate} name={p.name} />
      <BindingSection title="我的客户绑定" personal />
    </div>
  );
}
