import { lazyScreen } from '../../lib/screen';
import type { Screen } from '../../app/router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Record<string, Screen> = {
  DisasterWarningMsg: lazyScreen(() => import('./screens/Warnings')),
  DisasterWarningMsgWithLinkUrl: lazyScreen(() => import('./screens/Warnings')),
  StreetSweeping: lazyScreen(() => import('./screens/Warnings')),
  DisasterWarningMsgWithLinkUrlDetail: lazyScreen(() => import('./screens/WarningDetail')),
  StreetSweepingSend: lazyScreen(() => import('./screens/SweepSend')),
};
