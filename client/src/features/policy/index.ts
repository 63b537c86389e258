import { lazyScreen, type Screens } from '../../lib/screen';
import './policy.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Screens = {
  MorePolicyInfo: lazyScreen(() => import('./screens/MorePolicyInfo')),
  PolicyList: lazyScreen(() => import('./screens/PolicyList')),
  PolicyDetail: lazyScreen(() => import('./screens/PolicyDetail')),
  MoreClaimInfo: lazyScreen(() => import('./screens/MoreClaimInfo')),
  ClaimSchedule: lazyScreen(() => import('./screens/ClaimSchedule')),
  ShareQuotePage: lazyScreen(() => import('./screens/ShareQuotePage')),
  UploadImage: lazyScreen(() => import('./screens/UploadImage')),
  OcrIdentify: lazyScreen(() => import('./screens/OcrIdentify')),
  EditOcrResult: lazyScreen(() => import('./screens/EditOcrResult')),
  PayQrCode: lazyScreen(() => import('./screens/PayQrCode')),
};
