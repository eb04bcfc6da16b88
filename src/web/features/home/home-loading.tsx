import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../../components/ui/skeleton';

/** The whole home screen's stand-in while its data loads, shaped like what is coming. */
export function HomeLoading() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">
        <Trans>Loading your home…</Trans>
      </span>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-center gap-4">
          <Skeleton className="size-12 rounded-full!" />
          <div className="grid gap-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-7 w-40" />
          </div>
        </div>
        <Skeleton className="h-13 w-full rounded-xl lg:w-80" />
      </div>
      <Skeleton className="mt-5 h-12 w-full rounded-xl" />
      <div className="mt-5 grid gap-5 lg:grid-cols-2 lg:gap-6">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    </div>
  );
}
