import { Link } from 'wouter';
import { GRANT_STATUS, PLAN_STATUS, SERVICE_REASON_MAX } from '../../../../../shared/domain/service-codes';
import { CodeLabel, ProgressBar, Tag } from '../../../ui';
import type { Batch, Grant, Plan } from '../api';

// Cards this area's lists share: a plan, a batch and a service given to a customer.

/** A reason typed for a reset, a gift or points: 2 to SERVICE_REASON_MAX characters. */
export function reasonError(reason: string) {
  const n = reason.trim().length;
  return n < 2 || n > SERVICE_REASON_MAX ? `请填写原因（2–${SERVICE_REASON_MAX} 字）` : undefined;
}

const PLAN_TAG = { '0': 'info', '1': 'success', '2': 'default' } as const;
const GRANT_TAG = { '1': 'info', '2': 'success', '3': 'default', '4': 'warning' } as const;

export const planHref = (planId: string) => `/value-added-services/view-value-added?planId=${encodeURIComponent(planId)}`;
export const batchHref = (batchNo: string) => `/value-added-services/batch-details?batchNo=${encodeURIComponent(batchNo)}`;

export function PlanStatus({ status }: { status: string }) {
  return (
    <Tag kind={PLAN_TAG[status as keyof typeof PLAN_TAG] ?? 'default'}>
      <CodeLabel table={PLAN_STATUS} code={status} />
    </Tag>
  );
}

export function GrantStatus({ status }: { status: string }) {
  return (
    <Tag kind={GRANT_TAG[status as keyof typeof GRANT_TAG] ?? 'default'}>
      <CodeLabel table={GRANT_STATUS} code={status} />
    </Tag>
  );
}

export function PlanCard({ plan }: { plan: Plan }) {
  return (
    <Link href={planHref(plan.planId)} className="svc-card">
      <div className="svc-card__head">
        <strong className="svc-card__title">{plan.planName}</strong>
        <PlanStatus status={plan.status} />
      </div>
      <p className="svc-card__meta">
        <span>{plan.packName}</span>
        <span>
          {plan.startDate} 至 {plan.endDate}
        </span>
      </p>
      <ProgressBar label="已分配" value={plan.allocatedCount} max={plan.totalCount} unit="份" />
      <ProgressBar label="已赠送" value={plan.grantedCount} max={plan.allocatedCount} unit="份" />
    </Link>
  );
}

export function BatchCard({ batch }: { batch: Batch }) {
  return (
    <Link href={batchHref(batch.batchNo)} className="svc-card">
      <div className="svc-card__head">
        <strong className="svc-card__title">
          {batch.planName} · {batch.batchName}
        </strong>
        <span className="muted">{batch.salesCount} 人</span>
      </div>
      <p className="svc-card__meta">
        <span>{batch.batchNo}</span>
        <span>
          {batch.creatorName} · {batch.createTime}
        </span>
      </p>
      <ProgressBar label="已赠送" value={batch.granted} max={batch.count} unit="份" />
    </Link>
  );
}

/** A service a customer holds: the pack, each item used of total, the state and who gave it. */
export function GrantCard({ grant, showCustomer = false }: { grant: Grant; showCustomer?: boolean }) {
  return (
    <div className="svc-card">
      <div className="svc-card__head">
        <strong className="svc-card__title">{showCustomer ? `${grant.custName} · ${grant.packName}` : grant.packName}</strong>
        <GrantStatus status={grant.status} />
      </div>
      <p className="svc-card__meta">
        <span>{grant.planName}</span>
        <span>有效期至 {grant.expireDate}</span>
        <span>
          {grant.granterName} 赠送于 {grant.grantTime.slice(0, 16)}
        </span>
      </p>
      {grant.status !== '4' ? (
        grant.items.map((i) => <ProgressBar key={i.itemCode} label={i.itemName} value={i.used} max={i.total} unit={i.unit} />)
      ) : (
        <p className="svc-card__sub">
          已于 {grant.resetTime?.slice(0, 16)} 重置：{grant.resetReason}
        </p>
      )}
    </div>
  );
}
