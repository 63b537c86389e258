import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

// The one tabs (Vant's Tabs, after the WAI-ARIA tabs pattern): a tablist of tabs, the chosen one
// in the tab order and the others reached with the arrow keys (←/→, Home, End), which also choose;
// `Tabs` adds the tabpanel the chosen tab controls. Three looks: `segments` (a card-style control
// for a filter or a view), `line` (an underline under the chosen tab, for a page's sections) and
// `chips` (a row of chips that scrolls sideways on a narrow phone, the chosen one kept in view);
// `stats` shows each tab as a figure over its label (a send's progress: 2 已发送 | 1 失败); `bar`
// centres them in the navbar, each in its own colour if it has one.
// Pair with useUrlChoice so the choice lives in the URL.

export interface TabOption<T extends string> {
  value: T;
  label: string;
  /** A count shown after the label (read as part of the tab's name). */
  count?: number | undefined;
  /** Its count in the danger colour (what went wrong: 失败). */
  danger?: boolean;
  /** The tab's own colour (a CSS colour: the `--tab-color` its look uses). */
  color?: string | undefined;
  /** A red dot: something new behind the tab (有新消息). */
  dot?: boolean | undefined;
}

interface TabListProps<T extends string> {
  /** The tablist's accessible name. */
  label: string;
  value: T;
  options: ReadonlyArray<TabOption<T>>;
  onChange: (value: T) => void;
  look?: 'segments' | 'line' | 'chips' | 'stats' | 'bar';
  /** Ids of the tabs are `${idBase}-tab-${value}` and of the panel `${idBase}-panel`. */
  idBase?: string;
  /** The page renders the panel (id `panelId(idBase)`): the tabs say they control it. */
  panel?: boolean;
  /** Counts as red badges (what waits to be done) rather than grey figures. */
  alertCounts?: boolean;
  className?: string;
}

export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
export const panelId = (idBase: string) => `${idBase}-panel`;

export function TabList<T extends string>({ label, value, options, onChange, look = 'segments', idBase, panel = false, alertCounts = false, className }: TabListProps<T>) {
  const own = useId();
  const base = idBase ?? own;
  const row = useRef<HTMLDivElement>(null);
  const chosen = options.findIndex((o) => o.value === value);
  // Chips scroll sideways: keep the chosen one in view.
  useEffect(() => {
    if (look !== 'chips') return;
    const el = row.current;
    const on = el?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (el && on && typeof el.scrollTo === 'function') el.scrollTo({ left: Math.max(0, on.offsetLeft - el.offsetLeft - 16) });
  }, [look, value]);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = Math.max(0, chosen);
    const next = e.key === 'ArrowRight' ? (at + 1) % options.length : e.key === 'ArrowLeft' ? (at - 1 + options.length) % options.length : e.key === 'Home' ? 0 : e.key === 'End' ? options.length - 1 : -1;
    if (next < 0 || options.length === 0) return;
    e.preventDefault();
    const to = options[next]!.value;
    if (to !== value) onChange(to);
    row.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div ref={row} className={`tabs tabs--${look}${alertCounts ? ' tabs--alert' : ''}${className ? ` ${className}` : ''}`} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {options.map((o, i) => {
        const on = i === chosen;
        return (
          <button
            key={o.value}
            type="button"
            role="tab"
            id={tabId(base, o.value)}
            aria-selected={on}
            aria-controls={panel ? panelId(base) : undefined}
            tabIndex={on || (chosen < 0 && i === 0) ? 0 : -1}
            className={`tabs__tab${on ? ' is-active' : ''}${o.danger ? ' tabs__tab--danger' : ''}`}
            style={o.color ? ({ '--tab-color': o.color } as CSSProperties) : undefined}
            onClick={() => onChange(o.value)}
          >
            {look === 'stats' ? (
              <>
                <strong className="tabs__figure">{o.count ?? 0}</strong> <span>{o.label}</span>
              </>
            ) : (
              <>
                {o.label}
                {/* The space keeps the name readable (待办 3); the flex layout does not draw it. */}
                {o.count !== undefined && (
                  <>
                    {' '}
                    <span className="tabs__count">{o.count}</span>
                  </>
                )}
              </>
            )}
            {o.dot && <i className="tabs__dot" aria-label="有新消息" />}
          </button>
        );
      })}
    </div>
  );
}

/** Tabs with their panel: what the chosen tab shows goes in `children`. */
export function Tabs<T extends string>({ children, panelClassName, ...list }: TabListProps<T> & { children: ReactNode; panelClassName?: string }) {
  const own = useId();
  const base = list.idBase ?? own;
  return (
    <>
      <TabList {...list} idBase={base} panel />
      <div className={panelClassName} role="tabpanel" id={panelId(base)} aria-labelledby={tabId(base, list.value)} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
