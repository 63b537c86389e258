import { IN_FORCE_STATUS, labelOf } from '../../../../../shared/domain/codes';
import type { ScreenProps } from '../../../lib/screen';
import { AsyncView, Section, Tag, useParam, MissingParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { Kv, money, PortraitTags, Row, SimpleList, Stats } from '../components/parts';
import { PolicyRow } from '../components/tabs';

// The customer's portrait: tags and portrait figures (weixinCustPortraitDetail), the products
// held by insurance kind (weixinCustProductDetail) and the insurance detail with the in-force
// and past policies (weixinCustInsureDetail).

export default function MoreInfoPortrayal(_props: ScreenProps) {
  const custId = useParam('custId');
  if (!custId) return <MissingParam what="客户信息" />;
  return <Portrayal key={custId} custId={custId} />;
}

const KIND: Readonly<Record<string, string>> = { vehicle: '车险', nonVehicle: '非车险' };

function Portrayal({ custId }: { custId: string }) {
  const portrait = useCall('weixinCustPortraitDetail', { custId });
  const products = useCall('weixinCustProductDetail', { custId });
  const insure = useCall('weixinCustInsureDetail', { custId });

  return (
    <div className="page cust">
      <Section title="画像标签">
        <AsyncView query={portrait}>
          {(p) => (
            <>
              <p className="cust-task-title">{p.name}</p>
              <PortraitTags portrait={p} />
              <Stats
                items={[
                  { label: '车辆', value: p.portrait.carCount },
                  { label: '保单', value: p.portrait.policyCount },
                  { label: '理赔', value: p.portrait.claimCount },
                  { label: '价值等级', value: p.portrait.valueLevel ? `${p.portrait.valueLevel} 级` : '—' },
                ]}
              />
              {p.portrait.preferredChannel && <p className="muted">偏好联系渠道：{p.portrait.preferredChannel}</p>}
            </>
          )}
        </AsyncView>
      </Section>

      <Section title="持有产品">
        <AsyncView query={products}>
          {(d) => (
            <SimpleList
              items={d.list}
              keyOf={(r) => r.riskCode}
              emptyText="暂无产品"
              render={(r) => (
                <Row title={r.riskName} tag={<Tag kind={r.inForce ? 'success' : 'default'}>{r.inForce ? '在保' : '已到期'}</Tag>}>
                  <Kv k="类别">{labelOf(KIND, r.kind)}</Kv>
                  <Kv k="件数">{r.count}</Kv>
                  <Kv k="保费">{money(r.premium)}</Kv>
                </Row>
              )}
            />
          )}
        </AsyncView>
      </Section>

      <AsyncView query={insure}>
        {(d) => (
          <>
            <Section title="投保情况" extra={<Tag kind={d.inForceStatus === '1' ? 'success' : 'default'}>{labelOf(IN_FORCE_STATUS, d.inForceStatus)}</Tag>}>
              <Stats
                items={[
                  { label: '在保保单', value: d.inForceCount },
                  { label: '在保保费', value: money(d.totalPremium) },
                  { label: '全部保单', value: d.list.length },
                ]}
              />
            </Section>
            <SimpleList items={d.list} keyOf={(p) => p.policyNo} render={(p) => <PolicyRow p={p} />} emptyText="暂无保单" />
          </>
        )}
      </AsyncView>
    </div>
  );
}
