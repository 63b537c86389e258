import { Link } from 'wouter';
import { PACK_TYPE } from '../../../../../shared/domain/service-codes';
import { hasScreen } from '../../../lib/navigation/navigation';
import { ActionBar, AsyncView, Cell, Cells, CodeLabel, Money, Section, useParam, MissingParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { statusTag } from '../../../parts/service-pack';

// 查看服务包 / 查看非车服务包 (?packCode=): the pack's facts, its items with times, unit price and
// subtotal, and its value; from here a manager starts a value-added plan with it.

export default function PackView() {
  const packCode = useParam('packCode');
  if (!packCode) return <MissingParam what="服务包代码" from="服务包管理" />;
  return <Pack key={packCode} packCode={packCode} />;
}

function Pack({ packCode }: { packCode: string }) {
  const pack = useCall('servicePack/queryServicePackDetail', { packCode });
  const enc = encodeURIComponent(packCode);
  const planHref = `/value-added-services/new-plan-added?packCode=${enc}`;
  return (
    <div className="page">
      <Section title="服务包" extra={pack.data && statusTag(pack.data.status)}>
        <AsyncView query={pack} skeleton="profile">
          {(p) => (
            <Cells>
              <Cell label="名称">{p.packName}</Cell>
              <Cell label="代码">{p.packCode}</Cell>
              <Cell label="客户类型">
                <CodeLabel table={PACK_TYPE} code={p.packType} />
              </Cell>
              <Cell label="有效期">领取后 {p.validMonths} 个月</Cell>
              <Cell label="说明">{p.remark}</Cell>
              <Cell label="创建">
                {p.creatorName} · {p.createTime}
              </Cell>
            </Cells>
          )}
        </AsyncView>
      </Section>
      <Section
        title="服务项目"
        extra={
          <Link href={`/service-pack-application/package-prpdict-list?packCode=${enc}`} className="btn btn--text btn--small">
            项目说明
          </Link>
        }
      >
        <AsyncView query={pack}>
          {(p) => (
            <>
              <ul className="svc-items" aria-label="服务项目">
                {p.items.map((i) => (
                  <li key={i.itemCode} className="svc-item">
                    <span className="svc-item__main">
                      <span className="svc-item__name">
                        {i.itemName} × {i.times}
                        {i.unit}
                      </span>
                      <span className="svc-item__desc">
                        单价 <Money value={i.unitPrice} />
                      </span>
                    </span>
                    <span className="svc-item__end">
                      <Money value={i.unitPrice * i.times} />
                    </span>
                  </li>
                ))}
              </ul>
              <div className="svc-total">
                <span>服务包价值</span>
                <Money value={p.totalValue} />
              </div>
            </>
          )}
        </AsyncView>
      </Section>
      <ActionBar actions={pack.data?.status === '1' && hasScreen(planHref) ? [{ label: '用此服务包新建增值方案', href: planHref, primary: true }] : []} />
    </div>
  );
}
