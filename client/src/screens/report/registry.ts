import { lazyScreen } from '../../router/lazy-screen';
import type { Screen, ScreenProps } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
const personReport = lazyScreen<ScreenProps>(() => import('./PersonReport'));
const bindingRate = lazyScreen<ScreenProps>(() => import('./BindingRate'));

export const screens: Record<string, Screen> = {
  PersonReport: personReport,
  CustomerPersonReport: personReport,
  GroupReport: lazyScreen(() => import('./GroupReport')),
  BindingRate: bindingRate,
  Bindreport: bindingRate,
  RenewalRate: lazyScreen(() => import('./RenewalRate')),
  DataBoard: lazyScreen(() => import('./DataBoard')),
  Reportlist: lazyScreen(() => import('./ReportList')),
  PersonPerformanceRankReport: lazyScreen(() => import('./PerformanceRank')),
};
