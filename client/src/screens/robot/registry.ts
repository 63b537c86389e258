import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Record<string, Screen> = {
  ChatRoomAddRelation: lazyScreen(() => import('./ChatRoomAddRelation')),
  AddRelation: lazyScreen(() => import('./AddRelation')),
  RelationDuplicateFiles: lazyScreen(() => import('./RelationDuplicateFiles')),
  // One screen for the cached in-app page and the public one opened from the robot's message.
  ModifyRelation: lazyScreen(() => import('./ModifyRelation')),
  ModifyRelationFromOcr: lazyScreen(() => import('./ModifyRelation')),
  ChatRoomUserBind: lazyScreen(() => import('./ChatRoomUserBind')),
};
