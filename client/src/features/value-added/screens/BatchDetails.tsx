import { Link } from 'wouter';
import { AsyncView, Cell, Cells, ProgressBar, Section, useParam, MissingParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { planHref } from '../components/parts';
import { maskEmployeeCode } from '../../../../../shared/domain/mask';

// 批次详情 (?batchNo=): the batch — its plan, who made it and when — and each salesperson's
// allocation with how much of it they have given to customers.

export default function BatchDetails() {
  const batchNo = useParam('batchNo');
  if (!batchNo) return <MissingParam what="批次号" from="批次管理" />;
  return <BatchView key={batchNo} batchNo={batchNo} />;
}

function BatchView({ batchNo }: { batchNo: string }) {
  const batch = useCall('valueAdded/queryBatchDetail', { batchNo });
  return (
    <div className="page">
      <Section title="批次">
        <AsyncView query={batch} skeleton="profile">
          {(b) => (
            <>
              <Cells>
                <Cell label="批次">
                  {b.batchName}（{b.batchNo}）
                </Cell>
                <Cell label="方案">
                  <Link href={planHref(b.planId)}>{b.planName}</Link>
                </Cell>
                <Cell label="创建">
                  {b.creatorName} · {b.createTime}
                </Cell>
              </Cells>
              <ProgressBar label="本批次已赠送" value={b.granted} max={b.count} unit="份" />
            </>
          )}
        </AsyncView>
      </Section>
      <Section title="销售人员进度">
        <AsyncView query={batch} isEmpty={(b) => b.allocations.length === 0} emptyText="本批次没有分配">
          {(b) => (
            <ul className="svc-items" aria-label="销售人员进度">
              {b.allocations.map((a) => (
                <li key={a.salesCode} className="svc-item">
                  <span className="svc-item__main">
                    <span className="svc-item__name">
                      {a.salesName} <small className="muted">{maskEmployeeCode(a.salesCode)}</small>
                    </span>
                    <ProgressBar label="已赠送" value={a.granted} max={a.count} unit="份" />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </AsyncView>
      </Section>
    </div>
  );
}
