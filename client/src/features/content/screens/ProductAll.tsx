import { AsyncView, Section, Tag, useParam } from '../../../ui';
import { useProductClasses, type ProductClass } from '../api';
import { ProductItem } from '../components/ProductParts';
import { useCall } from '../../../lib/query/use-call';

// 全部产品 (/customer-info/product-all, ?custId= from a customer's page): every product by class;
// for a customer, the insurance they already hold is marked, so what to recommend stands out.

export default function ProductAll() {
  const custId = useParam('custId');
  const classes = useProductClasses();
  const insure = useCall('queryCustInsureInfo', { custId }, { enabled: Boolean(custId) });
  const held = new Set((insure.data?.policies ?? []).filter((p) => p.inForceStatus === '1').map((p) => p.riskCode));
  return (
    <div className="page ct">
      {insure.data && (
        <p className="ct-note">
          {insure.data.custName} 在保 {held.size} 个险种；标“已投保”的产品客户已持有，其余可推荐。
        </p>
      )}
      <AsyncView query={classes} emptyText="暂无产品">
        {(list) => (
          <>
            {list.map((c) => (
              <ClassSection key={c.classId} c={c} held={held} />
            ))}
          </>
        )}
      </AsyncView>
    </div>
  );
}

function ClassSection({ c, held }: { c: ProductClass; held: ReadonlySet<string> }) {
  const products = useCall('queryProductList', { pageNo: 1, pageSize: 50, ...(c.classId ? { classId: c.classId } : {}) }, { method: 'POST' });
  return (
    <Section title={`${c.className}（${c.productCount}）`}>
      <AsyncView query={products} isEmpty={(p) => p.list.length === 0} emptyText="该分类暂无产品">
        {(p) => (
          <ul className="ct-plain">
            {p.list.map((x) => (
              <li key={x.productId} className="ct-plain__item">
                <ProductItem p={x} extra={held.has(x.riskCode) ? <Tag kind="success">已投保</Tag> : undefined} />
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </Section>
  );
}
