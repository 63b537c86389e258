import { lazyScreen } from '../../router/lazy-screen';
import type { Screen, ScreenProps } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
// One screen for the cached in-app page and the public one opened from the robot's message.
const modify = lazyScreen<ScreenProps>(() => import('./ModifyRelation'));
const jointSales = lazyScreen<ScreenProps>(() => import('./JointSalesSelector'));

export const screens: Record<string, Screen> = {
  ChatRoomAddRelation: lazyScreen(() => import('./ChatRoomAddRelation')),
  AddRelation: lazyScreen(() => import('./AddRelation')),
  RelationDuplicateFiles: lazyScreen(() => import('./RelationDuplicateFiles')),
  ModifyRelation: modify,
  ModifyRelationFromOcr: modify,
  ChatRoomUserBind: lazyScreen(() => import('./ChatRoomUserBind')),
  ChatRoomOpenQuotationDetail: lazyScreen(() => import('./ChatRoomOpenQuotationDetail')),
  TransProposal: lazyScreen(() => import('./TransProposal')),
  ProposalnoDetail: lazyScreen(() => import('./ProposalnoDetail')),
  EbsJointSalesSelector: jointSales,
  LcoJointSalesSelector: jointSales,
};
