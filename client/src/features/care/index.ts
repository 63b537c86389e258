import { lazyScreen, type Screens } from '../../lib/screen';
import './care.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Screens = {
  CustcareMsgQuery: lazyScreen(() => import('./screens/CareQuery')),
  CustcareMsgView: lazyScreen(() => import('./screens/CareView')),
  CustcareMsgSend: lazyScreen(() => import('./screens/CareEdit')),
  ExpiredServiceMsg: lazyScreen(() => import('./screens/ExpiredServiceMsg')),
  CustomerMessage: lazyScreen(() => import('./screens/CustomerMessage')),
  WechatAdd: lazyScreen(() => import('./screens/WechatAdd')),
};
