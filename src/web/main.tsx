import './fonts/inter.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLanguage } from '../shared/language';
import { App } from './app';
import { initialLanguage, startLanguage } from './lib/i18n/catalogues';
import { listenForInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/register-service-worker';
import { checkSession } from './lib/session/session-store';
import { preloadRoutes } from './routes';

listenForInstallPrompt();
// Development serves modules straight from Vite: a service worker there would only get in the way.
if (import.meta.env.PROD) registerServiceWorker();
// Ask who is signed in while the first screen's code is still downloading, not after.
void checkSession();
preloadRoutes(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// The server's pre-rendered landing page (server/plugins/landing-page.ts) is hydrated: it is on
// screen already, in the language the server chose for this request (the service worker never
// keeps it, so it is never stale). Anything else in the root (a copy kept for another address)
// is replaced.
const served = container.dataset.prerendered;
const prerendered = window.location.pathname === '/' && isLanguage(served);
if (!prerendered) container.replaceChildren();
const language = prerendered ? served : initialLanguage();

// The first screen's words come before its first render. A catalogue that cannot be fetched
// (offline before the app was ever kept) still lets the app start, in whatever has loaded.
startLanguage(language)
  .catch((error: unknown) => console.error('The words of the app did not load', error))
  // In a transition, React renders (or hydrates) the first screen in slices and lets a slow
  // phone answer input in between, rather than in one long task.
  .finally(() =>
    startTransition(() => {
      const app = (
        <StrictMode>
          <App prerendered={prerendered} />
        </StrictMode>
      );
      if (!prerendered) {
        createRoot(container).render(app);
        return;
      }
      hydrateRoot(container, app);
      // The app's from here: React answers every tap, hydrating first what was tapped.
      delete container.dataset.prerendered;
    }),
  );
