import { createRoot } from 'react-dom/client';
import { App } from './App';
import { setHomeLanding, setScreenLoader, startNavigation } from '../lib/navigation/navigation';
import { loadRouteScreen } from './router/screens';
import { debugEnabled, startConsoleCapture } from './shell/debug-flag';
import { isWeCom } from '../lib/wecom/env';
// The global styles: the tokens and the page, the kit, the sends' pickers, the parts shared by
// features. Each feature's own stylesheet comes with the feature (its index.ts imports it; the
// router loads it with the feature's chunk: app/router/features.ts).
import '../styles.css';
import '../ui/ui.css';
import '../lib/send/send.css';
import '../parts/parts.css';

// Capture console output from the start when the debug flag is set (the panel loads later). The
// debug-only playground routes are their own chunk, registered before the first navigation.
let devRoutes: Promise<void> = Promise.resolve();
if (debugEnabled()) {
  startConsoleCapture();
  devRoutes = import('./dev/routes').then((m) => m.registerDevRoutes());
}

// Inside WeCom the first landing on home follows the entry the page was opened from (its own chunk).
if (isWeCom()) setHomeLanding(() => import('../lib/wecom/entry').then((m) => m.entryLanding()));

// A navigation fetches its screen before it shows it (briefly: a slow chunk shows its skeleton).
setScreenLoader(loadRouteScreen);

const root = document.getElementById('app');
if (root) {
  createRoot(root).render(<App />);
  void devRoutes.then(startNavigation, startNavigation);
}
