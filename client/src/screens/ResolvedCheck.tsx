import { useState } from 'react';
import { useSearch } from 'wouter';
import { returnToIntended } from '../guard/way-back';
import type { ScreenProps } from '../router/screens';

// Where the same-mobile check sends the user (spec 000 §4): make the marketing-system mobile match
// WeCom's. The full form arrives with its module; the way back (reset the checks, return to the
// intended page) is here already. (The business-card check's page is screens/card/RegisterCard.)
const TEXT: Record<string, string> = {
  AccountInfo: '营销系统中的手机号与企业微信手机号不一致，请先修改手机号。',
};

export default function ResolvedCheck({ route }: ScreenProps) {
  const search = new URLSearchParams(useSearch());
  const [busy, setBusy] = useState(false);
  const fromCheck = search.get('redirect') === 'cache' || search.get('modifyMobile') === '1';
  return (
    <div className="page">
      <section className="card">
        <h2 className="generic__title">{route.meta.title}</h2>
        {fromCheck && <p className="notice">{TEXT[route.name]}</p>}
        <p className="muted">该功能页面正在建设中</p>
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void returnToIntended().finally(() => setBusy(false));
          }}
        >
          已处理，返回原页面
        </button>
      </section>
    </div>
  );
}
