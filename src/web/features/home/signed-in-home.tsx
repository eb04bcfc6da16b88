import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BottomNav } from '../../components/bottom-nav';
import { usePageTitle } from '../../components/use-page-title';
import { useAuth } from '../auth/auth-context';
import { firstName } from '../auth/use-session';
import { formatKsh } from '../profile/profile-format';
import { UserAvatar } from '../profile/user-avatar';

/**
 * The signed-in root route for now: a greeting, the token balance and the ways in to the rest
 * of the app. The full dashboard (passenger and driver mode, upcoming trips) replaces it later.
 */
export function SignedInHome() {
  usePageTitle('Home');
  const { user } = useAuth();

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <div className="mx-auto w-full max-w-lg flex-1 px-4 pt-6 pb-10 sm:px-6 sm:pt-10">
        <div className="flex items-center gap-4">
          <UserAvatar fullName={user?.fullName} pictureUrl={user?.profilePictureUrl} />
          <div>
            <p className="text-ink-muted">Good morning</p>
            <h1 className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">
              Hi, {firstName(user)}
            </h1>
          </div>
        </div>

        <section
          aria-label="Token balance"
          className="mt-6 rounded-2xl bg-primary p-5 text-white shadow-sm sm:p-6"
        >
          <p className="text-sm text-white/80">Token balance</p>
          <p className="mt-1 font-bold text-3xl tabular-nums">
            {formatKsh(user?.accountBalance ?? 0)}
          </p>
          <Link
            href="/tokens"
            className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-white px-4 font-semibold text-primary-strong text-sm hover:bg-primary-soft"
          >
            Buy tokens
          </Link>
        </section>

        <h2 className="mt-8 font-semibold text-ink text-lg">Where to today?</h2>
        <ul className="mt-3 grid grid-cols-2 gap-3">
          <Shortcut href="/search" label="Find a ride" hint="Book a seat">
            <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />
          </Shortcut>
          <Shortcut href="/trips" label="My trips" hint="Upcoming and past">
            <path d="M5 5h14v15H5zM5 10h14M9 3v4M15 3v4" />
          </Shortcut>
          <Shortcut href="/create-ride" label="Offer a ride" hint="Drive and earn">
            <path d="M5 16V11l2-5h10l2 5v5M3 16h18v3H3zM7 13h.01M17 13h.01" />
          </Shortcut>
          <Shortcut href="/documents" label="Get verified" hint="Upload your ID">
            <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4" />
          </Shortcut>
        </ul>
      </div>
      <BottomNav active="schedule" />
    </div>
  );
}

function Shortcut({
  href,
  label,
  hint,
  children,
}: {
  href: string;
  label: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        href={href}
        className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm transition-colors hover:border-primary"
      >
        <span className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {children}
          </svg>
        </span>
        <span>
          <span className="block font-semibold text-ink">{label}</span>
          <span className="block text-ink-muted text-sm">{hint}</span>
        </span>
      </Link>
    </li>
  );
}
