import { lazyScreen, type Screens } from '../../lib/screen';
import './card.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Screens = {
  BusinessCard: lazyScreen(() => import('./screens/BusinessCard')),
  RegisterBusinessCard: lazyScreen(() => import('./screens/RegisterCard')),
  BusinessCardDetail: lazyScreen(() => import('./screens/CardDetail')),
};
