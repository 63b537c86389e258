import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Record<string, Screen> = {
  GroupMsgQuery: lazyScreen(() => import('./GroupMsgQuery')),
  GroupMsgEdit: lazyScreen(() => import('./GroupMsgEdit')),
  CustcareMsgMassmessaging: lazyScreen(() => import('./GroupMsgEdit')),
  CommonServiceMsg: lazyScreen(() => import('./GroupMsgEdit')),
  GroupMsgCustomerList: lazyScreen(() => import('./GroupMsgRecord')),
  RenewalNoticeGroupMsg: lazyScreen(() => import('./RenewalNotice')),
  MsgBlacklistConfig: lazyScreen(() => import('./BlacklistConfig')),
};
