import { lazyScreen, type Screens } from '../../lib/screen';
import './customer-admin.css';

// Route name (shared/routes/table.ts) → this area's screens (/client/*), each a lazily loaded chunk.
const channelCustomers = lazyScreen(() => import('./screens/ChannelCustomers'));

export const screens: Screens = {
  ClientRegulate: lazyScreen(() => import('./screens/ClientRegulate')),
  NewClientRegulate: lazyScreen(() => import('./screens/NewClientRegulate')),
  SearchManager: lazyScreen(() => import('./screens/SearchManager')),
  ManagerAccount: lazyScreen(() => import('./screens/ManagerAccount')),
  // One screen, a variant per channel (ChannelCustomers reads route.name).
  TencentAdd: channelCustomers,
  PublicAccount: channelCustomers,
};
