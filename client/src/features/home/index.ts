import { lazyScreen, type Screens } from '../../lib/screen';
import './home.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
const contact = lazyScreen(() => import('./screens/ContactScreen'));

export const screens: Screens = {
  CustomerHomePage: lazyScreen(() => import('./screens/CustomerHomePage')),
  QueryCustomer: lazyScreen(() => import('./screens/QueryCustomer')),
  Configuration: lazyScreen(() => import('./screens/HomeConfiguration')),
  EventPush: lazyScreen(() => import('./screens/EventPush')),
  // One screen, a variant per route (ContactScreen reads route.name).
  ContactCustomer: contact,
  KafkaContactCustomer: contact,
  NonvehicleContactCustomer: contact,
  InsuranceContactCustomer: contact,
};
