import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Record<string, Screen> = {
  Poster: lazyScreen(() => import('./Poster')),
  PosterConfigSend: lazyScreen(() => import('./PosterConfigSend')),
  SendPersonPosterGroupMsg: lazyScreen(() => import('./SendPersonPosterGroupMsg')),
  SendPersonPosterBatch: lazyScreen(() => import('./SendPersonPosterBatch')),
  SendPosterMsg: lazyScreen(() => import('./SendPosterMsg')),
  SelectPosterFromUi: lazyScreen(() => import('./SelectPosterFromUi')),
  PosterShareConfig: lazyScreen(() => import('./PosterShareConfig')),
  PosterLeadInfoAdd: lazyScreen(() => import('./PosterLeadInfoAdd')),
};
