import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
// One screen serves the five kind pages (KindPage reads route.path).
const kind = lazyScreen(() => import('./KindPage'));

export const screens: Record<string, Screen> = {
  NonVehicle: lazyScreen(() => import('./NonVehicle')),
  InsuranceNoCarPolicy: lazyScreen(() => import('./NoCarPolicies')),
  InsuranceTypeList: lazyScreen(() => import('./InsuranceTypeList')),
  HomeProIns: kind,
  Goodsinsurance: kind,
  Liability: kind,
  AccidentIns: kind,
  Portfolio: kind,
};
