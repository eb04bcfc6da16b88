import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonStyles } from './ui/button';
import { Card } from './ui/card';
import { usePageTitle } from './use-page-title';

interface FeaturePlaceholderProps {
  title: string;
  /** What the finished screen will let people do, in one sentence. */
  purpose: string;
  children?: ReactNode;
}

/** The honest stand-in for a screen that a later release builds: says so, and offers a way home. */
export function FeaturePlaceholder({ title, purpose, children }: FeaturePlaceholderProps) {
  usePageTitle(title);
  // The signed-in dashboard is itself the home screen; a link back to it would go nowhere.
  const [location] = useLocation();

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-bold text-3xl text-ink tracking-tight sm:text-4xl">{title}</h1>
      {children}
      <Card className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
        <svg viewBox="0 0 48 48" aria-hidden="true" className="size-12 shrink-0">
          <circle cx="24" cy="24" r="24" className="fill-accent-soft" />
          <path d="M24 12l9 24H15z" className="fill-accent" />
          <path d="M19.5 24h9M17.5 30h13" stroke="#fff" strokeWidth="2.4" />
          <path
            d="M12 36h24"
            className="stroke-accent-ink"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </svg>
        <div>
          <p className="font-semibold text-ink">This screen is on its way.</p>
          <p className="mt-1 text-ink-muted">{purpose}</p>
        </div>
      </Card>
      {location === '/' ? null : (
        <Link href="/" className={buttonStyles({ variant: 'secondary', className: 'mt-8' })}>
          <span aria-hidden="true">←</span> Back to home
        </Link>
      )}
    </div>
  );
}
