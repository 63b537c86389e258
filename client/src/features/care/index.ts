import { lazyScreen } from '../../lib/screen';
import type { Screen } from '../../app/router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Record<string, Screen> = {
  CustcareMsgQuery: lazyScreen(() => import('./screens/CareQuery')),
  CustcareMsgView: lazyScreen(() => import('./screens/CareView')),
  CustcareMsgSend: lazyScreen(() => import('./screens/CareEdit')),
  ExpiredServiceMsg: lazyScreen(() => import('./screens/ExpiredServiceMsg')),
  CustomerMessage: lazyScreen(() => import('./screens/CustomerMessage')),
  WechatAdd: lazyScreen(() => import('./screens/WechatAdd')),
};
