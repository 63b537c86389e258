import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Record<string, Screen> = {
  MorePolicyInfo: lazyScreen(() => import('./MorePolicyInfo')),
  PolicyList: lazyScreen(() => import('./PolicyList')),
  PolicyDetail: lazyScreen(() => import('./PolicyDetail')),
  MoreClaimInfo: lazyScreen(() => import('./MoreClaimInfo')),
  ClaimSchedule: lazyScreen(() => import('./ClaimSchedule')),
  ShareQuotePage: lazyScreen(() => import('./ShareQuotePage')),
  UploadImage: lazyScreen(() => import('./UploadImage')),
  OcrIdentify: lazyScreen(() => import('./OcrIdentify')),
  EditOcrResult: lazyScreen(() => import('./EditOcrResult')),
  PayQrCode: lazyScreen(() => import('./PayQrCode')),
};
