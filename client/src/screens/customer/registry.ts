import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
// The customer 360 serves two routes; the particulars-home one is cached (meta.cache).
const CustomerInfoDetail = lazyScreen(() => import('./CustomerInfoDetail'));

export const screens: Record<string, Screen> = {
  CustomerInfoDetail,
  CustomerInfoAndHome: CustomerInfoDetail,
  UpcomingCustomerInfoDetail: lazyScreen(() => import('./UpcomingCustomerInfoDetail')),
  ClientCustomerInfoDetail: lazyScreen(() => import('./ClientCustomerInfoDetail')),
  MoreInfoDetail: lazyScreen(() => import('./MoreInfoDetail')),
  MoreInfoPortrayal: lazyScreen(() => import('./MoreInfoPortrayal')),
};
