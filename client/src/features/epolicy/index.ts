import { lazyScreen, type Screens } from '../../lib/screen';
import './epolicy.css';

// Route name (shared/routes/table.ts) → the public e-policy download pages, each a lazy chunk.
const SignedFile = lazyScreen(() => import('./screens/SignedFile'));

export const screens: Screens = {
  DownloadPolicy: lazyScreen(() => import('./screens/DownloadPolicy')),
  // One screen, a variant per route (SignedFile reads route.name).
  DownloadPolicySingle: SignedFile,
  DownloadFile: SignedFile,
};
