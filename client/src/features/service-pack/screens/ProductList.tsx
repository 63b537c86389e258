import { useState } from 'react';
import { labelOf } from '../../../../../shared/domain/codes';
import { SERVICE_ITEM_CATEGORY } from '../../../../../shared/domain/service-codes';
import { back } from '../../../lib/navigation/navigation';
import { ActionBar, AsyncView, CodeLabel, Money, Segments, useUrlChoice, useUrlState, SearchBox, TabList, useParam } from '../../../ui';
import type { PackType, ServiceItem } from '../api';
import { useCall } from '../../../lib/query/use-call';
import { EMPTY_PACK, packDraftKey, readDraft, writeDraft, type PackDraft } from '../draft';

// 服务项目: the service-item dictionary of vehicle or non-vehicle packs, by category and name (both
// in the URL). Opened from the pack form with pick=1, the items can be ticked and 确定 puts them
// in the form's draft (times 1 for new ones; items already chosen keep their times).

const CATEGORIES = ['', ...Object.keys(SERVICE_ITEM_CATEGORY)] as const;
type Picked = Pick<ServiceItem, 'itemCode' | 'itemName' | 'unit' | 'unitPrice'>;

export default function ProductList() {
  const [type, setType] = useUrlChoice<PackType>('packType', ['1', '2'], '1');
  const [category, setCategory] = useUrlState('category', '');
  const [keyword, setKeyword] = useUrlState('keyword', '');
  const picking = useParam('pick') === '1';
  const key = packDraftKey(type);
  // What is ticked, across category and name filters; starts as the form's items.
  const [chosen, setChosen] = useState<ReadonlyMap<string, Picked>>(() => new Map(readDraft<PackDraft>(key, EMPTY_PACK).items.map((i) => [i.itemCode, i])));
  const dict = useCall('servicePack/queryPrpDictList', { packType: type, ...(category ? { category } : {}), ...(keyword ? { keyword } : {}) });

  const toggle = (item: ServiceItem) =>
    setChosen((s) => {
      const next = new Map(s);
      if (next.has(item.itemCode)) next.delete(item.itemCode);
      else next.set(item.itemCode, item);
      return next;
    });

  const confirmPick = () => {
    const d = readDraft<PackDraft>(key, EMPTY_PACK);
    const kept = d.items.filter((i) => chosen.has(i.itemCode));
    const added = [...chosen.values()].filter((c) => !kept.some((k) => k.itemCode === c.itemCode));
    writeDraft<PackDraft>(key, { ...d, items: [...kept, ...added.map((a) => ({ itemCode: a.itemCode, itemName: a.itemName, unit: a.unit, unitPrice: a.unitPrice, times: 1 }))] });
    back();
  };

  return (
    <div className="page">
      {!picking && (
        <Segments
          label="客户类型"
          value={type}
          options={[
            { value: '1', label: '车险客户' },
            { value: '2', label: '非车客户' },
          ]}
          onChange={setType}
        />
      )}
      <SearchBox label="项目名称" placeholder="搜索项目名称" value={keyword} onSearch={setKeyword} maxLength={20} />
      <TabList look="chips" label="服务类别" value={category} options={CATEGORIES.map((c) => ({ value: c, label: c ? labelOf(SERVICE_ITEM_CATEGORY, c) : '全部' }))} onChange={setCategory} />
      <section className="card" aria-label="服务项目">
        <AsyncView query={dict} isEmpty={(a) => a.list.length === 0} emptyText="没有符合条件的服务项目">
          {({ list: items }) => (
            <ul className="svc-items">
              {items.map((i) => (
                <li key={i.itemCode}>
                  <label className="svc-item">
                    {picking && <input type="checkbox" checked={chosen.has(i.itemCode)} onChange={() => toggle(i)} aria-label={`选择${i.itemName}`} />}
                    <span className="svc-item__main">
                      <span className="svc-item__name">{i.itemName}</span>
                      <span className="svc-item__desc">
                        <CodeLabel table={SERVICE_ITEM_CATEGORY} code={i.category} /> · {i.description}
                      </span>
                    </span>
                    <span className="svc-item__end">
                      <Money value={i.unitPrice} />/{i.unit}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </AsyncView>
      </section>
      {picking && <ActionBar actions={[{ label: `确定（已选 ${chosen.size} 项）`, primary: true, onClick: confirmPick }]} />}
    </div>
  );
}
