import { lazyScreen, type Screens } from '../../lib/screen';
import './nonvehicle.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
// One screen serves the five kind pages (KindPage reads route.path).
const kind = lazyScreen(() => import('./screens/KindPage'));

export const screens: Screens = {
  NonVehicle: lazyScreen(() => import('./screens/NonVehicle')),
  InsuranceNoCarPolicy: lazyScreen(() => import('./screens/NoCarPolicies')),
  InsuranceTypeList: lazyScreen(() => import('./screens/InsuranceTypeList')),
  HomeProIns: kind,
  Goodsinsurance: kind,
  Liability: kind,
  AccidentIns: kind,
  Portfolio: kind,
};
