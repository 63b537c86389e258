import { safeLocalPath } from '../../../../shared/redirect';
import { hasScreen, navigate } from './navigation';

// Picker pages (a poster, a salesman, a special agreement …) are opened with ?returnTo=<app path>
// and hand the choice back to that screen as query parameters, replacing the picker in history.
// Only a local path of a built screen is returned to: never another site, never the placeholder.

/** The screen to return to, or undefined when the picker was opened on its own (or the value is not one of ours). */
export function returnPath(raw: string | null | undefined): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return undefined;
  const local = safeLocalPath(raw, '');
  return local && hasScreen(local) ? local : undefined;
}

/** Go back to `back` with the chosen values added to (or replacing those in) its query. */
export function returnWith(back: string, chosen: Record<string, string>): Promise<void> {
  const [path, query = ''] = back.split('?', 2);
  const params = new URLSearchParams(query);
  for (const [k, v] of Object.entries(chosen)) params.set(k, v);
  return navigate(`${path}?${params.toString()}`, { replace: true });
}
