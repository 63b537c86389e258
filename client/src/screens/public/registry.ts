import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// The pages opened from links shared with customers (public, no login) and the tool links:
// route name (shared/routes/table.ts) → screen, each a lazily loaded chunk with no staff-only code.
const ServiceManager = lazyScreen(() => import('./ServiceManager'));
const InsureLink = lazyScreen(() => import('./InsureLink'));

export const screens: Record<string, Screen> = {
  NewsDetail: lazyScreen(() => import('./NewsDetail')),
  PosterPreview: lazyScreen(() => import('./PosterPreview')),
  OpenServiceManagerLink: ServiceManager,
  OpenServiceManagerHome: ServiceManager,
  ExternalInsureLinkLink: InsureLink,
  ExternalInsureLinkHome: InsureLink,
  TrainingResourceLink: lazyScreen(() => import('./TrainingResource')),
  PublicPayQrCode: lazyScreen(() => import('./PayQrCode')),
  UrlSchemeTool: lazyScreen(() => import('./UrlSchemeTool')),
  NewsTool: lazyScreen(() => import('./NewsTool')),
  ExternalLink: lazyScreen(() => import('./ExternalLink')),
  PcQrCodeLogin: lazyScreen(() => import('./PcQrCodeLogin')),
};
