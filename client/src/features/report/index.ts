import { lazyScreen } from '../../lib/screen';
import type { Screen, ScreenProps } from '../../app/router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
const personReport = lazyScreen<ScreenProps>(() => import('./screens/PersonReport'));
const bindingRate = lazyScreen<ScreenProps>(() => import('./screens/BindingRate'));

export const screens: Record<string, Screen> = {
  PersonReport: personReport,
  CustomerPersonReport: personReport,
  GroupReport: lazyScreen(() => import('./screens/GroupReport')),
  BindingRate: bindingRate,
  Bindreport: bindingRate,
  RenewalRate: lazyScreen(() => import('./screens/RenewalRate')),
  DataBoard: lazyScreen(() => import('./screens/DataBoard')),
  Reportlist: lazyScreen(() => import('./screens/ReportList')),
  PersonPerformanceRankReport: lazyScreen(() => import('./screens/PerformanceRank')),
};
