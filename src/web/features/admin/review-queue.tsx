import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-error';
import { useNow } from '../../lib/use-now';
import { reviewQueryOptions } from './admin-api';
import { ReviewCard } from './review-card';
import type { ReviewStatus } from './review-rules';

const EMPTY: Record<
  ReviewStatus,
  { title: MessageDescriptor; text: MessageDescriptor; list: MessageDescriptor }
> = {
  pending: {
    title: msg`No documents waiting`,
    text: msg`New National IDs appear here, oldest first.`,
    list: msg`Pending documents`,
  },
  approved: {
    title: msg`No approved documents yet`,
    text: msg`Approved National IDs appear here.`,
    list: msg`Approved documents`,
  },
  rejected: {
    title: msg`No rejected documents`,
    text: msg`Rejected National IDs appear here.`,
    list: msg`Rejected documents`,
  },
};

/** One tab of the console: pending oldest first (the order to work in), decided newest first. */
export function ReviewQueue({
  status,
  myUserId,
}: {
  status: ReviewStatus;
  myUserId: string | null;
}) {
  const { t } = useLingui();
  const query = useInfiniteQuery(reviewQueryOptions(status));
  const documents = query.data?.pages.flat() ?? [];
  const now = useNow(status === 'pending', 60_000);

  // After a decision the card goes; the keyboard moves on to the next one (or the empty note).
  const listRef = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    const list = listRef.current;
    if (index === null || !list) return;
    focusIndex.current = null;
    // After the closing dialog has handed focus back (to a trigger that is gone).
    setTimeout(() => {
      if (!list.isConnected) return;
      const headings = list.querySelectorAll<HTMLElement>('[data-review-heading]');
      const next = headings[Math.min(index, headings.length - 1)];
      (next ?? list.querySelector<HTMLElement>('[data-empty-note]'))?.focus();
    }, 0);
  });

  if (query.isPending) {
    return (
      <Loading label={t`Loading documents…`} className="grid gap-4">
        <Skeleton className="h-56 w-full rounded-2xl" />
        <Skeleton className="h-56 w-full rounded-2xl" />
      </Loading>
    );
  }

  if (query.isError) {
    const message =
      query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500
        ? query.error.message
        : t`Please check your connection and try again.`;
    return (
      <LoadFailed title={t`The documents could not be loaded`} onRetry={() => void query.refetch()}>
        {message}
      </LoadFailed>
    );
  }

  return (
    <div ref={listRef}>
      {documents.length === 0 ? (
        <div
          tabIndex={-1}
          data-empty-note
          className="rounded-2xl border border-line border-dashed bg-white/60 px-4 py-10 text-center outline-none"
        >
          <p className="font-semibold text-ink">{t(EMPTY[status].title)}</p>
          <p className="mt-1 text-ink-muted text-sm">{t(EMPTY[status].text)}</p>
        </div>
      ) : (
        <ul className="grid gap-4" aria-label={t(EMPTY[status].list)}>
          {documents.map((document, index) => (
            <li key={document.id}>
              <ReviewCard
                document={document}
                myUserId={myUserId}
                now={now}
                onDecided={() => {
                  focusIndex.current = index;
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <div className="mt-5 text-center">
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? <Spinner /> : null}
            <Trans>Show more</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
