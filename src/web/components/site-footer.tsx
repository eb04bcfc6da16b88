import { Link } from 'wouter';
import { BrandLogo } from './brand-logo';

export function SiteFooter() {
  return (
    <footer className="border-line border-t bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-ink-muted text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-2">
          <BrandLogo className="size-6" />
          <p>
            <span className="font-semibold text-ink">Pamoja</span> · carpooling for Nairobi
            commuters
          </p>
        </div>
        <nav aria-label="Footer">
          <Link
            href="/contact"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Contact us
          </Link>
        </nav>
      </div>
    </footer>
  );
}
