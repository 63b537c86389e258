import { Link } from 'wouter';

// The bottom action bar of a page (Vant's action bar): the page's main actions, always in reach
// with the thumb. Fixed to the bottom of the phone-width column and clear of the home indicator;
// a spacer of its height keeps the end of the page from hiding behind it. Put it last in the page.

export interface BarAction {
  label: string;
  /** A route of the app (navigates) or an action. */
  href?: string;
  onClick?: () => void;
  primary?: boolean;
  danger?: boolean;
  disabled?: boolean;
}

export function ActionBar({ actions, label = '操作' }: { actions: readonly BarAction[]; label?: string }) {
  if (actions.length === 0) return null;
  return (
    <>
      <div className="action-bar-spacer" aria-hidden="true" />
      <nav className="action-bar" aria-label={label}>
        {actions.map((a) => {
          const cls = `btn action-bar__btn${a.primary ? ' btn--primary' : ''}${a.danger ? ' btn--danger' : ''}`;
          return a.href && !a.disabled ? (
            <Link key={a.label} href={a.href} className={cls}>
              {a.label}
            </Link>
          ) : (
            <button key={a.label} type="button" className={cls} disabled={a.disabled} onClick={a.onClick}>
              {a.label}
            </button>
          );
        })}
      </nav>
    </>
  );
}
