import { lazy } from 'react';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
// The customer 360 serves two routes; the particulars-home one is cached (meta.cache).
const CustomerInfoDetail = lazy(() => import('./CustomerInfoDetail'));

export const screens: Record<string, Screen> = {
  CustomerInfoDetail,
  CustomerInfoAndHome: CustomerInfoDetail,
  UpcomingCustomerInfoDetail: lazy(() => import('./UpcomingCustomerInfoDetail')),
  ClientCustomerInfoDetail: lazy(() => import('./ClientCustomerInfoDetail')),
  MoreInfoDetail: lazy(() => import('./MoreInfoDetail')),
  MoreInfoPortrayal: lazy(() => import('./MoreInfoPortrayal')),
};
