import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → the public e-policy download pages, each a lazy chunk.
const SignedFile = lazyScreen(() => import('./SignedFile'));

export const screens: Record<string, Screen> = {
  DownloadPolicy: lazyScreen(() => import('./DownloadPolicy')),
  // One screen, a variant per route (SignedFile reads route.name).
  DownloadPolicySingle: SignedFile,
  DownloadFile: SignedFile,
};
