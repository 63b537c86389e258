// "Latest wins" for queries by key: starting one aborts the previous one still running under the
// same key, so an older answer can never land after a newer one.
export function createLatestOnly<K>() {
  const inFlight = new Map<K, AbortController>();
  return async function run<T>(key: K, job: (signal: AbortSignal) => Promise<T>): Promise<T> {
    inFlight.get(key)?.abort(new DOMException('superseded', 'AbortError'));
    const ctrl = new AbortController();
    inFlight.set(key, ctrl);
    try {
      return await job(ctrl.signal);
    } finally {
      if (inFlight.get(key) === ctrl) inFlight.delete(key);
    }
  };
}
