import { BindingByOrgSection, BindingSection, PeriodTabs, RenewalSection } from '../components/parts';
import { usePeriod } from '../period';

// The team report (/report/group-report): the staff ranked by renewal rate for the chosen period
// (in the URL) and by bound customers, and the binding rate of each organisation.

export default function GroupReport() {
  const p = usePeriod();
  return (
    <div className="page rp-page">
      <PeriodTabs period={p.period} onChange={p.setPeriod} range={`${p.startDate} 至 ${p.endDate}`} />
      <RenewalSection startDate={p.startDate} endDate={p.endDate} name={p.name} />
      <BindingSection title="团队客户绑定" />
      <BindingByOrgSection />
    </div>
  );
}
