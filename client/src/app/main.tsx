import { createRoot } from 'react-dom/client';
import { App } from './App';
import { setHomeLanding, setScreenLoader, startNavigation } from '../lib/navigation/navigation';
import { loadRouteScreen } from './router/screens';
import { debugEnabled, startConsoleCapture } from './shell/debug-flag';
import { isWeCom } from '../lib/wecom/env';
import '../styles.css';
import '../ui/ui.css';
import '../lib/send/send.css';
import '../features/home/home.css';
import '../features/customer/customer.css';
import '../features/policy/policy.css';
import '../features/assistant/assistant.css';
import '../features/card/card.css';
import '../features/poster/poster.css';
import '../features/content/content.css';
import '../features/epolicy/epolicy.css';
import '../features/care/care.css';
import '../features/mass/mass.css';
import '../features/org/org.css';
import '../features/nonvehicle/nonvehicle.css';
import '../features/group/group.css';
import '../features/robot/robot.css';
import '../features/service-pack/service.css';
import '../ui/chart.css';
import '../features/tasks/tasks.css';
import '../features/report/report.css';
import '../features/customer-admin/customer-admin.css';

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
