// wouter imports use-sync-external-store's shim for React < 18; React 19 has the hook built in,
// so the build points the shim here (scripts/build-lib.mjs `alias`) and the entry drops it.
export { useSyncExternalStore } from 'react';
