import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { clearDriverSession, readDriverSession, type DriverSession } from './session/driverSession';
import { signOutDriver } from './api/driverAppApi';
import { sendAllQueued } from './queue/sendQueued';
import { useQueuedChecks } from './queue/useQueuedChecks';
import { DRIVER_PATHS, navigate, usePath } from './navigation';
import { useDriverHome } from './useDriverHome';
import { SignInScreen } from './screens/SignInScreen';
import { HomeScreen } from './screens/HomeScreen';
import { driverErrorDescriptor } from './i18n/driverTexts';
import { ApiError } from '../api/apiError';

// The check screen (and the state machine library) loads when the driver opens it, not with the first page.
const CheckScreen = lazy(() => import('./screens/CheckScreen'));
// The live confirmation (issue 35): the call and the phone code, loaded when opened.
const LiveScreen = lazy(() => import('./live/LiveScreen'));
// The daily vehicle inspection (issue 37) too.
const InspectionScreen = lazy(() => import('./screens/InspectionScreen'));

/** The driver's phone app (issue 34): sign-in, home, the check. */
export function DriverApp() {
  const [session, setSession] = useState<DriverSession | undefined>(readDriverSession);
  if (!session)
    return (
      <SignInScreen
        onSignedIn={(started) => {
          setSession(started);
          navigate(DRIVER_PATHS.home, true);
        }}
      />
    );
  return <SignedIn session={session} onSignedOut={() => setSession(undefined)} />;
}

function SignedIn({ session, onSignedOut }: { readonly session: DriverSession; readonly onSignedOut: () => void }) {
  const { i18n } = useLingui();
  const path = usePath();
  const lost = useCallback(() => {
    clearDriverSession();
    onSignedOut();
  }, [onSignedOut]);
  const [home] = useDriverHome(session, lost);
  const queued = useQueuedChecks();

  // What was queued offline goes out on opening the app and whenever the network returns.
  useEffect(() => {
    void sendAllQueued();
    const send = () => void sendAllQueued();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, []);

  const signOut = () => {
    void signOutDriver().catch(() => undefined);
    lost();
  };

  if (home.status === 'failed')
    return (
      <main className="driver-page">
        <p className="driver-error" role="alert">
          {i18n._(driverErrorDescriptor(home.error instanceof ApiError ? home.error.key : 'Errors.Unavailable'))}
        </p>
        <button type="button" className="driver-button" onClick={signOut}>
          <Trans>Sign out</Trans>
        </button>
      </main>
    );
  // The check and the inspection need the home (cars, detectors); the home screen shows at once, before it arrives
  // (issue 34 item 6: usable on a slow network without waiting for that round trip).
  if (home.status === 'loading' && (path === DRIVER_PATHS.check || path === DRIVER_PATHS.inspection))
    return (
      <main className="driver-page" aria-busy="true">
        <p className="driver-hint">
          <Trans>Loading…</Trans>
        </p>
      </main>
    );
  if (path === DRIVER_PATHS.check && home.status === 'ready')
    return (
      <Suspense fallback={<main className="driver-page" aria-busy="true" />}>
        <CheckScreen home={home.home} />
      </Suspense>
    );
  if (path === DRIVER_PATHS.live)
    return (
      <Suspense fallback={<main className="driver-page" aria-busy="true" />}>
        <LiveScreen />
      </Suspense>
    );
  if (path === DRIVER_PATHS.inspection && home.status === 'ready')
    return (
      <Suspense fallback={<main className="driver-page" aria-busy="true" />}>
        <InspectionScreen home={home.home} />
      </Suspense>
    );
  const ready = home.status === 'ready';
  return (
    <HomeScreen home={ready ? home.home : undefined} stale={ready && home.stale} queued={queued} name={session.name} onSignOut={signOut} />
  );
}
