import { lazyScreen } from '../../lib/screen';
import type { Screen } from '../../app/router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Record<string, Screen> = {
  BusinessCard: lazyScreen(() => import('./screens/BusinessCard')),
  RegisterBusinessCard: lazyScreen(() => import('./screens/RegisterCard')),
  BusinessCardDetail: lazyScreen(() => import('./screens/CardDetail')),
};
