import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Record<string, Screen> = {
  ClaimGroupBuilding: lazyScreen(() => import('./ClaimGroupBuilding')),
  CreateGroupType: lazyScreen(() => import('./CreateGroupType')),
  Review: lazyScreen(() => import('./Review')),
  ReviewerConfigList: lazyScreen(() => import('./ReviewerConfigList')),
  ReviewerConfig: lazyScreen(() => import('./ReviewerConfig')),
  ReviewerConfigAdd: lazyScreen(() => import('./ReviewerConfigAdd')),
  ReviewerConfigSelect: lazyScreen(() => import('./ReviewerConfigSelect')),
  OtherAssistance: lazyScreen(() => import('./OtherAssistance')),
  TeamCode: lazyScreen(() => import('./TeamCode')),
  GroupQuotationGuide: lazyScreen(() => import('./GroupQuotationGuide')),
  GroupConfiguration: lazyScreen(() => import('./GroupConfiguration')),
  MultipleGroup: lazyScreen(() => import('./MultipleGroup')),
};
