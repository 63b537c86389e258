import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk. The
// vehicle and non-vehicle routes share a screen (kind.ts tells them apart by the route).
const packForm: Screen = lazyScreen(() => import('./PackForm'));
const packView: Screen = lazyScreen(() => import('./PackView'));
const groupForm: Screen = lazyScreen(() => import('./GroupForm'));
const groupView: Screen = lazyScreen(() => import('./GroupView'));

export const screens: Record<string, Screen> = {
  ServicePackGovern: lazyScreen(() => import('./ServicePackGovern')),
  NewlyAddedServicePack: packForm,
  NonVehicleNewlyAddedServicePack: packForm,
  PrpdictList: lazyScreen(() => import('./PrpdictList')),
  PackagePrpdictList: lazyScreen(() => import('./PackagePrpdictList')),
  ViewAddedServicePack: packView,
  ViewNonVehicleAddedServicePack: packView,
  CustomerGroupingCode: groupForm,
  NonVehicleCustomerGroupingCode: groupForm,
  VehicleModelInquiry: lazyScreen(() => import('./VehicleModelInquiry')),
  ViewGroupingCode: groupView,
  ViewNonVehicleGroupingCode: groupView,
};
