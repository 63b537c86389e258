import { lazyScreen, type Screens } from '../../lib/screen';
import './service.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk. The
// vehicle and non-vehicle routes share a screen (kind.ts tells them apart by the route).
const packForm = lazyScreen(() => import('./screens/PackForm'));
const packView = lazyScreen(() => import('./screens/PackView'));
const groupForm = lazyScreen(() => import('./screens/GroupForm'));
const groupView = lazyScreen(() => import('./screens/GroupView'));

export const screens: Screens = {
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
