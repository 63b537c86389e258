import { useState } from 'react';
import type { AnswerOf } from '../../../lib/api/names';
import { ActionBar, AsyncView, runAction, Section } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { invalidate } from '../../../lib/query/client';
import { saveNavigationConfig } from '../api';

// 助手事项配置 (/home/assistant-item-config): which of the assistant's entries show on 智能助手
// and 助手事项, and in what order — kept upstream per staff member (queryNavigationConfig /
// saveNavigationConfig, our choice of calls), so every device shows the same.

type Item = AnswerOf<'assistant/queryNavigationConfig'>['list'][number];

/** After saving: the configuration and the assistant's navigation are asked again. */
const saved = () => invalidate('assistant/queryNavigationConfig', 'assistant/getNavigationList');

export default function AssistantItemConfig() {
  const items = useCall('assistant/queryNavigationConfig');
  const config = { ...items, data: items.data?.list };
  return (
    <div className="page">
      <AsyncView query={config} emptyText="暂无助手事项">
        {(list) => <Editor key={list.map((i) => `${i.navId}${i.shown ? '+' : '-'}`).join()} initial={list} onSaved={saved} />}
      </AsyncView>
    </div>
  );
}

function Editor({ initial, onSaved }: { initial: readonly Item[]; onSaved: () => void }) {
  const [items, setItems] = useState<Item[]>(() => [...initial].sort((a, b) => a.sort - b.sort));
  const shownCount = items.filter((i) => i.shown).length;
  const changed = items.map((i) => `${i.navId}${i.shown ? '+' : '-'}`).join() !== [...initial].sort((a, b) => a.sort - b.sort).map((i) => `${i.navId}${i.shown ? '+' : '-'}`).join();
  const move = (index: number, by: -1 | 1) =>
    setItems((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const toggle = (navId: string) => setItems((list) => list.map((i) => (i.navId === navId ? { ...i, shown: !i.shown } : i)));
  const save = async () => {
    const navIds = items.filter((i) => i.shown).map((i) => i.navId);
    const done = await runAction(() => saveNavigationConfig({ navIds }), { loadingText: '保存中…', success: '已保存助手事项配置' });
    if (done !== undefined) onSaved();
  };
  return (
    <>
      <Section title="显示与顺序">
        <p className="muted as-note">勾选要在智能助手中显示的事项，用上移、下移调整顺序。</p>
        <ol className="as-config" aria-label="助手事项">
          {items.map((item, i) => (
            <li key={item.navId} className={`as-config__row${item.shown ? '' : ' is-off'}`}>
              <label className="as-config__check">
                <input type="checkbox" checked={item.shown} onChange={() => toggle(item.navId)} />
                <span>
                  <b>{item.name}</b>
                  <span className="muted as-items__desc">{item.description}</span>
                </span>
              </label>
              <span className="as-config__moves">
                <button type="button" className="btn btn--small btn--quiet" aria-label={`上移${item.name}`} disabled={i === 0} onClick={() => move(i, -1)}>
                  ↑
                </button>
                <button type="button" className="btn btn--small btn--quiet" aria-label={`下移${item.name}`} disabled={i === items.length - 1} onClick={() => move(i, 1)}>
                  ↓
                </button>
              </span>
            </li>
          ))}
        </ol>
        {shownCount === 0 && (
          <p className="field__error" role="alert">
            请至少选择一个助手事项
          </p>
        )}
      </Section>
      <ActionBar
        actions={[
          { label: '撤销修改', disabled: !changed, onClick: () => setItems([...initial].sort((a, b) => a.sort - b.sort)) },
          { label: '保存', primary: true, disabled: !changed || shownCount === 0, onClick: () => void save() },
        ]}
      />
    </>
  );
}
