import { lazyScreen, type Screens } from '../../lib/screen';
import './robot.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
// One screen for the cached in-app page and the public one opened from the robot's message.
const modify = lazyScreen(() => import('./screens/ModifyRelation'));
const jointSales = lazyScreen(() => import('./screens/JointSalesSelector'));

export const screens: Screens = {
  ChatRoomAddRelation: lazyScreen(() => import('./screens/ChatRoomAddRelation')),
  AddRelation: lazyScreen(() => import('./screens/AddRelation')),
  RelationDuplicateFiles: lazyScreen(() => import('./screens/RelationDuplicateFiles')),
  ModifyRelation: modify,
  ModifyRelationFromOcr: modify,
  ChatRoomUserBind: lazyScreen(() => import('./screens/ChatRoomUserBind')),
  ChatRoomOpenQuotationDetail: lazyScreen(() => import('./screens/ChatRoomOpenQuotationDetail')),
  TransProposal: lazyScreen(() => import('./screens/TransProposal')),
  ProposalnoDetail: lazyScreen(() => import('./screens/ProposalnoDetail')),
  EbsJointSalesSelector: jointSales,
  LcoJointSalesSelector: jointSales,
};
