import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A stand-in for a whole block while it loads: skeletons for the eye, one short announcement
 * ('Loading…', or what is loading) for screen readers.
 */
export function Loading({
  label,
  className = '',
  children,
}: {
  /** What is loading, for screen readers; 'Loading…' when not said. */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="status">
      <span className="sr-only">{label ?? <Trans>Loading…</Trans>}</span>
      {children}
    </div>
  );
}
