import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { LineIcon } from '../components/ui/line-icon';
import { withAppMessages } from '../lib/i18n/catalogues';

export type BottomTab = 'schedule' | 'trips' | 'tokens' | 'more';

const loadMoreDialog = withAppMessages(() => import('./more-dialog'));
// The menu's code (Radix Dialog and its links) arrives on the first tap of More, or as the
// pointer or focus reaches the tab, so the screens carrying the bar do not carry it.
const MoreDialog = lazy(() => loadMoreDialog().then((m) => ({ default: m.MoreDialog })));
const preloadMoreDialog = () => void loadMoreDialog().catch(() => {});

const links: Array<{
  id: Exclude<BottomTab, 'more'>;
  label: MessageDescriptor;
  href: string;
  icon: ReactNode;
}> = [
  {
    id: 'schedule',
    label: msg`Schedule`,
    href: '/',
    icon: <path d="M5 5h14v15H5zM5 10h14M9 3v4M15 3v4" />,
  },
  {
    id: 'trips',
    label: msg`Trips`,
    href: '/trips',
    icon: (
      <path d="M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8 17h6a3 3 0 0 0 0-6h-4a3 3 0 0 1 0-6h6" />
    ),
  },
  {
    id: 'tokens',
    label: msg`Tokens`,
    href: '/tokens',
    icon: (
      <path d="M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM14.5 9.5c-.5-1-1.5-1.5-2.5-1.5-1.4 0-2.5.8-2.5 2s1.1 1.6 2.5 2 2.5.8 2.5 2-1.1 2-2.5 2c-1 0-2-.5-2.5-1.5M12 6.5v1.5M12 16v1.5" />
    ),
  },
];

const tabStyles =
  'flex min-h-16 w-full flex-col items-center justify-center gap-1 font-medium text-xs transition-colors';
const tabLook = (current: boolean) =>
  current ? 'text-primary-strong' : 'text-ink-muted hover:text-ink';

/**
 * The signed-in app's tab bar: Schedule, Trips, Tokens, and More, which opens the More menu.
 * Put it last in a screen whose wrapper is at least a viewport tall: it then sticks to the
 * bottom of the window while the screen scrolls, and comes to rest above the site footer
 * instead of covering it.
 */
export function BottomNav({ active }: { active: BottomTab }) {
  const { t } = useLingui();
  const [moreWanted, setMoreWanted] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);

  function openMore() {
    setMoreWanted(true);
    setMoreOpen(true);
  }

  return (
    <nav
      aria-label={t`App sections`}
      // Lifts the toasts above it (styles.css).
      data-bottom-nav
      className="sticky bottom-0 z-30 mt-auto border-line border-t bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-4">
        {links.map((tab) => {
          const current = tab.id === active;
          return (
            <li key={tab.id}>
              <Link
                href={tab.href}
                aria-current={current ? 'page' : undefined}
                className={`${tabStyles} ${tabLook(current)}`}
              >
                <TabIcon current={current}>{tab.icon}</TabIcon>
                {t(tab.label)}
              </Link>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            aria-current={active === 'more' ? 'page' : undefined}
            onClick={openMore}
            onPointerEnter={preloadMoreDialog}
            onFocus={preloadMoreDialog}
            className={`${tabStyles} ${tabLook(active === 'more' || moreOpen)}`}
          >
            <TabIcon current={active === 'more' || moreOpen}>
              <path d="M4 7h16M4 12h16M4 17h16" />
            </TabIcon>
            <Trans>More</Trans>
          </button>
        </li>
      </ul>
      {moreWanted ? (
        <Suspense
          fallback={
            moreOpen ? (
              <div className="fixed inset-0 z-40 bg-ink/50" role="status">
                <span className="sr-only">
                  <Trans>Opening menu…</Trans>
                </span>
              </div>
            ) : null
          }
        >
          <MoreDialog open={moreOpen} onOpenChange={setMoreOpen} />
        </Suspense>
      ) : null}
    </nav>
  );
}

function TabIcon({ current, children }: { current: boolean; children: ReactNode }) {
  return <LineIcon strokeWidth={current ? 2.2 : 1.8}>{children}</LineIcon>;
}
