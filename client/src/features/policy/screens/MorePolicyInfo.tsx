import { Link } from 'wouter';
import { AsyncView, Cell, Cells, Section, useParam, MissingParam } from '../../../ui';
import { Money, PolicyItem } from '../../../parts/policy';
import { useCall } from '../../../lib/query/use-call';

// 保单信息 (?custId=): the customer's policies at a glance — counts, premium, premium by risk —
// and the policies in force, with the way to the full list.
const IN_FORCE_PREVIEW = 3;

export default function MorePolicyInfo() {
  const custId = useParam('custId');
  if (!custId) return <MissingParam what="客户号" />;
  return <Summary custId={custId} />;
}

function Summary({ custId }: { custId: string }) {
  // Two independent loads: the summary and a first page of the policies in force.
  const summary = useCall('weixinPlysumSearch', { custId });
  const inForce = useCall('queryCustomerPolicy', { custId, pageNo: 1, pageSize: IN_FORCE_PREVIEW, inForceStatus: '1' });
  const listHref = `/customer-info/policy-list?custId=${encodeURIComponent(custId)}`;

  return (
    <div className="page">
      <AsyncView query={summary}>
        {(s) => (
          <>
            <section className="card pl-stats" aria-label="保单概况">
              <div className="pl-stats__item">
                <b>{s.policyCount}</b>
                <span>保单总数</span>
              </div>
              <div className="pl-stats__item">
                <b>{s.inForceCount}</b>
                <span>在保</span>
              </div>
              <div className="pl-stats__item">
                <b>{s.vehicleCount}</b>
                <span>车险</span>
              </div>
              <div className="pl-stats__item">
                <b>{s.nonVehicleCount}</b>
                <span>非车险</span>
              </div>
              <div className="pl-stats__total">
                累计保费 <Money value={s.totalPremium} />
              </div>
            </section>
            {s.byRisk.length > 0 && (
              <Section title="按险种">
                <Cells>
                  {s.byRisk.map((r) => (
                    <Cell key={r.riskCode} label={`${r.riskName}（${r.count} 件）`}>
                      <Money value={r.premium} />
                    </Cell>
                  ))}
                </Cells>
              </Section>
            )}
          </>
        )}
      </AsyncView>

      <Section
        title="在保保单"
        extra={
          <Link href={listHref} className="btn btn--text btn--small pl-go">
            全部保单 ›
          </Link>
        }
      >
        <AsyncView query={inForce} isEmpty={(p) => p.list.length === 0} emptyText="暂无在保保单">
          {(p) => (
            <>
              <ul className="pl-list">
                {p.list.map((policy) => (
                  <li key={policy.policyNo}>
                    <PolicyItem policy={policy} />
                  </li>
                ))}
              </ul>
              {p.total > p.list.length && (
                <Link href={`${listHref}&inForceStatus=1`} className="btn btn--block pl-more">
                  查看全部 {p.total} 份在保保单
                </Link>
              )}
            </>
          )}
        </AsyncView>
      </Section>
    </div>
  );
}
