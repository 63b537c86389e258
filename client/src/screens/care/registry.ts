import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Record<string, Screen> = {
  CustcareMsgQuery: lazyScreen(() => import('./CareQuery')),
  CustcareMsgView: lazyScreen(() => import('./CareView')),
  CustcareMsgSend: lazyScreen(() => import('./CareEdit')),
  ExpiredServiceMsg: lazyScreen(() => import('./ExpiredServiceMsg')),
  CustomerMessage: lazyScreen(() => import('./CustomerMessage')),
  WechatAdd: lazyScreen(() => import('./WechatAdd')),
};
