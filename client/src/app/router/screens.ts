import { createElement, lazy, type ComponentType } from 'react';
import type { RouteDef } from '../../../../shared/routes/types';
import type { ScreenModule as Module, ScreenProps } from '../../lib/screen';

// Route name → screen, each its own chunk (esbuild splits at every dynamic import). Each row of the
// route table (shared/routes/table.ts) names its area; the area's index (features/<area>/index.ts:
// route name → lazily loaded screen) is a chunk of its own, loaded the first time one of its
// screens is shown or prefetched — so the initial JavaScript does not grow with every screen. The
// map of features (features.ts) is a chunk of its own too, fetched at start beside the session check.

let features = import('./features');
features.catch(() => undefined);
/** The map of features; a failed load is tried again by the next screen that needs it. */
const featureMap = () => (features = features.catch(() => import('./features')));
const loadScreen = (name: string): Promise<Module> => featureMap().then((m) => m.loadScreen(name));

/**
 * A route's screen: its chunk, fetched once (a failed fetch is tried again by the next visit), and
 * the component the view renders. Once the chunk is here the component renders the screen at once;
 * only a screen still loading suspends into its skeleton. (React.lazy alone suspends on the first
 * render even for a chunk already fetched, and React then keeps the skeleton for at least 300 ms.)
 */
interface RouteScreen {
  Component: ComponentType<ScreenProps>;
  load(): Promise<Module>;
}

function routeScreen(fetchChunk: () => Promise<Module>): RouteScreen {
  let loaded: ComponentType<ScreenProps> | undefined;
  let pending: Promise<Module> | undefined;
  let failed = false;
  const fetchOnce = () =>
    (pending ??= fetchChunk().then(
      (m) => ((loaded = m.default), m),
      (err: unknown) => {
        pending = undefined;
        failed = true;
        throw err;
      },
    ));
  // React.lazy keeps a failure: the view shows it (ErrorBoundary); the next visit gets a new one.
  let Lazy = lazy(fetchOnce);
  const load = () => {
    if (failed) {
      failed = false;
      Lazy = lazy(fetchOnce);
    }
    return fetchOnce();
  };
  const Component = (props: ScreenProps) => createElement(loaded ?? Lazy, props);
  Component.displayName = 'RouteScreen';
  return { Component, load };
}

const errorPage = routeScreen(() => import('../screens/ErrorPage'));

/** The screens of the shell itself (the rows of area 'shell'). */
const SHELL: Readonly<Record<string, RouteScreen>> = {
  Error401: errorPage,
  Error404: errorPage,
  Error500: errorPage,
  Login: routeScreen(() => import('../screens/Login')),
  Auth: routeScreen(() => import('../screens/Auth')),
};

/** One screen per route name, made on first use (React must see the same component each render). */
const areaScreens = new Map<string, RouteScreen>();
function areaScreen(name: string): RouteScreen {
  let screen = areaScreens.get(name);
  if (!screen) {
    screen = routeScreen(() => loadScreen(name));
    areaScreens.set(name, screen);
  }
  return screen;
}

/** Screens registered outside the table (the debug-only demo routes). */
const extra = new Map<string, RouteScreen>();
export function registerScreen(name: string, fetchChunk: () => Promise<Module>) {
  extra.set(name, routeScreen(fetchChunk));
}

const screenOf = (route: RouteDef) => SHELL[route.name] ?? extra.get(route.name) ?? areaScreen(route.name);

/** The component that shows a route's screen. */
export const screenFor = (route: RouteDef): ComponentType<ScreenProps> => screenOf(route).Component;

/** Fetch a route's screen (the navigation waits a moment for it, so the screen shows without its skeleton). */
export const loadRouteScreen = (route: RouteDef): Promise<unknown> => screenOf(route).load();

/** Fetch the chunks of the screens likely opened next from this route's screen. */
export function prefetchNext(routeName: string) {
  // A failed prefetch is forgotten: the real visit tries again and shows its own error.
  featureMap().then((m) => m.prefetchNext(routeName), () => undefined);
}
