import { lazyScreen } from '../../lib/screen';
import type { Screen } from '../../app/router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk. The
// vehicle and non-vehicle routes share a screen (kind.ts tells them apart by the route).
const packForm: Screen = lazyScreen(() => import('./screens/PackForm'));
const packView: Screen = lazyScreen(() => import('./screens/PackView'));
const groupForm: Screen = lazyScreen(() => import('./screens/GroupForm'));
const groupView: Screen = lazyScreen(() => import('./screens/GroupView'));

export const screens: Record<string, Screen> = {
  ServicePackGovern: lazyScreen(() => import('./screens/ServicePackGovern')),
  NewlyAddedServicePack: packForm,
  NonVehicleNewlyAddedServicePack: packForm,
  PrpdictList: lazyScreen(() => import('./screens/ProductList')),
  PackagePrpdictList: lazyScreen(() => import('./screens/PackageProductList')),
  ViewAddedServicePack: packView,
  ViewNonVehicleAddedServicePack: packView,
  CustomerGroupingCode: groupForm,
  NonVehicleCustomerGroupingCode: groupForm,
  VehicleModelInquiry: lazyScreen(() => import('./screens/VehicleModelInquiry')),
  ViewGroupingCode: groupView,
  ViewNonVehicleGroupingCode: groupView,
};
