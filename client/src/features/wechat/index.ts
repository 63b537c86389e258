import { lazyScreen, type Screens } from '../../lib/screen';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Screens = {
  WechatCustomerService: lazyScreen(() => import('./screens/CustomerService')),
  PolicyDetails: lazyScreen(() => import('./screens/PolicyDetails')),
};
