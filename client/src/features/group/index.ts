import { lazyScreen, type Screens } from '../../lib/screen';
import './group.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Screens = {
  ClaimGroupBuilding: lazyScreen(() => import('./screens/ClaimGroupBuilding')),
  CreateGroupType: lazyScreen(() => import('./screens/CreateGroupType')),
  Review: lazyScreen(() => import('./screens/Review')),
  ReviewerConfigList: lazyScreen(() => import('./screens/ReviewerConfigList')),
  ReviewerConfig: lazyScreen(() => import('./screens/ReviewerConfig')),
  ReviewerConfigAdd: lazyScreen(() => import('./screens/ReviewerConfigAdd')),
  ReviewerConfigSelect: lazyScreen(() => import('./screens/ReviewerConfigSelect')),
  OtherAssistance: lazyScreen(() => import('./screens/OtherAssistance')),
  TeamCode: lazyScreen(() => import('./screens/TeamCode')),
  GroupQuotationGuide: lazyScreen(() => import('./screens/GroupQuotationGuide')),
  GroupConfiguration: lazyScreen(() => import('./screens/GroupConfiguration')),
  MultipleGroup: lazyScreen(() => import('./screens/MultipleGroup')),
};
