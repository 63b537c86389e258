import { useEffect, useLayoutEffect, useMemo, useRef, Suspense } from 'react';
import { Route, Router } from 'wouter';
import { basePath } from '../../lib/base-path';
import { ErrorBoundary } from './ErrorBoundary';
import { entryScroll, navigate, savedScroll } from '../../lib/navigation/navigation';
import { restoreScroll } from './scroll-restore';
import { prefetchNext, screenFor } from './screens';
import type { View } from '../../lib/navigation/stack';
import { formatTarget } from '../../lib/navigation/target';

// One view of the stack. Its wouter Router answers with the view's own location, so a hidden
// cached view never re-renders for another page's URL and wouter's hooks (useParams, useSearch,
// Link) work inside screens.

interface Props {
  view: View;
  active: boolean;
  /** Transition class for this navigation ('' = none). */
  enter: string;
  /** Changes on every navigation: re-runs scroll and transition on the shown view. */
  navKey: string;
}

/**
 * What a screen shows while its chunk loads: the page's usual cards in grey, drawn by CSS alone
 * (.sk-frame) so the entry stays small.
 */
const ScreenSkeleton = () => (
  <div className="page sk-screen" role="status" aria-label="加载中" data-testid="screen-skeleton">
    <section className="card sk-frame" />
    <section className="card sk-frame sk-frame--rows" />
  </div>
);

export function ViewFrame({ view, active, enter, navKey }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const { path, query } = view.target;
  const search = new URLSearchParams(query).toString();
  const hook = useMemo(() => {
    const h = () => [path, (to: string, opts?: { replace?: boolean }) => void navigate(to, opts)] as [string, (to: string, opts?: { replace?: boolean }) => void];
    return h;
  }, [path]);
  const searchHook = useMemo(() => () => search, [search]);
  const hrefs = useMemo(() => (href: string) => `${basePath()}${href}`, []);

  // Shown: restore the kept scroll of a cached view, or of a page met again by back/forward
  // (its history entry's), otherwise start at the top; then slide in.
  useLayoutEffect(() => {
    if (!active) return;
    const el = ref.current;
    const saved = view.route.meta.cache ? savedScroll.get(view.route.name) : entryScroll.get(view.key);
    const cancel = restoreScroll(saved ?? 0);
    // No slide for a person who asked for less motion (the class would then never end).
    if (el && enter && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
      el.classList.remove('slide-left', 'slide-right');
      void el.offsetWidth; // restart the animation on a re-shown element
      el.classList.add(enter);
    }
    return () => {
      cancel();
      // Hidden before its slide ended (a hidden cached view gets no animationend): drop the class.
      el?.classList.remove('slide-left', 'slide-right');
    };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the slide runs when the view is shown or moved, not when its key object is rebuilt
  }, [active, navKey, enter, view.route]);

  // Shown: when the browser is idle, fetch the chunks of the screens likely opened next.
  useEffect(() => {
    if (!active) return;
    const name = view.route.name;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => prefetchNext(name), { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(() => prefetchNext(name), 500);
    return () => clearTimeout(timer);
  }, [active, view.route.name]);

  const Screen = screenFor(view.route);
  return (
    <div ref={ref} className="view" data-route={view.route.name} data-path={formatTarget(view.target)} onAnimationEnd={(e) => e.currentTarget.classList.remove('slide-left', 'slide-right')}>
      <Router hook={hook} searchHook={searchHook} hrefs={hrefs}>
        <ErrorBoundary>
          <Suspense fallback={<ScreenSkeleton />}>
            <Route path={view.route.path}>{(params) => <Screen route={view.route} params={params as Record<string, string>} />}</Route>
          </Suspense>
        </ErrorBoundary>
      </Router>
    </div>
  );
}
