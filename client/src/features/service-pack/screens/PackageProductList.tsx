import { SERVICE_ITEM_CATEGORY } from '../../../../../shared/domain/service-codes';
import { AsyncView, CodeLabel, Money, Section, useParam, MissingParam } from '../../../ui';
import { loadPackItems } from '../api';
import { useLoad } from '../../../lib/query/use-call';

// 服务包项目 (?packCode=): what the customer gets from each item of one pack — the dictionary's
// description, category, unit and price beside the pack's times.

export default function PackageProductList() {
  const packCode = useParam('packCode');
  if (!packCode) return <MissingParam what="服务包代码" from="服务包详情" />;
  return <Items key={packCode} packCode={packCode} />;
}

function Items({ packCode }: { packCode: string }) {
  const detail = useLoad(['loadPackItems', packCode], (signal) => loadPackItems(packCode, signal));
  return (
    <div className="page">
      <Section title={detail.data?.pack.packName ?? '服务包项目'}>
        <AsyncView query={detail}>
          {({ pack, dict }) => (
            <ul className="svc-items" aria-label="服务项目说明">
              {pack.items.map((i) => {
                const d = dict.find((x) => x.itemCode === i.itemCode);
                return (
                  <li key={i.itemCode} className="svc-item">
                    <span className="svc-item__main">
                      <span className="svc-item__name">{i.itemName}</span>
                      <span className="svc-item__desc">
                        {d ? <CodeLabel table={SERVICE_ITEM_CATEGORY} code={d.category} /> : null}
                        {d ? ` · ${d.description}` : ''}
                      </span>
                    </span>
                    <span className="svc-item__end">
                      {i.times} {i.unit}
                      <br />
                      <small className="muted">
                        <Money value={i.unitPrice} />/{i.unit}
                      </small>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </AsyncView>
      </Section>
    </div>
  );
}
