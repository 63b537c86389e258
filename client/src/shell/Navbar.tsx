import { useSignals } from '@preact/signals-react/runtime';
import type { CSSProperties } from 'react';
import { HOME_PATH } from '../../../shared/routes/lists';
import { navigate, stack } from '../router/navigation';
import { navbar, type NavTab } from './navbar-store';

// The top navigation bar (spec 000 §2). Left runs the custom action if set, else goes back one
// history step; right runs its action if set. A fixed bar reserves 0.9rem (the placeholder).

function Tab({ tab }: { tab: NavTab }) {
  const style = tab.color ? ({ '--tab-color': tab.color } as CSSProperties) : undefined;
  return (
    <button type="button" className={`navbar__tab${tab.active ? ' is-active' : ''}`} style={style} onClick={tab.onClick} role="tab" aria-selected={tab.active ?? false}>
      {tab.name}
      {tab.hasDot === '1' && <i className="navbar__dot" aria-label="有新消息" />}
    </button>
  );
}

export function Navbar() {
  useSignals();
  const n = navbar.value;
  if (!n.show) return null;
  // Back one step; on the first page of the visit there is nothing behind: go home instead of
  // leaving the app.
  const left = () => (n.onClickLeft ? n.onClickLeft() : stack.peek().length > 1 ? history.back() : void navigate(HOME_PATH, { replace: true }));
  const cls = ['navbar', n.fixed && 'navbar--fixed', n.border && 'navbar--border', n.doubleTab && 'navbar--double', n.className].filter(Boolean).join(' ');
  const style = { zIndex: n.zIndex } as CSSProperties;
  return (
    <>
      <header className={cls} style={style} role="banner" data-testid="navbar">
        <div className="navbar__left">
          {(n.leftArrow || n.leftText) && (
            <button type="button" className="navbar__btn" onClick={left} aria-label={n.leftText || '返回'}>
              {n.leftArrow && <span className="navbar__arrow" aria-hidden="true" />}
              {n.leftText}
            </button>
          )}
        </div>
        {n.tabs && n.tabs.length > 0 ? (
          <div className="navbar__tabs" role="tablist">
            {n.doubleTab && n.avatar && <img className="navbar__avatar" src={n.avatar} alt="头像" />}
            {n.tabs.map((t) => (
              <Tab key={t.name} tab={t} />
            ))}
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
