import type { ReactNode } from 'react';
import { Link } from 'wouter';

export type BottomTab = 'schedule' | 'trips' | 'tokens' | 'more';

const tabs: Array<{ id: BottomTab; label: string; href: string; icon: ReactNode }> = [
  {
    id: 'schedule',
    label: 'Schedule',
    href: '/',
    icon: <path d="M5 5h14v15H5zM5 10h14M9 3v4M15 3v4" />,
  },
  {
    id: 'trips',
    label: 'Trips',
    href: '/trips',
    icon: (
      <path d="M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8 17h6a3 3 0 0 0 0-6h-4a3 3 0 0 1 0-6h6" />
    ),
  },
  {
    id: 'tokens',
    label: 'Tokens',
    href: '/tokens',
    icon: (
      <path d="M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM14.5 9.5c-.5-1-1.5-1.5-2.5-1.5-1.4 0-2.5.8-2.5 2s1.1 1.6 2.5 2 2.5.8 2.5 2-1.1 2-2.5 2c-1 0-2-.5-2.5-1.5M12 6.5v1.5M12 16v1.5" />
    ),
  },
  {
    id: 'more',
    label: 'More',
    href: '/profile',
    icon: <path d="M4 7h16M4 12h16M4 17h16" />,
  },
];

/**
 * The signed-in app's tab bar: Schedule, Trips, Tokens, More. Put it last in a screen whose
 * wrapper is at least a viewport tall: it then sticks to the bottom of the window while the
 * screen scrolls, and comes to rest above the site footer instead of covering it.
 */
export function BottomNav({ active }: { active: BottomTab }) {
  return (
    <nav
      aria-label="App sections"
      className="sticky bottom-0 z-30 mt-auto border-line border-t bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-4">
        {tabs.map((tab) => {
          const current = tab.id === active;
          return (
            <li key={tab.id}>
              <Link
                href={tab.href}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-16 flex-col items-center justify-center gap-1 font-medium text-xs transition-colors ${
                  current ? 'text-primary-strong' : 'text-ink-muted hover:text-ink'
                }`}
              >
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={current ? 2.2 : 1.8}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  {tab.icon}
                </svg>
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
