import { lazyScreen, type Screens } from '../../lib/screen';
import './mass.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Screens = {
  GroupMsgQuery: lazyScreen(() => import('./screens/GroupMsgQuery')),
  GroupMsgEdit: lazyScreen(() => import('./screens/GroupMsgEdit')),
  CustcareMsgMassmessaging: lazyScreen(() => import('./screens/GroupMsgEdit')),
  CommonServiceMsg: lazyScreen(() => import('./screens/GroupMsgEdit')),
  GroupMsgCustomerList: lazyScreen(() => import('./screens/GroupMsgRecord')),
  RenewalNoticeGroupMsg: lazyScreen(() => import('./screens/RenewalNotice')),
  MsgBlacklistConfig: lazyScreen(() => import('./screens/BlacklistConfig')),
};
