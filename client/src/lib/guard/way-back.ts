import { SESSION_KEYS } from '../../../../shared/domain/constants';
import { HOME_PATH } from '../../../../shared/routes/lists';
import { navigate } from '../navigation/navigation';
import { formatTarget, safeLocalPath, type Target } from '../navigation/target';
import { resetPermission } from '../session/api';
import { sessionStore } from './env';

// The way back after a permission check sent the user to register the business card or fix the
// mobile (spec 000 §4): reset every check on the BFF, then return to where the user meant to go.

export function readRedirectInfo(): Target | null {
  const raw = sessionStore.getItem(SESSION_KEYS.redirectInfo);
  if (!raw) return null;
  try {
    const info = JSON.parse(raw) as Partial<Target>;
    return typeof info.path === 'string' ? { path: info.path, query: info.query ?? {} } : null;
  } catch {
    return null;
  }
}

export async function returnToIntended(): Promise<void> {
  try {
    await resetPermission();
  } catch (err) {
    console.warn('[guard] permission reset failed', err);
  }
  const info = readRedirectInfo();
  sessionStore.removeItem(SESSION_KEYS.redirectInfo);
  await navigate(safeLocalPath(info ? formatTarget(info) : HOME_PATH, HOME_PATH), { replace: true });
}
