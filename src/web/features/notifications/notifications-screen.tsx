import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { SignedInScreen } from '../../app-shell/signed-in-screen';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LineIcon } from '../../components/ui/line-icon';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { PromptIcon } from '../../components/ui/prompt-card';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { refusalText } from '../../lib/api-error';
import { toast } from '../../lib/toast-store';
import { receivedText, safeLink } from './notification-format';
import {
  afterReading,
  type InboxItem,
  inboxQuery,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications-api';

/**
 * The inbox (`/notifications`): every notification, newest first, the unread ones marked.
 * Tapping one marks it read and opens what it is about (a ride's booking, a trip).
 */
export function NotificationsScreen() {
  const { t } = useLingui();
  return (
    <SignedInScreen
      title={t`Notifications`}
      width="narrow"
      nav="more"
      loading={<InboxLoading />}
      visitor={
        <SignInPrompt
          className="mt-5"
          title={t`Sign in to see your notifications`}
          text={t`Bookings, trips, ride alerts and payments, all in one place.`}
        />
      }
    >
      <InboxLoader />
    </SignedInScreen>
  );
}

function InboxLoader() {
  const { t } = useLingui();
  const inbox = useInfiniteQuery(inboxQuery);
  if (inbox.data) {
    return (
      <Inbox
        items={inbox.data.pages.flatMap((page) => page.notifications)}
        unreadCount={inbox.data.pages[0]?.unreadCount ?? 0}
        older={
          inbox.hasNextPage
            ? { load: () => void inbox.fetchNextPage(), loading: inbox.isFetchingNextPage }
            : null
        }
      />
    );
  }
  if (inbox.isError) {
    return (
      <LoadFailed
        className="mt-5"
        title={t`We couldn't load your notifications`}
        onRetry={() => void inbox.refetch()}
        retrying={inbox.isFetching}
      />
    );
  }
  return <InboxLoading />;
}

const kindIcons: Record<InboxItem['kind'], string> = {
  booking: 'M5 5h14v15H5zM5 10h14M9 3v4M15 3v4M9 15l2 2 4-4',
  trip: 'M5 16V11l2-5h10l2 5v5M3 16h18v3H3zM7 13h.01M17 13h.01',
  alert: 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0',
  payout: 'M3 7h18v12H3zM3 11h18M7 15h3',
  document: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4',
};

function Inbox({
  items,
  unreadCount,
  older,
}: {
  items: InboxItem[];
  unreadCount: number;
  /** The next page of older notifications, when there is one. */
  older: { load(): void; loading: boolean } | null;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const now = new Date();
  const readAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => afterReading(queryClient),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t`Your notifications were not marked read`,
        description: refusalText(error, t`Check your connection and try again.`),
      }),
  });
  const readOne = useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => afterReading(queryClient),
  });

  function open(item: InboxItem) {
    // Reading is a side matter: the screen it leads to opens whether or not it is recorded.
    if (!item.readAt) readOne.mutate(item.id);
    const link = safeLink(item.link);
    if (link) navigate(link);
  }

  if (items.length === 0) {
    return (
      <EmptyState
        className="mt-5"
        icon={
          <PromptIcon>
            <path d="M16 30V21a8 8 0 0 1 16 0v9l3 4H13zM21 36a3 3 0 0 0 6 0" />
          </PromptIcon>
        }
        title={t`No notifications yet`}
        text={t`Bookings, trips, ride alerts and payments will show here.`}
        action={
          <Link href="/alerts/new" className="font-semibold text-primary-strong underline">
            <Trans>Set up a ride alert</Trans>
          </Link>
        }
      />
    );
  }

  return (
    <div className="mt-4 grid gap-3">
      <div className="flex min-h-11 items-center justify-between gap-3">
        <p className="text-ink-muted text-sm" aria-live="polite">
          {unreadCount === 0 ? t`All read` : t`${unreadCount} unread`}
        </p>
        <div className="flex items-center">
          <Link
            href="/profile/notifications"
            className="inline-flex min-h-11 items-center rounded-xl px-3 font-semibold text-primary-strong text-sm hover:bg-primary-soft"
          >
            <Trans>Settings</Trans>
          </Link>
          {unreadCount > 0 ? (
            <Button
              variant="ghost"
              className="-mr-2 px-3"
              onClick={() => readAll.mutate()}
              disabled={readAll.isPending}
            >
              {readAll.isPending ? <Spinner /> : null}
              <Trans>Mark all read</Trans>
            </Button>
          ) : null}
        </div>
      </div>
      <ul
        aria-label={t`Notifications`}
        className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
      >
        {items.map((item) => {
          const unread = !item.readAt;
          return (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => open(item)}
                className={`flex w-full gap-3 px-4 py-3.5 text-left transition-colors hover:bg-surface ${
                  unread ? 'bg-primary-soft/40' : ''
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full ${
                    unread ? 'bg-primary text-white' : 'bg-surface text-ink-muted'
                  }`}
                >
                  <LineIcon className="size-5">
                    <path d={kindIcons[item.kind]} />
                  </LineIcon>
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-start justify-between gap-2">
                    <span className={`text-ink ${unread ? 'font-bold' : 'font-medium'}`}>
                      {unread ? (
                        <span className="sr-only">
                          <Trans>Unread:</Trans>{' '}
                        </span>
                      ) : null}
                      {item.title}
                    </span>
                    {unread ? (
                      <span
                        aria-hidden="true"
                        className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary"
                      />
                    ) : null}
                  </span>
                  <span className="mt-0.5 block text-ink-muted text-sm">{item.body}</span>
                  <span className="mt-1 block text-ink-muted text-xs">
                    {receivedText(new Date(item.createdAt), now)}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {older ? (
        <Button variant="secondary" onClick={older.load} disabled={older.loading}>
          {older.loading ? <Spinner /> : null}
          <Trans>Show older notifications</Trans>
        </Button>
      ) : null}
    </div>
  );
}

function InboxLoading() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading your notifications…`} className="mt-5 grid gap-3">
      <Skeleton className="h-80 w-full rounded-2xl" />
    </Loading>
  );
}
