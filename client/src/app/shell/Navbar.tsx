import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, type CSSProperties } from 'react';
import { HOME_PATH } from '../../../../shared/routes/lists';
import { navigate, stack } from '../../lib/navigation/navigation';
import { formatTarget, type Target } from '../../lib/navigation/target';
import { roleRoutes } from '../../lib/session/store';
import { navbar } from '../../lib/navbar-store';

// The top navigation bar (spec 000 §2). Left runs the custom action if set, else goes back one
// history step; right runs its action if set. A fixed bar reserves 0.9rem (the placeholder).

// The tabs a screen may put in the bar instead of its title are the kit's tabs, a chunk of their
// own fetched with the first screen that shows some (the entry stays within its budget).
const NavTabs = lazy(() => import('./NavTabs'));

/** The group-chat customer's start: their chat's filings (客户报备). */
const CHAT_FILINGS = '/robot/chat-room-add-relation';

/**
 * Where back goes from the first page of a visit, when nothing is behind it: home for staff; for
 * an external (group-chat) customer, who has no home, their chat's filings when the page names a
 * chat and they may open that list — else nowhere, so back never leaves their pages.
 */
export function startPage(routes: { role: string; paths: ReadonlySet<string> } | null, current: Target | undefined): string | undefined {
  if (routes?.role !== 'externalUser') return HOME_PATH;
  const chatId = current?.query['chatId'];
  if (!chatId || current?.path === CHAT_FILINGS || !routes.paths.has(CHAT_FILINGS)) return undefined;
  return formatTarget({ path: CHAT_FILINGS, query: { chatId } });
}

export function Navbar() {
  useSignals();
  const n = navbar.value;
  const views = stack.value;
  const routes = roleRoutes.value;
  if (!n.show) return null;
  // Back one step; on the first page of the visit there is nothing behind: the start page
  // instead of leaving the app, and no back arrow where there is none.
  const behind = views.length > 1;
  const start = behind ? undefined : startPage(routes, views.at(-1)?.target);
  const canGoBack = Boolean(n.onClickLeft) || behind || start !== undefined;
  const left = () => (n.onClickLeft ? n.onClickLeft() : behind ? history.back() : start !== undefined ? void navigate(start, { replace: true }) : undefined);
  const cls = ['navbar', n.fixed && 'navbar--fixed', n.border && 'navbar--border', n.doubleTab && 'navbar--double', n.className].filter(Boolean).join(' ');
  const style = { zIndex: n.zIndex } as CSSProperties;
  return (
    <>
      <header className={cls} style={style} role="banner" data-testid="navbar">
        <div className="navbar__left">
          {((n.leftArrow && canGoBack) || n.leftText) && (
            <button type="button" className="navbar__btn" onClick={left} aria-label={n.leftText || '返回'}>
              {n.leftArrow && canGoBack && <span className="navbar__arrow" aria-hidden="true" />}
              {n.leftText}
            </button>
          )}
        </div>
        {n.tabs && n.tabs.length > 0 ? (
          <div className="navbar__tabs">
            {n.doubleTab && n.avatar && <img className="navbar__avatar" src={n.avatar} alt="头像" />}
            <Suspense fallback={null}>
              <NavTabs tabs={n.tabs} label={n.title} />
            </Suspense>
          </div>
        ) : (
          <h1 className="navbar__title">{n.title}</h1>
        )}
        <div className="navbar__right">
          {(n.rightText || n.rightIcon) && (
            <button type="button" className="navbar__btn" onClick={n.onClickRight} aria-label={n.rightText || n.rightIcon}>
              {n.rightIcon === 'loading' ? <span className="spinner spinner--small" role="progressbar" aria-label="加载中" /> : n.rightIcon && <span className="navbar__icon">{n.rightIcon}</span>}
              {n.rightText}
            </button>
          )}
        </div>
      </header>
      {n.fixed && n.placeholder && <div className="navbar-placeholder" aria-hidden="true" />}
    </>
  );
}
