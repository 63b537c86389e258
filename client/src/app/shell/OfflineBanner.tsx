import { useSyncExternalStore } from 'react';
import { OFFLINE } from '../../lib/api/errors';

// A banner while the device has no network: calls would fail with 服务暂时不可用, and the person
// should know it is their connection, not the insurer's systems.

function subscribe(onChange: () => void) {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}

export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  if (online) return null;
  return (
    <p className="offline-banner" role="status" aria-live="polite">
      {OFFLINE}
    </p>
  );
}
