import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort } from '../api';

// Data loading for screens: the state of one load (loading, data, error) with reload, the
// previous request cancelled when the inputs change or the screen goes away.

export interface QueryState<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
}

export function useQuery<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): QueryState<T> {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: true });
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const ctrl = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    loadRef.current(ctrl.signal).then(
      (data) => {
        if (!ctrl.signal.aborted) setState({ data, loading: false });
      },
      (error: unknown) => {
        if (ctrl.signal.aborted || isAbort(error)) return;
        setState((s) => ({ data: s.data, error: error instanceof Error ? error : new Error(String(error)), loading: false }));
      },
    );
    return () => ctrl.abort();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps are the query's key (checked at each call site)
  }, [...deps, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
