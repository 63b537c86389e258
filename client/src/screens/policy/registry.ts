import { lazy } from 'react';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Record<string, Screen> = {
  MorePolicyInfo: lazy(() => import('./MorePolicyInfo')),
  PolicyList: lazy(() => import('./PolicyList')),
  PolicyDetail: lazy(() => import('./PolicyDetail')),
  MoreClaimInfo: lazy(() => import('./MoreClaimInfo')),
  ClaimSchedule: lazy(() => import('./ClaimSchedule')),
  ShareQuotePage: lazy(() => import('./ShareQuotePage')),
  UploadImage: lazy(() => import('./UploadImage')),
  OcrIdentify: lazy(() => import('./OcrIdentify')),
  EditOcrResult: lazy(() => import('./EditOcrResult')),
};
