import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { OfflineBanner } from './offline-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

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
      <SiteFooter />
    </div>
  );
}
