import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerDevRoutes } from './dev/routes';
import { startNavigation } from './router/navigation';
import { debugEnabled, startConsoleCapture } from './shell/debug-flag';
import './styles.css';
import './ui/ui.css';
import './send/send.css';
import './screens/home/home.css';
import './screens/customer/customer.css';
import './screens/policy/policy.css';
import './screens/epolicy/epolicy.css';
import './screens/robot/robot.css';

// Capture console output from the start when the debug flag is set (the panel loads later).
if (debugEnabled()) {
  startConsoleCapture();
  registerDevRoutes();
}

const root = document.getElementById('app');
if (root) {
  createRoot(root).render(<App />);
  void startNavigation();
}
