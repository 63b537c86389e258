import { lazyScreen, type Screens } from '../../lib/screen';
import './customer.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
// The customer 360 serves two routes; the particulars-home one is cached (meta.cache).
const CustomerInfoDetail = lazyScreen(() => import('./screens/CustomerInfoDetail'));

export const screens: Screens = {
  CustomerInfoDetail,
  CustomerInfoAndHome: CustomerInfoDetail,
  UpcomingCustomerInfoDetail: lazyScreen(() => import('./screens/UpcomingCustomerInfoDetail')),
  ClientCustomerInfoDetail: lazyScreen(() => import('./screens/ClientCustomerInfoDetail')),
  MoreInfoDetail: lazyScreen(() => import('./screens/MoreInfoDetail')),
  MoreInfoPortrayal: lazyScreen(() => import('./screens/MoreInfoPortrayal')),
};
