import { Link } from 'wouter';
import { firstName, useSession } from '../features/auth/use-session';
import { BrandLogo } from './brand-logo';

export function SiteHeader() {
  const session = useSession();

  return (
    <header className="sticky top-0 z-40 border-line border-b bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          href="/"
          className="flex items-center gap-2 font-bold text-ink text-xl tracking-tight"
          aria-label="Pamoja home"
        >
          <BrandLogo />
          <span aria-hidden="true">Pamoja</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 text-sm">
          {session.status === 'signed-in' ? (
            <span className="px-3 text-ink-muted">Hi, {firstName(session.user)}</span>
          ) : null}
          <Link
            href="/contact"
            className="rounded-lg px-3 py-2 font-medium text-ink-muted hover:bg-primary-soft hover:text-primary-strong"
          >
            Contact
          </Link>
        </nav>
      </div>
    </header>
  );
}
