import { BindingByOrgSection, BindingSection } from '../components/parts';

// The binding rate (/client/binding-rate, and the dual-binding report /customer-info/bindreport):
// the organisation's rate at a glance, its staff ranked, every organisation's rate ranked.

export default function BindingRate() {
  return (
    <div className="page rp-page">
      <BindingSection />
      <BindingByOrgSection />
    </div>
  );
}
