import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
const contact = lazyScreen(() => import('./ContactScreen'));

export const screens: Record<string, Screen> = {
  CustomerHomePage: lazyScreen(() => import('./CustomerHomePage')),
  QueryCustomer: lazyScreen(() => import('./QueryCustomer')),
  Configuration: lazyScreen(() => import('./HomeConfiguration')),
  EventPush: lazyScreen(() => import('./EventPush')),
  // One screen, a variant per route (ContactScreen reads route.name).
  ContactCustomer: contact,
  KafkaContactCustomer: contact,
  NonvehicleContactCustomer: contact,
  InsuranceContactCustomer: contact,
};
