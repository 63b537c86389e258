import { Link } from 'wouter';
import { hasScreen } from '../../../lib/navigation/navigation';
import { AsyncView, PagedList, ProgressBar, Section, Segments, usePaged, useUrlChoice } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { loadGrants, type Grant } from '../api';
import { GrantCard, PlanStatus } from '../components/parts';

// 增值服务 (home): what the staff member can give — the value-added quota per plan, gifts and
// points left — and the services they gave, by state (in the URL), each opening the customer's
// services; entries to gifts, points and resetting a service.

const STATUS = [
  { value: '', label: '全部' },
  { value: '1', label: '待使用' },
  { value: '2', label: '使用中' },
  { value: '3', label: '已用完' },
  { value: '4', label: '已重置' },
] as const;
type Status = (typeof STATUS)[number]['value'];

const LINKS = [
  { href: '/common/gift-service', label: '赠送礼品' },
  { href: '/configuration-nape/points-allocation', label: '分配积分' },
  { href: '/home/reset-services', label: '重置服务' },
] as const;

export default function AddedServicesValue() {
  const quota = useCall('valueAdded/queryMyQuota');
  const [status, setStatus] = useUrlChoice<Status>('status', ['', '1', '2', '3', '4'], '');
  const grants = usePaged<Grant>((pageNo, pageSize, signal) => loadGrants(status ? { status } : {}, pageNo, pageSize, signal), [status], 10, { pagesParam: 'pages' });
  return (
    <div className="page">
      <Section title="我的额度">
        <AsyncView query={quota} skeleton="stats">
          {(q) => (
            <>
              <div className="svc-quota">
                <div>
                  <strong>{q.plans.filter((p) => p.status === '1').reduce((n, p) => n + p.remaining, 0)}</strong>
                  <span>增值服务剩余（份）</span>
                </div>
                <div>
                  <strong>{q.gift.remaining}</strong>
                  <span>礼品剩余（份）</span>
                </div>
                <div>
                  <strong>{q.points.remaining}</strong>
                  <span>积分剩余</span>
                </div>
              </div>
              {q.plans.map((p) => (
                <div key={p.planId} className="svc-item">
                  <span className="svc-item__main">
                    <span className="svc-item__name">
                      {p.planName} <PlanStatus status={p.status} />
                    </span>
                    <span className="svc-item__desc">
                      {p.packName} · 方案至 {p.endDate}
                    </span>
                    <ProgressBar label="已赠送" value={p.used} max={p.quota} unit="份" />
                  </span>
                </div>
              ))}
            </>
          )}
        </AsyncView>
        <nav className="svc-links" aria-label="礼品与积分">
          {LINKS.filter((l) => hasScreen(l.href)).map((l) => (
            <Link key={l.href} href={l.href} className="btn btn--small">
              {l.label}
            </Link>
          ))}
        </nav>
      </Section>
      <Section title="我赠送的服务">
        <Segments label="权益状态" value={status} options={STATUS} onChange={setStatus} />
        <PagedList
          label="我赠送的服务"
          state={grants}
          keyOf={(g) => g.grantId}
          emptyText="还没有赠送过增值服务"
          renderItem={(g) => (
            <Link href={`/customer-info/appreciation?custId=${encodeURIComponent(g.custId)}`} className="svc-card">
              <GrantCard grant={g} showCustomer />
            </Link>
          )}
        />
      </Section>
    </div>
  );
}
