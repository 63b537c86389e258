import { useState } from 'react';
import { useSearch } from 'wouter';
import { returnToIntended } from '../guard/way-back';
import type { ScreenProps } from '../router/screens';

// Where a permission check sends the user (spec 000 §4): register the business card, or make the
// marketing-system mobile match WeCom's. The full forms arrive with their modules; the way back
// (reset the checks, return to the intended page) is here already.
const TEXT: Record<string, string> = {
  RegisterBusinessCard: '查询失败，暂无此用户对应的客户经理或理赔顾问信息，请先注册！',
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
