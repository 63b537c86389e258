import { lazyScreen } from '../../router/lazy-screen';
import type { Screen, ScreenProps } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens (/client/*), each a lazily loaded chunk.
const channelCustomers = lazyScreen<ScreenProps>(() => import('./ChannelCustomers'));

export const screens: Record<string, Screen> = {
  ClientRegulate: lazyScreen(() => import('./ClientRegulate')),
  NewClientRegulate: lazyScreen(() => import('./NewClientRegulate')),
  SearchManager: lazyScreen(() => import('./SearchManager')),
  ManagerAccount: lazyScreen(() => import('./ManagerAccount')),
  // One screen, a variant per channel (ChannelCustomers reads route.name).
  TencentAdd: channelCustomers,
  PublicAccount: channelCustomers,
};
