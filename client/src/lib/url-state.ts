import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { replaceQuery } from './navigation/navigation';

// What a person chose on a page — search text, filter, tab, pages of a list — lives in the
// page's URL query, so back, reload and a shared link all bring it back. Changing it replaces
// the current history entry (back still leaves the page) without remounting the screen.
// The default value is never written: a page opened plainly keeps a plain URL.
// What a page needs to open (a customer's id, a policy number) is read the same way, with
// useParam; a screen opened without it shows <MissingParam> (ui/MissingParam.tsx).

/** The shown view's query (each view has its own router, so this is its own URL's), the same object while it is unchanged. */
export function useParams(): URLSearchParams {
  const search = useSearch();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** One query parameter of the shown view, trimmed; '' when absent. */
export function useParam(name: string): string {
  return useParams().get(name)?.trim() ?? '';
}

/** One query parameter as state: [value, set]. */
export function useUrlState(name: string, fallback = ''): [string, (value: string) => void] {
  const value = useParams().get(name) ?? fallback;
  // The view's own path (each view has its own router): writes only while that page is shown.
  const [path] = useLocation();
  const set = useCallback((next: string) => replaceQuery({ [name]: next === fallback ? undefined : next }, path), [name, fallback, path]);
  return [value, set];
}

/** A choice among known values (a tab, a filter): anything else in the URL reads as the fallback. */
export function useUrlChoice<T extends string>(name: string, choices: readonly T[], fallback: T): [T, (value: T) => void] {
  const [raw, set] = useUrlState(name, fallback);
  return [(choices as readonly string[]).includes(raw) ? (raw as T) : fallback, set];
}
