import { useSignals } from '@preact/signals-react/runtime';
import { useSearch } from 'wouter';
import type { ScreenProps } from '../router/screens';
import { session } from '../session/store';

// Routes whose screens come later: the title, a short note, who is signed in and the page's
// parameters — enough for staff to see they reached the right place — and a note field.
export default function Generic({ route, params }: ScreenProps) {
  useSignals();
  const search = useSearch();
  const user = session.value?.user;
  const shown = [...Object.entries(params).filter(([k]) => !/^\d+$/.test(k)), ...new URLSearchParams(search).entries()];
  return (
    <div className="page generic">
      <section className="card">
        <h2 className="generic__title">{route.meta.title}</h2>
        <p className="muted">该功能页面正在建设中</p>
        {user && (
          <p className="generic__user" data-testid="current-user">
            当前用户：{user.userId}（{user.userCode}）
          </p>
        )}
        {shown.length > 0 && (
          <dl className="generic__params" data-testid="page-params">
            {shown.map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section className="card">
        <label className="field">
          <span>需求备注</span>
          <textarea name="note" rows={3} placeholder="对本页面的需求可先记在这里" />
        </label>
      </section>
    </div>
  );
}
