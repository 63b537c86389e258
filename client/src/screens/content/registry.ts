import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens (issue 15), each a lazily loaded chunk.
export const screens: Record<string, Screen> = {
  Articles: lazyScreen(() => import('./Articles')),
  InteractDetails: lazyScreen(() => import('./InteractDetails')),
  NewsHistory: lazyScreen(() => import('./NewsHistory')),
  CustomerAccessHistory: lazyScreen(() => import('./CustomerAccessHistory')),
  SendGraphicMsg: lazyScreen(() => import('./SendGraphicMsg')),
  SendPersonNewsGroupMsg: lazyScreen(() => import('./SendPersonNewsGroupMsg')),
  SendPersonNewsBatch: lazyScreen(() => import('./SendPersonNewsBatch')),
  SearchPatterByType3: lazyScreen(() => import('./SearchPatter')),
  VerbalTrickDetail: lazyScreen(() => import('./VerbalTrickDetail')),
  FavoriteList: lazyScreen(() => import('./FavoriteList')),
  Product: lazyScreen(() => import('./Product')),
  ProductDetail: lazyScreen(() => import('./ProductDetail')),
  ProductAll: lazyScreen(() => import('./ProductAll')),
  MomentsTaskQuery: lazyScreen(() => import('./MomentsTaskQuery')),
};
