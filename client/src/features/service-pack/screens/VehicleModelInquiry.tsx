import { useState } from 'react';
import { back } from '../../../lib/navigation/navigation';
import { ActionBar, Money, PagedList, Tag, usePaged, useUrlState, SearchBox, useParam } from '../../../ui';
import { loadModels, type VehicleModel } from '../api';
import { EMPTY_GROUP, groupDraftKey, readDraft, writeDraft, type GroupDraft } from '../draft';

// 车型查询: car models by brand, model name or code (the search in the URL), with price, seats and
// new energy. Opened from the grouping-code form with pick=1, models can be ticked and 确定 puts
// them in the form's draft.

const labelOf = (m: VehicleModel) => `${m.brandName} ${m.modelName}`;

export default function VehicleModelInquiry() {
  const [keyword, setKeyword] = useUrlState('keyword', '');
  const picking = useParam('pick') === '1';
  const key = groupDraftKey('1');
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(() => new Map(readDraft<GroupDraft>(key, EMPTY_GROUP).models.map((m) => [m.modelCode, m.label])));
  const models = usePaged<VehicleModel>((pageNo, pageSize, signal) => loadModels(keyword ? { keyword } : {}, pageNo, pageSize, signal), [keyword], 20, { pagesParam: 'pages' });

  const toggle = (m: VehicleModel) =>
    setChosen((s) => {
      const next = new Map(s);
      if (next.has(m.modelCode)) next.delete(m.modelCode);
      else next.set(m.modelCode, labelOf(m));
      return next;
    });

  const confirmPick = () => {
    const d = readDraft<GroupDraft>(key, EMPTY_GROUP);
    writeDraft<GroupDraft>(key, { ...d, models: [...chosen].map(([modelCode, label]) => ({ modelCode, label })) });
    back();
  };

  return (
    <div className="page">
      <SearchBox label="品牌、车型或车型代码" placeholder="品牌、车型或车型代码" value={keyword} onSearch={setKeyword} maxLength={30} button="查询" />
      <section className="card" aria-label="车型">
        <PagedList
          label="车型"
          state={models}
          keyOf={(m) => m.modelCode}
          emptyText="没有找到该车型，换个关键词试试"
          renderItem={(m) => (
            <label className="svc-item">
              {picking && <input type="checkbox" checked={chosen.has(m.modelCode)} onChange={() => toggle(m)} aria-label={`选择${labelOf(m)}`} />}
              <span className="svc-item__main">
                <span className="svc-item__name">
                  {m.brandName} {m.modelName}
                </span>
                <span className="svc-item__desc">
                  {m.modelCode} · {m.vehicleType} · {m.seats} 座 {m.newEnergy && <Tag kind="success">新能源</Tag>}
                </span>
              </span>
              <span className="svc-item__end">
                <Money value={m.price} />
              </span>
            </label>
          )}
        />
      </section>
      {picking && <ActionBar actions={[{ label: `确定（已选 ${chosen.size} 个车型）`, primary: true, onClick: confirmPick }]} />}
    </div>
  );
}
