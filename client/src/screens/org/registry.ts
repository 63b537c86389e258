import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
const notice = lazyScreen(() => import('./Notice'));

export const screens: Record<string, Screen> = {
  AccountInfo: lazyScreen(() => import('./AccountInfo')),
  CheShangTong: lazyScreen(() => import('./CheShangTong')),
  HealthNotice: notice,
  CustInfoAuthorization: notice,
};
