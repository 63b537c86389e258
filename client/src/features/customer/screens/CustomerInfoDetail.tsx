import { ApiError } from '../../../lib/api/errors';
import { Link } from 'wouter';
import type { ScreenProps } from '../../../lib/screen';
import { hasScreen } from '../../../lib/navigation/navigation';
import { ActionBar, AsyncView, Failed, Section, Skeleton, Tag, useUrlChoice, panelId, TabList, tabId, type TabOption, useParam, MissingParam } from '../../../ui';
import { customerActions } from '../actions';
import { useCall } from '../../../lib/query/use-call';
import { BindButton, money, MoreLink, PortraitTags, ProfileCard, Stats } from '../components/parts';
import { ClaimsPanel, ComplaintsPanel, ContactPanel, PoliciesPanel, RemindersPanel, VehiclesPanel } from '../components/tabs';

// The customer 360 (CustomerInfoDetail, and the cached CustomerInfoAndHome): profile with
// masked PII and the binding action, value and portrait, then tabs for policies, vehicles and
// quotations, claims, reminders, complaints and contact info.
//
// Data: each block reads its own call with useCall (the query cache: shared with other screens
// showing the same call, re-asked when a mutation invalidates it). On the cached route the page
// stays mounted inside <Activity>: React re-runs the effects when it is shown again, so every block
// asks again and shows current data, keeping the old data on screen meanwhile (the tab lives in the URL, the scroll is restored by the router).

const TABS = [
  { value: 'policies', label: '保单' },
  { value: 'vehicles', label: '车辆报价' },
  { value: 'claims', label: '理赔' },
  { value: 'reminders', label: '提醒' },
  { value: 'complaints', label: '投诉' },
  { value: 'contact', label: '联系' },
] as const satisfies readonly TabOption<string>[];
type TabKey = (typeof TABS)[number]['value'];
const TAB_KEYS = TABS.map((t) => t.value);

export default function CustomerInfoDetail(_props: ScreenProps) {
  const custId = useParam('custId');
  if (!custId) return <MissingParam what="客户信息" from="客户列表" />;
  // A new customer starts afresh (tab included): the cached page may be reopened for another one.
  return <Customer360 key={custId} custId={custId} />;
}

function Customer360({ custId }: { custId: string }) {
  // The chosen tab lives in the URL: back from a claim returns to 理赔, not to 保单.
  const [tab, setTab] = useUrlChoice<TabKey>('tab', TAB_KEYS, 'policies');
  const portrait = useCall('weixinCustPortraitDetail', { custId });
  const status = useCall('weixinCustStatusSearch', { custId });
  const value = useCall('weixinCustValueInfoSearch', { custId });
  const enc = encodeURIComponent(custId);

  // An unknown customer (the upstream refuses, not fails) has nothing to show: one message for the
  // page rather than the same one in every section.
  if (portrait.data === undefined && portrait.error instanceof ApiError && portrait.error.status < 500) {
    return (
      <div className="page cust">
        <Failed error={portrait.error} onRetry={portrait.reload} />
      </div>
    );
  }

  // Every section loads on its own: a slow call shows its section's skeleton, never hides what
  // is already there; a failed one shows its own error with 重试.
  return (
    <div className="page cust">
      {portrait.data === undefined ? (
        <section className="card cust-profile" aria-label="客户信息">
          {portrait.error ? <Failed error={portrait.error} onRetry={portrait.reload} /> : <Skeleton shape="profile" />}
        </section>
      ) : (
        <ProfileCard
          customer={portrait.data}
          status={status.data}
          action={<BindButton custId={custId} name={portrait.data.name} status={status.data} />}
        />
      )}

      <Section title="客户价值" extra=<MoreLink href={`/customer-info/more-info-detail?custId=${enc}`}>更多信息</MoreLink>>
        <AsyncView query={value} skeleton="stats">
          {(v) => (
            <Stats
              items={[
                { label: '价值等级', value: `${v.valueLevel} 级` },
                { label: '价值分', value: v.valueScore },
                { label: '累计保费', value: money(v.totalPremium) },
                { label: '赔付率', value: `${(Number(v.claimRatio) * 100).toFixed(1)}%` },
                { label: '保单', value: v.policyCount },
                { label: '理赔', value: v.claimCount },
                { label: '客户年限', value: `${v.loyaltyYears} 年` },
                { label: '偏好渠道', value: portrait.data?.portrait.preferredChannel ?? '—' },
              ]}
            />
          )}
        </AsyncView>
      </Section>

      <Section title="客户画像" extra=<MoreLink href={`/customer-info/more-info-portrayal?custId=${enc}`}>画像详情</MoreLink>>
        <AsyncView query={portrait} skeleton="tags">
          {(p) => (
            <PortraitTags portrait={p}>
              <Tag>车辆 {p.portrait.carCount}</Tag>
              <Tag>保单 {p.portrait.policyCount}</Tag>
              <Tag>理赔 {p.portrait.claimCount}</Tag>
            </PortraitTags>
          )}
        </AsyncView>
      </Section>

      <ServiceEntries enc={enc} />

      <TabList look="line" className="cust-tabs" idBase="cust" panel options={TABS} value={tab} onChange={setTab} label="客户信息分类" />
      <div className="cust-panel" role="tabpanel" id={panelId('cust')} aria-labelledby={tabId('cust', tab)}>
        {tab === 'policies' && <PoliciesPanel custId={custId} />}
        {tab === 'vehicles' && <VehiclesPanel custId={custId} />}
        {tab === 'claims' && <ClaimsPanel custId={custId} />}
        {tab === 'reminders' && <RemindersPanel custId={custId} />}
        {tab === 'complaints' && <ComplaintsPanel custId={custId} />}
        {tab === 'contact' && <ContactPanel custId={custId} />}
      </div>
      <ActionBar actions={customerActions(custId)} label="客户操作" />
    </div>
  );
}

/** Value-added services, gifts and points for this customer: only entries whose screens exist. */
const SERVICE_ENTRIES = [
  { to: '/customer-info/appreciation', label: '客户权益' },
  { to: '/customer-info/value-added-services-allocate', label: '赠送增值服务' },
  { to: '/common/gift-service', label: '赠送礼品' },
  { to: '/configuration-nape/points-allocation', label: '分配积分' },
] as const;

function ServiceEntries({ enc }: { enc: string }) {
  const entries = SERVICE_ENTRIES.filter((e) => hasScreen(e.to));
  if (entries.length === 0) return null;
  return (
    <Section title="增值服务">
      <nav className="cust-service-links" aria-label="增值服务">
        {entries.map((e) => (
          <Link key={e.to} href={`${e.to}?custId=${enc}`} className="btn btn--small">
            {e.label}
          </Link>
        ))}
      </nav>
    </Section>
  );
}
