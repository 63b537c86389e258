import { lazy, Suspense } from 'react';
import { ViewStack } from './router/ViewStack';
import { Banner } from './shell/Banner';
import { debugEnabled } from './shell/debug-flag';
import { LoadingOverlay } from './shell/LoadingOverlay';
import { OfflineBanner } from './shell/OfflineBanner';
import { Navbar } from './shell/Navbar';
import { Toasts } from './shell/Toasts';
import { ConfirmHost } from '../ui/confirm';
import { useSignals } from '@preact/signals-react/runtime';
import { standIn } from '../lib/wecom/stand-in';

// The shell: navbar, the classified-information banner, the routed views, and the overlays.
// The debug console is its own chunk, loaded only with the cookie flag debug=1.
const DebugConsole = lazy(() => import('./shell/DebugConsole'));
// The WeCom stand-in sheet (outside WeCom only) is its own chunk, loaded with its first request.
const WeComStandIn = lazy(() => import('../lib/wecom/StandInHost'));

function StandInGate() {
  useSignals();
  return standIn.value ? (
    <Suspense fallback={null}>
      <WeComStandIn />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <>
      <Navbar />
      <Banner />
      <OfflineBanner />
      <main className="views">
        <ViewStack />
      </main>
      <ConfirmHost />
      <LoadingOverlay />
      <Toasts />
      <StandInGate />
      {debugEnabled() && (
        <Suspense fallback={null}>
          <DebugConsole />
        </Suspense>
      )}
    </>
  );
}
