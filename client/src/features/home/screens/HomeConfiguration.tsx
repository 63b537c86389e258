import type { AnswerOf } from '../../../lib/api/names';
import { navigate } from '../../../lib/navigation/navigation';
import { hasScreen } from '../../../lib/navigation/navigation';
import { ActionBar, AsyncView, runAction, Section, useStateFrom } from '../../../ui';
import { MODULES } from '../modules';
import { useCall } from '../../../lib/query/use-call';
import { saveHomeConfig } from '../api';

// 首页配置 (/home/configuration): which function tiles the staff member's home page shows, and in
// which order (queryHomeConfig / saveHomeConfig, our proposal; kept per staff member by the
// upstream, so it follows them to any phone). 恢复默认 shows every tile again.

type Config = AnswerOf<'queryHomeConfig'>;
const AVAILABLE = MODULES.filter((m) => hasScreen(m.to));
const labelOf = (to: string) => MODULES.find((m) => m.to === to)?.label ?? to;

export default function HomeConfiguration() {
  const config = useCall('queryHomeConfig');
  return (
    <div className="page">
      <AsyncView query={config}>{(c) => <Editor saved={c} />}</AsyncView>
    </div>
  );
}

function Editor({ saved }: { saved: Config }) {
  const initial = () => (saved.tiles.length ? saved.tiles.filter((t) => AVAILABLE.some((m) => m.to === t)) : AVAILABLE.map((m) => m.to));
  const [shown, setShown] = useStateFrom<string[]>(initial, saved);
  const hidden = AVAILABLE.filter((m) => !shown.includes(m.to));
  const move = (i: number, by: -1 | 1) =>
    setShown((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item!);
      return next;
    });
  const save = async (tiles: string[]) => {
    const r = await runAction(() => saveHomeConfig({ tiles }), { loadingText: '保存中', success: tiles.length ? '首页已更新' : '已恢复默认' });
    if (r) void navigate('/home/customer-home-page');
  };
  return (
    <>
      <Section title={`首页显示（${shown.length}）`}>
        {shown.length === 0 ? (
          <p className="muted">请至少选择一个功能</p>
        ) : (
          <ol className="list hc-list" aria-label="首页显示的功能">
            {shown.map((to, i) => (
              <li key={to} className="list__item hc-row">
                <span className="hc-row__name">{labelOf(to)}</span>
                <button type="button" className="btn btn--small" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`上移${labelOf(to)}`}>
                  上移
                </button>
                <button type="button" className="btn btn--small" disabled={i === shown.length - 1} onClick={() => move(i, 1)} aria-label={`下移${labelOf(to)}`}>
                  下移
                </button>
                <button type="button" className="btn btn--small" onClick={() => setShown((l) => l.filter((t) => t !== to))} aria-label={`隐藏${labelOf(to)}`}>
                  隐藏
                </button>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section title="未显示">
        {hidden.length === 0 ? (
          <p className="muted">全部功能都已显示</p>
        ) : (
          <ul className="list hc-list" aria-label="未显示的功能">
            {hidden.map((m) => (
              <li key={m.to} className="list__item hc-row">
                <span className="hc-row__name">{m.label}</span>
                <button type="button" className="btn btn--small" onClick={() => setShown((l) => [...l, m.to])} aria-label={`显示${m.label}`}>
                  显示
                </button>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <ActionBar
        actions={[
          { label: '恢复默认', onClick: () => void save([]) },
          { label: '保存', primary: true, disabled: shown.length === 0, onClick: () => void save(shown) },
        ]}
      />
    </>
  );
}
