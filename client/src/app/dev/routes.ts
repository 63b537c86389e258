import { addRoute } from '../../lib/navigation/navigation';
import { registerScreen } from '../router/screens';

// Debug-only screens (cookie debug=1): a playground for the shell's navbar, overlay and toasts,
// used by the browser tests and by testers checking the shell inside WeCom.
export function registerDevRoutes() {
  addRoute({ path: '/dev/shell', name: 'DevShell', group: 'always', meta: { title: '界面组件演示' } });
  registerScreen('DevShell', () => import('./ShellDemo'));
  // The router's cache tests: one cached route and one plain route on the same screen.
  addRoute({ path: '/dev/cached', name: 'DevCached', group: 'always', meta: { title: '缓存页演示', cache: true } });
  addRoute({ path: '/dev/plain', name: 'DevPlain', group: 'always', meta: { title: '普通页演示' } });
  registerScreen('DevCached', () => import('./CacheDemo'));
  registerScreen('DevPlain', () => import('./CacheDemo'));
  // The shared sending pieces: customer picker, send job with its progress, send into the chat.
  addRoute({ path: '/dev/send', name: 'DevSend', group: 'always', meta: { title: '发送组件演示' } });
  registerScreen('DevSend', () => import('./SendDemo'));
}
