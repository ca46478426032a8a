import { Suspense, useEffect } from 'react';
import { Spinner } from '@blueprintjs/core';
import { Redirect, useLocation, useSearch } from 'wouter';
import { AppShell } from './components/AppShell.tsx';
import { ToastHost } from './components/ToastHost.tsx';
import { ScreenErrorBoundary } from './components/ScreenErrorBoundary.tsx';
import { PendingScene } from './scenes/pending/PendingScene.tsx';
import { findScreen, type Screen } from './scenes/screens.ts';
import { lazyScreen } from './scenes/lazy-screen.ts';
import { SIGN_IN_PATH } from './navigation.ts';
import { useAuth } from './state/auth.ts';

const SignInScene = lazyScreen(() => import('./scenes/sign-in/SignInScene.tsx'));
const NotFoundScene = lazyScreen(() => import('./scenes/not-found/NotFoundScene.tsx'));
const MfaEnrolmentScene = lazyScreen(() => import('./scenes/mfa-enrolment/MfaEnrolmentScene.tsx'));
const WallScene = lazyScreen(() => import('./scenes/wall/WallScene.tsx'));

/** The SOC wall display: the dashboard full screen, without the shell. */
const isWall = (location: string, search: string) => location === '/' && new URLSearchParams(search).get('view') === 'wall';

/** Only same-site paths may be returned to after sign-in, so a crafted link cannot send the user away. */
function safeReturnPath(raw: string | null): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith(SIGN_IN_PATH) ? raw : '/';
}

const Loading = () => <Spinner className="app-loading" aria-label="Loading" />;

function ScreenView({ screen }: { screen: Screen }) {
  useEffect(() => {
    document.title = `${screen.title} · GSG Console`;
  }, [screen.title]);
  const Scene = screen.scene ?? PendingScene;
  return (
    <ScreenErrorBoundary key={screen.path}>
      <Suspense fallback={<Loading />}>
        <Scene title={screen.title} subtitle={screen.subtitle} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

export function App() {
  const { status, me } = useAuth();
  const [location] = useLocation();
  const search = useSearch();

  let page;
  if (status === 'checking') {
    page = <Loading />;
  } else if (location === SIGN_IN_PATH) {
    page =
      status === 'signed-in' ? (
        <Redirect to={safeReturnPath(new URLSearchParams(search).get('next'))} replace />
      ) : (
        <SignInScene />
      );
  } else if (status === 'signed-out') {
    const requested = search ? `${location}?${search}` : location;
    page = <Redirect to={`${SIGN_IN_PATH}?next=${encodeURIComponent(requested)}`} replace />;
  } else if (me?.mfaEnrolmentRequired) {
    // Settings › Security › MFA required: nothing else opens until this person has set it up.
    page = <MfaEnrolmentScene />;
  } else if (isWall(location, search)) {
    page = <WallScene />;
  } else {
    const screen = findScreen(location);
    page = screen ? (
      <AppShell>
        <ScreenView screen={screen} />
      </AppShell>
    ) : (
      <NotFoundScene />
    );
  }

  return (
    <>
      <ScreenErrorBoundary>
        <Suspense fallback={<Loading />}>{page}</Suspense>
      </ScreenErrorBoundary>
      <ToastHost />
    </>
  );
}
