import { createRoot } from 'react-dom/client';
import { App } from './App';
import { setHomeLanding, startNavigation } from './router/navigation';
import { debugEnabled, startConsoleCapture } from './shell/debug-flag';
import { isWeCom } from './wecom/env';
import './styles.css';
import './ui/ui.css';
import './send/send.css';
import './screens/home/home.css';
import './screens/customer/customer.css';
import './screens/policy/policy.css';
import './screens/assistant/assistant.css';
import './screens/card/card.css';
import './screens/poster/poster.css';
import './screens/content/content.css';
import './screens/epolicy/epolicy.css';
import './screens/care/care.css';
import './screens/mass/mass.css';
import './screens/org/org.css';
import './screens/nonvehicle/nonvehicle.css';
import './screens/group/group.css';
import './screens/robot/robot.css';
import './screens/service-pack/service.css';
import './ui/chart.css';
import './screens/tasks/tasks.css';
import './screens/report/report.css';
import './screens/client/client.css';

// Capture console output from the start when the debug flag is set (the panel loads later). The
// debug-only playground routes are their own chunk, registered before the first navigation.
let devRoutes: Promise<void> = Promise.resolve();
if (debugEnabled()) {
  startConsoleCapture();
  devRoutes = import('./dev/routes').then((m) => m.registerDevRoutes());
}

// Inside WeCom the first landing on home follows the entry the page was opened from (its own chunk).
if (isWeCom()) setHomeLanding(() => import('./wecom/entry').then((m) => m.entryLanding()));

const root = document.getElementById('app');
if (root) {
  createRoot(root).render(<App />);
  void devRoutes.then(startNavigation, startNavigation);
}
