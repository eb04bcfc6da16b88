import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { AppLayout } from './app-shell/app-layout';
import { withCommuteMessages } from './lib/i18n/catalogues';
import { LanguageFollowsAccount } from './lib/i18n/language-follows-account';
import { PrerenderedContext } from './lib/prerendered';
import { AuthProvider } from './lib/session/auth-provider';
import { getToasts, subscribeToToasts } from './lib/toast-store';
import { AppRoutes } from './routes';

// Radix Toast and the Radix code it shares weigh ~13 kB gzipped, and most visits to the landing
// page (87.7 KB JavaScript budget) never raise a toast: it loads with the first one. A toast
// raised before it has loaded waits in the store and shows as soon as it has.
const Toaster = lazy(() => import('./components/ui/toaster').then((m) => ({ default: m.Toaster })));

// Downloaded on the first openSignIn only, so the landing page's first visit does not carry it.
const SignInDialog = lazy(() =>
  withCommuteMessages(() => import('./features/auth/sign-in-dialog'))().then((m) => ({
    default: m.SignInDialog,
  })),
);

const anyToast = () => getToasts().length > 0;

function ToasterOnDemand() {
  const needed = useSyncExternalStore(subscribeToToasts, anyToast, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** The whole app; `prerendered`: it starts on the server's pre-rendered landing page. */
export function App({ prerendered }: { prerendered: boolean }) {
  return (
    <I18nProvider i18n={i18n}>
      <PrerenderedContext value={prerendered}>
        <AuthProvider SignInDialog={SignInDialog}>
          <LanguageFollowsAccount />
          <AppLayout>
            <AppRoutes />
          </AppLayout>
          <ToasterOnDemand />
        </AuthProvider>
      </PrerenderedContext>
    </I18nProvider>
  );
}
