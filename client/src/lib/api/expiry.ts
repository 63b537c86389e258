import { RELOGIN_RELOAD_DELAY_MS } from '../../../../shared/domain/constants';
import { toast } from '../toast-store';

// Session expiry (spec 000 §4 "Session expiry", §8): the BFF answers 401 LOGIN_TIMEOUT and has
// already cleared the cookie; the page says so and reloads after 800 ms, once, however many
// calls fail together.
let reloading = false;

export function onLoginTimeout(message: string) {
  if (reloading) return;
  reloading = true;
  toast.error(message || '登录超时，请重新登录');
  setTimeout(() => location.reload(), RELOGIN_RELOAD_DELAY_MS);
}
