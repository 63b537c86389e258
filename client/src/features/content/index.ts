import { lazyScreen, type Screens } from '../../lib/screen';
import './content.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Screens = {
  Articles: lazyScreen(() => import('./screens/Articles')),
  InteractDetails: lazyScreen(() => import('./screens/InteractDetails')),
  NewsHistory: lazyScreen(() => import('./screens/NewsHistory')),
  CustomerAccessHistory: lazyScreen(() => import('./screens/CustomerAccessHistory')),
  SendGraphicMsg: lazyScreen(() => import('./screens/SendGraphicMsg')),
  SendPersonNewsGroupMsg: lazyScreen(() => import('./screens/SendPersonNewsGroupMsg')),
  SendPersonNewsBatch: lazyScreen(() => import('./screens/SendPersonNewsBatch')),
  SearchPatterByType3: lazyScreen(() => import('./screens/SearchByType')),
  VerbalTrickDetail: lazyScreen(() => import('./screens/VerbalTrickDetail')),
  FavoriteList: lazyScreen(() => import('./screens/FavoriteList')),
  Product: lazyScreen(() => import('./screens/Product')),
  ProductDetail: lazyScreen(() => import('./screens/ProductDetail')),
  ProductAll: lazyScreen(() => import('./screens/ProductAll')),
  MomentsTaskQuery: lazyScreen(() => import('./screens/MomentsTaskQuery')),
};
