import { lazyScreen } from '../../lib/screen';
import type { Screen } from '../../app/router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Record<string, Screen> = {
  WechatCustomerService: lazyScreen(() => import('./screens/CustomerService')),
  PolicyDetails: lazyScreen(() => import('./screens/PolicyDetails')),
};
