import { lazyScreen, type Screens } from '../../lib/screen';
import './public.css';

// The pages opened from links shared with customers (public, no login) and the tool links:
// route name (shared/routes/table.ts) → screen, each a lazily loaded chunk with no staff-only code.
const ServiceManager = lazyScreen(() => import('./screens/ServiceManager'));
const InsureLink = lazyScreen(() => import('./screens/InsureLink'));

export const screens: Screens = {
  NewsDetail: lazyScreen(() => import('./screens/NewsDetail')),
  PosterPreview: lazyScreen(() => import('./screens/PosterPreview')),
  OpenServiceManagerLink: ServiceManager,
  OpenServiceManagerHome: ServiceManager,
  ExternalInsureLinkLink: InsureLink,
  ExternalInsureLinkHome: InsureLink,
  TrainingResourceLink: lazyScreen(() => import('./screens/TrainingResource')),
  PublicPayQrCode: lazyScreen(() => import('./screens/PayQrCode')),
  UrlSchemeTool: lazyScreen(() => import('./screens/UrlSchemeTool')),
  NewsTool: lazyScreen(() => import('./screens/NewsTool')),
  ExternalLink: lazyScreen(() => import('./screens/ExternalLink')),
  PcQrCodeLogin: lazyScreen(() => import('./screens/PcQrCodeLogin')),
};
