import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { withLandingMessages } from '../lib/i18n/catalogues';
import { BelowTheFold, belowTheFold } from './below-the-fold';
import { OfflineBanner } from './offline-banner';
import { onSectionRequested } from './section-links';
import { SiteHeader } from './site-header';

// The footer is below the first screen everywhere, so its code loads when it is about to be seen,
// with the landing page's words (which hold its own): the landing page's first view carries less.
const footer = belowTheFold('footer', () =>
  withLandingMessages(() => import('./site-footer'))().then(
    (m) => m.SiteFooter,
    // Offline before it was ever kept: the screen goes on without a footer, never blank.
    () => () => null,
  ),
);

/**
 * The footer once it is near the screen, or at once when a link names its `#contact` section.
 * While a screen is still a loading placeholder (RouteFallback, role="status", directly in
 * <main>) it stays hidden, so it is not near the screen either: shown under the short
 * placeholder it would sit in the first viewport and then jump down when the screen arrives,
 * the page's largest layout shift.
 */
function FooterWhenNear() {
  const [location] = useLocation();
  useEffect(() => onSectionRequested(footer.load), []);
  // An address with a section, opened or followed in the app (`/#contact` from another screen).
  // biome-ignore lint/correctness/useExhaustiveDependencies: again after every navigation.
  useEffect(() => {
    if (window.location.hash) footer.load();
  }, [location]);
  return (
    <BelowTheFold part={footer} className="[main:has(>[role=status])~&]:hidden" fallback={null} />
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
