import { lazyScreen } from '../../lib/screen';
import type { Screen, ScreenProps } from '../../app/router/screens';

// Route name (shared/routes/table.ts) → this area's screens (/client/*), each a lazily loaded chunk.
const channelCustomers = lazyScreen<ScreenProps>(() => import('./screens/ChannelCustomers'));

export const screens: Record<string, Screen> = {
  ClientRegulate: lazyScreen(() => import('./screens/ClientRegulate')),
  NewClientRegulate: lazyScreen(() => import('./screens/NewClientRegulate')),
  SearchManager: lazyScreen(() => import('./screens/SearchManager')),
  ManagerAccount: lazyScreen(() => import('./screens/ManagerAccount')),
  // One screen, a variant per channel (ChannelCustomers reads route.name).
  TencentAdd: channelCustomers,
  PublicAccount: channelCustomers,
};
