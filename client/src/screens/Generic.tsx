import { Link } from 'wouter';
import { HOME_PATH } from '../../../shared/routes/lists';
import type { ScreenProps } from '../router/screens';

// Routes whose screens come later: the title, that the page is not available yet, and the way
// home. Nothing else — no staff code, raw parameters or fields that would save nothing. No entry
// point of the app leads here (router/screens.ts hasScreen); only a typed or old link can.
export default function Generic({ route }: ScreenProps) {
  return (
    <div className="page placeholder" data-testid="placeholder">
      <section className="card placeholder__card">
        <h2 className="generic__title">{route.meta.title}</h2>
        <p className="muted">该页面暂未开放</p>
        <Link href={HOME_PATH} replace className="btn btn--primary placeholder__home">
          返回首页
        </Link>
      </section>
    </div>
  );
}
