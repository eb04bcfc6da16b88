import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../components/ui/skeleton';

/** Shown while a screen's code or the session check is loading. */
export function RouteFallback() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6" role="status" aria-live="polite">
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <Skeleton className="mt-8 h-40 w-full rounded-2xl" />
    </div>
  );
}
