import { lazyScreen, type Screens } from '../../lib/screen';
import './disaster.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Screens = {
  DisasterWarningMsg: lazyScreen(() => import('./screens/Warnings')),
  DisasterWarningMsgWithLinkUrl: lazyScreen(() => import('./screens/Warnings')),
  StreetSweeping: lazyScreen(() => import('./screens/Warnings')),
  DisasterWarningMsgWithLinkUrlDetail: lazyScreen(() => import('./screens/WarningDetail')),
  StreetSweepingSend: lazyScreen(() => import('./screens/SweepSend')),
};
