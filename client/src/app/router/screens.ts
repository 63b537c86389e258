import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { findRoute } from '../../../../shared/routes/lists';
import type { RouteDef } from '../../../../shared/routes/types';
import type { LazyScreen } from '../../lib/screen';

// Route name → screen, each its own chunk (esbuild splits at every dynamic import). Every route of
// the table has its screen (tests/unit/client-areas.test.ts): the shell's below, the rest in areas.

export type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;
export interface ScreenProps {
  route: RouteDef;
  params: Record<string, string>;
}

import type { Area } from './areas';

const ErrorPage = lazy(() => import('../screens/ErrorPage'));
const Login = lazy(() => import('../screens/Login'));
const Auth = lazy(() => import('../screens/Auth'));

/** The screens of the shell itself (the areas' screens come through their registries: areas.ts). */
export const SHELL: Readonly<Record<string, Screen>> = {
  Error401: ErrorPage,
  Error404: ErrorPage,
  Error500: ErrorPage,
  Login,
  Auth,
};

/**
 * Route name → its area. The index of areas (areas.ts: every area's route names) is a chunk of its
 * own, fetched at start beside the session check, so the entry does not grow with every screen.
 * Every area screen loads through it, so code inside a screen (hasScreen) always finds it loaded.
 */
let areaOf: ReadonlyMap<string, Area> | undefined;
const loadIndex = () =>
  import('./areas').then(({ AREAS }) => (areaOf = new Map(Object.values(AREAS).flatMap((a) => a.names.split(' ').map((n) => [n, a] as const)))));
let index = loadIndex();
index.catch(() => undefined);
/** The index; a failed load is tried again by the next screen that needs it. */
const areaIndex = () => (index = index.catch(loadIndex));

/** The screen's module, through its area's registry (one import each: the registry caches its chunk). */
async function loadFromArea(area: Area, name: string): Promise<{ default: ComponentType<ScreenProps> }> {
  const screen = (await area.load()).screens[name];
  if (!screen) throw new Error(`screen ${name} is not in its area's registry`);
  const { load } = screen as Partial<LazyScreen<ScreenProps>>;
  return load ? load() : { default: screen };
}

/** One component per route name, made on first use (React must see the same lazy component each render): its area's screen. */
const areaScreens = new Map<string, Screen>();
function areaScreen(name: string): Screen {
  let screen = areaScreens.get(name);
  if (!screen) {
    screen = lazy<ComponentType<ScreenProps>>(async () => {
      const area = (await areaIndex()).get(name);
      // Never for a route of the table (the unit test checks each has an area): the view's error.
      if (!area) throw new Error(`no screen for route ${name}`);
      return loadFromArea(area, name);
    });
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

/**
 * The screens a person most likely opens next from each screen. Their chunks are fetched when
 * the browser is idle after the screen shows (ViewFrame), so the next tap does not wait on the
 * network. Keep it short: each entry is a download on a phone's data plan.
 */
const CUSTOMER_NEXT = ['PolicyDetail', 'ClaimSchedule', 'MorePolicyInfo', 'ContactCustomer'];
const NEXT: Record<string, readonly string[]> = {
  CustomerHomePage: ['CustomerInfoDetail', 'ContactCustomer', 'QueryCustomer'],
  QueryCustomer: ['CustomerInfoDetail'],
  CustomerInfoDetail: CUSTOMER_NEXT,
  CustomerInfoAndHome: CUSTOMER_NEXT,
  ClientCustomerInfoDetail: ['CustomerInfoDetail', 'PolicyDetail', 'ClaimSchedule'],
  UpcomingCustomerInfoDetail: ['CustomerInfoDetail', 'ContactCustomer'],
  ContactCustomer: ['CustomerInfoDetail'],
  MorePolicyInfo: ['PolicyList', 'PolicyDetail'],
  PolicyList: ['PolicyDetail'],
  MoreClaimInfo: ['ClaimSchedule'],
  GroupMsgQuery: ['GroupMsgCustomerList', 'GroupMsgEdit'],
  GroupMsgEdit: ['GroupMsgCustomerList'],
  CreateGroupType: ['Review'],
  ChatRoomAddRelation: ['AddRelation', 'ModifyRelation'],
  MissionCenter: ['ContactCustomer', 'KafkaContactCustomer', 'CustomerInfoDetail'],
  MissionCenterNocar: ['NonvehicleContactCustomer', 'CustomerInfoDetail'],
};

/** Fetch the chunks of the screens likely opened next from this route's screen. */
export function prefetchNext(routeName: string) {
  void areaIndex().then((index) => {
    for (const name of NEXT[routeName] ?? []) {
      const area = index.get(name);
      // A failed prefetch is forgotten: the real visit tries again and shows its own error.
      if (area) loadFromArea(area, name).catch(() => undefined);
    }
  }, () => undefined);
}

/**
 * Whether an app path ("/x?y") opens a screen of the app: a route of the table (each has its
 * screen) or a debug route. Entry points made from data (pushed events, return targets) show only
 * what passes.
 */
export function hasScreen(to: string): boolean {
  const path = to.split('?')[0]!;
  const found = findRoute(path);
  const route = found?.redirect ? findRoute(found.redirect) : found;
  return route !== undefined && (route.name in SHELL || (areaOf?.has(route.name) ?? false) || extra.has(route.name));
}
