import { Link } from 'wouter';
import { AsyncView, useParam, MissingParam } from '../../../ui';
import { formatTime } from '../../../../../shared/domain/format';
import { ClaimStatus, Money } from '../../../parts/policy';
import { useCall } from '../../../lib/query/use-call';

// 理赔信息 (?custId=): the customer's claims, newest first; tapping one opens its progress.
// The claims come with the customer's trading information (mc/customerTrading, the ForCS
// variant chosen by the BFF); the answer is not paged, so neither is the list.

export default function MoreClaimInfo() {
  const custId = useParam('custId');
  if (!custId) return <MissingParam what="客户号" />;
  return <Claims custId={custId} />;
}

function Claims({ custId }: { custId: string }) {
  const trading = useCall('mc/customerTrading', { custId });
  return (
    <div className="page">
      <AsyncView query={trading} isEmpty={(t) => t.claims.length === 0} emptyText="该客户暂无理赔记录">
        {(t) => (
          <ul className="list" aria-label="理赔">
            {[...t.claims]
              .sort((a, b) => (b.reportDate ?? '').localeCompare(a.reportDate ?? ''))
              .map((c) => (
                <li key={c.registNo} className="list__item">
                  <Link href={`/customer-info/claim-schedule?registNo=${encodeURIComponent(c.registNo)}`} className="pl-item" aria-label={`报案号 ${c.registNo}`}>
                    <div className="pl-item__head">
                      <strong className="pl-item__title">{c.licenseNo ?? '理赔案件'}</strong>
                      <ClaimStatus code={c.statusCode} name={c.statusName} />
                    </div>
                    <div className="pl-item__sub">报案号 {c.registNo}</div>
                    {c.accidentDesc && <div className="pl-item__sub">{c.accidentDesc}</div>}
                    <div className="pl-item__foot">
                      <span className="muted">出险 {formatTime(c.accidentDate, 'YYYY-MM-DD HH:mm', '—')}</span>
                      <span>
                        <span className="muted">估损 </span>
                        <Money value={c.estimateAmount} />
                      </span>
                    </div>
                  </Link>
                </li>
              ))}
          </ul>
        )}
      </AsyncView>
    </div>
  );
}
