import { useSignals } from '@preact/signals-react/runtime';
import { session } from '../../lib/session/store';
import { useParam } from '../../ui';

// A debug-only page for the router's cache tests: a field to type into, a value from a signal
// (the signed-in user) and one from the URL, and enough height to scroll. Served by a cached
// route (/dev/cached) and a plain one (/dev/plain).
export default function CacheDemo() {
  useSignals();
  const tab = useParam('tab');
  return (
    <div className="page">
      <section className="card">
        <p data-testid="current-user">{session.value?.user.userId ?? ''}</p>
        <p data-testid="tab">{tab}</p>
        <textarea name="note" rows={3} aria-label="备注" />
      </section>
      <div style={{ height: 3000 }} aria-hidden="true" />
    </div>
  );
}
