import { lazyScreen, type Screens } from '../../lib/screen';
import './value-added.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk:
// value-added plans and batches, services given to customers, gifts and points.
export const screens: Screens = {
  ValueAddedAllocationScheme: lazyScreen(() => import('./screens/AllocationScheme')),
  NewPlanAdded: lazyScreen(() => import('./screens/NewPlan')),
  ViewValueAdded: lazyScreen(() => import('./screens/ViewValueAdded')),
  SalesForce: lazyScreen(() => import('./screens/SalesForce')),
  BatchManagement: lazyScreen(() => import('./screens/BatchManagement')),
  BatchDetails: lazyScreen(() => import('./screens/BatchDetails')),
  ValueAddedServicesAllocate: lazyScreen(() => import('./screens/Allocate')),
  Appreciation: lazyScreen(() => import('./screens/Appreciation')),
  AddedServicesValue: lazyScreen(() => import('./screens/AddedServicesValue')),
  ResetServices: lazyScreen(() => import('./screens/ResetServices')),
  GiftService: lazyScreen(() => import('./screens/GiftService')),
  PointsAllocation: lazyScreen(() => import('./screens/PointsAllocation')),
};
