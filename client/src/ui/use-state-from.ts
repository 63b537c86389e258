import { useCallback, useState, type SetStateAction } from 'react';

/**
 * State a person may change that starts from `start()` and starts again whenever `source` changes
 * (compared with Object.is): a form's draft of saved data, a search box's text under the URL's,
 * the stand-in's input for each new request. It starts again in the same render — an effect
 * would show the old value for a frame, and a tap in that frame would act on it.
 */
export function useStateFrom<T>(start: () => T, source: unknown): [T, (next: SetStateAction<T>) => void] {
  const [state, setState] = useState(() => ({ source, value: start() }));
  let current = state;
  if (!Object.is(state.source, source)) {
    current = { source, value: start() };
    setState(current);
  }
  const set = useCallback((next: SetStateAction<T>) => setState((s) => ({ source: s.source, value: next instanceof Function ? next(s.value) : next })), []);
  return [current.value, set];
}
