import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { BrandLogo } from '../components/brand-logo';
import { Button } from '../components/ui/button';
import { LineIcon } from '../components/ui/line-icon';
import { withCommuteMessages } from '../lib/i18n/catalogues';
import { LanguageSwitcher } from '../lib/i18n/language-switcher';
import { useAuth } from '../lib/session/auth-context';
import { firstName } from '../lib/session/use-session';
import { withQueries } from '../lib/with-queries';
import { SectionLink } from './section-link';
import { SECTION_LINKS } from './section-links';
import { useBookRide } from './use-book-ride';

const MENU_ID = 'mobile-menu';

// Signed in only, so a visitor's first view does not carry it: it comes with the app's words.
const loadBell = withQueries(() =>
  withCommuteMessages(() => import('./notifications-bell'))().then((m) => m.NotificationsBell),
);
const NotificationsBell = lazy<ComponentType>(() =>
  // Offline before it was ever kept: the header goes on without the bell, never blank.
  loadBell().catch(() => ({ default: () => null })),
);
/** The bell's room while it loads, so the header does not move when it arrives. */
const bellRoom = <span aria-hidden="true" className="size-10 shrink-0 sm:size-11" />;

/**
 * The header on every screen: the landing page's section links (a row on wide screens, a menu
 * behind a button on phones), Book Ride, and Sign In or the greeting and Sign Out.
 */
export function SiteHeader() {
  const { t } = useLingui();
  const auth = useAuth();
  const bookRide = useBookRide();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The menu closes on a click or tap anywhere outside it, and on Escape (focus back on the button).
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setMenuOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);
  const signedIn = auth.status === 'signed-in';
  const name = firstName(auth.user);
  const greeting = signedIn ? t`Hi, ${name}` : null;
  const sectionLinks = SECTION_LINKS.filter((link) => !(signedIn && link.visitorsOnly));
  const signInOrOut = (className: string) =>
    signedIn ? (
      <Button
        variant="ghost"
        className={className}
        onClick={() => {
          closeMenu();
          void auth.signOut();
        }}
      >
        <Trans>Sign Out</Trans>
      </Button>
    ) : (
      <Button
        variant="ghost"
        className={className}
        onClick={() => {
          closeMenu();
          auth.openSignIn();
        }}
      >
        <Trans>Sign In</Trans>
      </Button>
    );

  return (
    <header className="sticky top-0 z-40 border-line border-b bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-4 sm:gap-2 sm:px-6">
        <Link
          href="/"
          className="mr-auto flex items-center gap-2 font-bold text-ink text-xl tracking-tight"
          aria-label={t`Pamoja home`}
        >
          <BrandLogo />
          {/* On a narrow phone the greeting needs the wordmark's room. */}
          <span aria-hidden="true" className={signedIn ? 'hidden sm:inline' : undefined}>
            Pamoja
          </span>
        </Link>
        <nav aria-label={t`Main`} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <SectionLink
                  href={link.href}
                  className="rounded-lg px-3 py-2 font-medium text-ink-muted text-sm hover:bg-primary-soft hover:text-primary-strong"
                >
                  {t(link.label)}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        {greeting ? (
          <span className="min-w-0 max-w-32 truncate font-medium text-ink text-sm sm:px-1 lg:ml-4">
            {greeting}
          </span>
        ) : null}
        {signedIn ? (
          <Suspense fallback={bellRoom}>
            <NotificationsBell />
          </Suspense>
        ) : null}
        {/* Narrower buttons on phones, where the header has little room. */}
        <LanguageSwitcher className="max-sm:[&_button]:min-w-7 max-sm:[&_button]:px-1" />
        <div className="hidden lg:block">{signInOrOut('')}</div>
        <Button onClick={bookRide} className="shrink-0 whitespace-nowrap px-3 sm:px-4">
          {/* Signed in, a phone's header also holds the greeting and the bell: Book Ride is its
              icon there, named for screen readers. */}
          {signedIn ? (
            <LineIcon className="size-5 sm:hidden">
              <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />
            </LineIcon>
          ) : null}
          <span className={signedIn ? 'max-sm:sr-only' : undefined}>
            <Trans>Book Ride</Trans>
          </span>
        </Button>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-ink hover:bg-primary-soft sm:size-11 lg:hidden"
        >
          <span className="sr-only">
            <Trans>Menu</Trans>
          </span>
          <LineIcon>
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </LineIcon>
        </button>
      </div>
      {menuOpen ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-16 bottom-0 bg-ink/40 lg:hidden" />
      ) : null}
      <div
        ref={menuRef}
        id={MENU_ID}
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full border-line border-b bg-white shadow-lg lg:hidden"
      >
        <nav aria-label={t`Menu`} className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
          <ul>
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <SectionLink
                  href={link.href}
                  onFollow={closeMenu}
                  className="flex min-h-12 items-center rounded-lg px-3 font-medium text-ink hover:bg-primary-soft"
                >
                  {t(link.label)}
                </SectionLink>
              </li>
            ))}
          </ul>
          <div className="mt-2 border-line border-t pt-3">{signInOrOut('w-full')}</div>
        </nav>
      </div>
    </header>
  );
}
