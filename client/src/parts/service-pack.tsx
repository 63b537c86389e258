import { Link } from 'wouter';
import { PACK_STATUS } from '../../../shared/domain/service-codes';
import { CodeLabel, Money, Tag } from '../ui';
import type { AnswerOf } from '../lib/api/names';

type ServicePack = AnswerOf<'servicePack/queryServicePackDetail'>;
type GroupingCode = AnswerOf<'servicePack/queryGroupingCodeDetail'>;
import { groupHref, packHref } from './service-kind';

// Pieces the screens of this area (and the value-added area) share: a pack's and a grouping
// code's list card.

export const statusTag = (status: string) => (
  <Tag kind={status === '1' ? 'success' : 'default'}>
    <CodeLabel table={PACK_STATUS} code={status} />
  </Tag>
);

export function PackCard({ pack }: { pack: ServicePack }) {
  return (
    <Link href={packHref(pack)} className="svc-card">
      <div className="svc-card__head">
        <strong className="svc-card__title">{pack.packName}</strong>
        {statusTag(pack.status)}
      </div>
      <p className="svc-card__sub">{pack.items.map((i) => `${i.itemName}×${i.times}`).join('、')}</p>
      <p className="svc-card__meta">
        <span>
          价值 <Money value={pack.totalValue} />
        </span>
        <span>有效 {pack.validMonths} 个月</span>
        <span>{pack.packCode}</span>
      </p>
    </Link>
  );
}

export function GroupCard({ group }: { group: GroupingCode }) {
  return (
    <Link href={groupHref(group)} className="svc-card">
      <div className="svc-card__head">
        <strong className="svc-card__title">{group.groupName}</strong>
        {statusTag(group.status)}
      </div>
      <p className="svc-card__sub">{group.ruleText}</p>
      <p className="svc-card__meta">
        <span>服务包：{group.packName}</span>
        <span>符合客户 {group.customerCount} 人</span>
        <span>{group.groupCode}</span>
      </p>
    </Link>
  );
}
