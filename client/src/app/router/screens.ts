import { lazy, type ComponentType } from 'react';
import type { RouteDef } from '../../../../shared/routes/types';
import type { Screen, ScreenProps, Screens } from '../../lib/screen';

// Route name → screen, each its own chunk (esbuild splits at every dynamic import). Each row of the
// route table (shared/routes/table.ts) names its area; the area's index (features/<area>/index.ts:
// route name → lazily loaded screen) is a chunk of its own, loaded the first time one of its
// screens is shown or prefetched — so the initial JavaScript does not grow with every screen. The
// map of features (features.ts) is a chunk of its own too, fetched at start beside the session check.

let features = import('./features');
features.catch(() => undefined);
/** The map of features; a failed load is tried again by the next screen that needs it. */
const featureMap = () => (features = features.catch(() => import('./features')));
const loadScreen = (name: string): Promise<{ default: ComponentType<ScreenProps> }> => featureMap().then((m) => m.loadScreen(name));

const ErrorPage = lazy(() => import('../screens/ErrorPage'));

/** The screens of the shell itself (the rows of area 'shell'). */
const SHELL: Screens = {
  Error401: ErrorPage,
  Error404: ErrorPage,
  Error500: ErrorPage,
  Login: lazy(() => import('../screens/Login')),
  Auth: lazy(() => import('../screens/Auth')),
};

/** One component per route name, made on first use (React must see the same lazy component each render). */
const areaScreens = new Map<string, Screen>();
function areaScreen(name: string): Screen {
  let screen = areaScreens.get(name);
  if (!screen) {
    screen = lazy(() => loadScreen(name));
    areaScreens.set(name, screen);
  }
  return screen;
}

/** Screens registered outside the table (the debug-only demo routes). */
const extra = new Map<string, Screen>();
export function registerScreen(name: string, screen: Screen) {
  extra.set(name, screen);
}

export function screenFor(route: RouteDef): Screen {
  return SHELL[route.name] ?? extra.get(route.name) ?? areaScreen(route.name);
}

/** Fetch the chunks of the screens likely opened next from this route's screen. */
export function prefetchNext(routeName: string) {
  // A failed prefetch is forgotten: the real visit tries again and shows its own error.
  featureMap().then((m) => m.prefetchNext(routeName), () => undefined);
}
