import { Trans } from '@lingui/react/macro';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { withLandingMessages } from '../lib/i18n/catalogues';
import { OfflineBanner } from './offline-banner';
import { onSectionRequested } from './section-links';
import { SiteHeader } from './site-header';
import { useWantedSoon } from './use-wanted-soon';

// The footer is below the first screen everywhere, so it loads when it is about to be seen, with
// the landing page's words (which hold its own): the landing page's first view carries less.
const SiteFooter = lazy<ComponentType>(() =>
  withLandingMessages(() => import('./site-footer'))().then(
    (m) => ({ default: m.SiteFooter }),
    // Offline before it was ever kept: the screen goes on without a footer, never blank.
    () => ({ default: () => null }),
  ),
);

/** The footer once it is near the screen, or at once when a link names its `#contact` section. */
function FooterWhenNear() {
  const { wanted, want, markerRef } = useWantedSoon(Boolean(window.location.hash));
  useEffect(() => onSectionRequested(want), [want]);
  // An in-app navigation to an address with a section (`/#contact` from another screen).
  if (!wanted && window.location.hash) want();
  // Hidden, so never near the screen, while a screen is still a loading placeholder (as the footer
  // is, site-footer.tsx): the screen's own height decides.
  if (!wanted) return <div ref={markerRef} className="[main:has(>[role=status])~&]:hidden" />;
  return (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  );
}

/**
 * The frame around every screen. After an in-app navigation, focus moves to the new screen's
 * main region so keyboard and screen-reader users start reading there, not at the old link.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousLocation = useRef(location);

  useEffect(() => {
    if (previousLocation.current === location) return;
    previousLocation.current = location;
    window.scrollTo(0, 0);
    mainRef.current?.focus();
  }, [location]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-ink px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader />
      <OfflineBanner />
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <FooterWhenNear />
    </div>
  );
}
