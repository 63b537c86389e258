import { lazyScreen, type Screens } from '../../lib/screen';
import './poster.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Screens = {
  Poster: lazyScreen(() => import('./screens/Poster')),
  PosterConfigSend: lazyScreen(() => import('./screens/PosterConfigSend')),
  SendPersonPosterGroupMsg: lazyScreen(() => import('./screens/SendPersonPosterGroupMsg')),
  SendPersonPosterBatch: lazyScreen(() => import('./screens/SendPersonPosterBatch')),
  SendPosterMsg: lazyScreen(() => import('./screens/SendPosterMsg')),
  SelectPosterFromUi: lazyScreen(() => import('./screens/SelectPosterFromUi')),
  PosterShareConfig: lazyScreen(() => import('./screens/PosterShareConfig')),
  PosterLeadInfoAdd: lazyScreen(() => import('./screens/PosterLeadInfoAdd')),
};
