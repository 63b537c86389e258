import { Link } from 'wouter';
import { insuranceKindGroupOf } from '../../../../../shared/domain/insurance-kind';
import { AsyncView, Section, useParam } from '../../../ui';
import { useNonVehiclePolicies } from '../api';
import { GROUPS, groupHref } from '../kinds';

// 非车险 (/customer-info/non-vehicle, optional ?custId=): the five non-vehicle kinds to open
// (家财、货运、责任、意外健康、组合), and for a customer how many non-vehicle policies of each
// kind they hold, with the way to their list.

export default function NonVehicle() {
  const custId = useParam('custId');
  return (
    <div className="page">
      <Section title="非车险种" extra={<Link href="/customer-info/insurance-type-list" className="btn btn--text btn--small">险种列表</Link>}>
        <ul className="nv-kinds" aria-label="非车险种">
          {GROUPS.map(([group, g]) => (
            <li key={group}>
              <Link href={groupHref(group, custId || undefined)} className="nv-kind">
                <strong>{g.label}</strong>
                <span className="muted">{g.codes.length} 个险种</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      {custId ? <CustomerPolicies custId={custId} /> : null}
    </div>
  );
}

function CustomerPolicies({ custId }: { custId: string }) {
  const policies = useNonVehiclePolicies(custId);
  const listHref = `/customer-info/insurance-no-car-policy?${new URLSearchParams({ custId }).toString()}`;
  return (
    <Section title="客户的非车险保单" extra={<Link href={listHref} className="btn btn--text btn--small">全部保单</Link>}>
      <AsyncView query={policies} emptyText="该客户暂无非车险保单" skeleton="stats">
        {(list) => (
          <ul className="nv-counts" aria-label="按险种统计">
            {GROUPS.map(([group, g]) => {
              const mine = list.filter((p) => insuranceKindGroupOf(p.riskCode) === group);
              return (
                <li key={group}>
                  <strong>{mine.length}</strong>
                  <span>{g.label}</span>
                  <span className="muted">{mine.filter((p) => p.inForceStatus === '1').length} 份在保</span>
                </li>
              );
            })}
          </ul>
        )}
      </AsyncView>
    </Section>
  );
}
