import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { findRoute } from '../../../shared/routes/lists';
import type { RouteDef } from '../../../shared/routes/types';
import type { LazyScreen } from './lazy-screen';

// Route name → screen, each its own chunk (esbuild splits at every dynamic import). Routes whose
// screens come later share the generic screen: their title and a short note.

export type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;
export interface ScreenProps {
  route: RouteDef;
  params: Record<string, string>;
}

import { screens as customerScreens } from '../screens/customer/registry';
import { screens as homeScreens } from '../screens/home/registry';
import { screens as policyScreens } from '../screens/policy/registry';
import { screens as servicePackScreens } from '../screens/service-pack/registry';
import { screens as valueAddedScreens } from '../screens/value-added/registry';

const ErrorPage = lazy(() => import('../screens/ErrorPage'));
const Login = lazy(() => import('../screens/Login'));
const Auth = lazy(() => import('../screens/Auth'));
const Generic = lazy(() => import('../screens/Generic'));
const ResolvedCheck = lazy(() => import('../screens/ResolvedCheck'));

const SCREENS: Record<string, Screen> = {
  // Each area registers its screens in its own registry (Customer 360: home, customer, policy).
  ...homeScreens,
  ...customerScreens,
  ...policyScreens,
  ...servicePackScreens,
  ...valueAddedScreens,
  Error401: ErrorPage,
  Error404: ErrorPage,
  Error500: ErrorPage,
  Login,
  Auth,
  RegisterBusinessCard: ResolvedCheck,
  AccountInfo: ResolvedCheck,
};

/** Screens registered outside the table (the debug-only demo routes). */
const extra = new Map<string, Screen>();
export function registerScreen(name: string, screen: Screen) {
  extra.set(name, screen);
}

export function screenFor(route: RouteDef): Screen {
  return SCREENS[route.name] ?? extra.get(route.name) ?? Generic;
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
  ValueAddedAllocationScheme: ['ViewValueAdded'],
  AddedServicesValue: ['Appreciation'],
};

/** Fetch the chunks of the screens likely opened next from this route's screen. */
export function prefetchNext(routeName: string) {
  for (const name of NEXT[routeName] ?? []) (SCREENS[name] as Partial<LazyScreen<ScreenProps>> | undefined)?.preload?.();
}

/**
 * Whether an app path ("/x?y") opens a built screen, not the placeholder. Entry points (home
 * tiles, action bars, menus) show only what passes, so an entry appears when its screen exists.
 */
export function hasScreen(to: string): boolean {
  const path = to.split('?')[0]!;
  const found = findRoute(path);
  const route = found?.redirect ? findRoute(found.redirect) : found;
  return route !== undefined && (route.name in SCREENS || extra.has(route.name));
}
