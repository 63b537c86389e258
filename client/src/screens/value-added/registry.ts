import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk:
// value-added plans and batches, services given to customers, gifts and points.
export const screens: Record<string, Screen> = {
  ValueAddedAllocationScheme: lazyScreen(() => import('./AllocationScheme')),
  NewPlanAdded: lazyScreen(() => import('./NewPlan')),
  ViewValueAdded: lazyScreen(() => import('./ViewValueAdded')),
  SalesForce: lazyScreen(() => import('./SalesForce')),
  BatchManagement: lazyScreen(() => import('./BatchManagement')),
  BatchDetails: lazyScreen(() => import('./BatchDetails')),
  ValueAddedServicesAllocate: lazyScreen(() => import('./Allocate')),
  Appreciation: lazyScreen(() => import('./Appreciation')),
  AddedServicesValue: lazyScreen(() => import('./AddedServicesValue')),
  ResetServices: lazyScreen(() => import('./ResetServices')),
  GiftService: lazyScreen(() => import('./GiftService')),
  PointsAllocation: lazyScreen(() => import('./PointsAllocation')),
};
