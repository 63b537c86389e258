import { lazyScreen, type Screens } from '../../lib/screen';
import '../../ui/chart.css';
import './report.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
const personReport = lazyScreen(() => import('./screens/PersonReport'));
const bindingRate = lazyScreen(() => import('./screens/BindingRate'));

export const screens: Screens = {
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
