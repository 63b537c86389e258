import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens (/client/*), each a lazily loaded chunk.
export const screens: Record<string, Screen> = {
  ClientRegulate: lazyScreen(() => import('./ClientRegulate')),
  NewClientRegulate: lazyScreen(() => import('./NewClientRegulate')),
  SearchManager: lazyScreen(() => import('./SearchManager')),
  ManagerAccount: lazyScreen(() => import('./ManagerAccount')),
};
