import { lazyScreen } from '../../lib/screen';
import type { Screen } from '../../app/router/screens';

// Route name (shared/routes/table.ts) → the public e-policy download pages, each a lazy chunk.
const SignedFile = lazyScreen(() => import('./screens/SignedFile'));

export const screens: Record<string, Screen> = {
  DownloadPolicy: lazyScreen(() => import('./screens/DownloadPolicy')),
  // One screen, a variant per route (SignedFile reads route.name).
  DownloadPolicySingle: SignedFile,
  DownloadFile: SignedFile,
};
