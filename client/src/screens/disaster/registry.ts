import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Record<string, Screen> = {
  DisasterWarningMsg: lazyScreen(() => import('./Warnings')),
  DisasterWarningMsgWithLinkUrl: lazyScreen(() => import('./Warnings')),
  StreetSweeping: lazyScreen(() => import('./Warnings')),
  DisasterWarningMsgWithLinkUrlDetail: lazyScreen(() => import('./WarningDetail')),
  StreetSweepingSend: lazyScreen(() => import('./SweepSend')),
};
