import { lazy } from 'react';
import { addRoute } from '../router/navigation';
import { registerScreen } from '../router/screens';

// Debug-only screens (cookie debug=1): a playground for the shell's navbar, overlay and toasts,
// used by the browser tests and by testers checking the shell inside WeCom.
export function registerDevRoutes() {
  addRoute({ path: '/dev/shell', name: 'DevShell', group: 'always', meta: { title: '界面组件演示' } });
  registerScreen('DevShell', lazy(() => import('./ShellDemo')));
}
