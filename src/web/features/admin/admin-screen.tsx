import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { SignedInScreen } from '../../app-shell/signed-in-screen';
import { Button, buttonStyles } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { PromptCard, PromptIcon } from '../../components/ui/prompt-card';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/session/auth-context';
import { userDetailsQuery } from '../../lib/session/user-details-query';
import { ALL_REVIEW_QUERIES, reviewQueryOptions } from './admin-api';
import { DisputesSection } from './disputes-section';
import { IncidentsSection } from './incidents-section';
import { ReviewQueue } from './review-queue';
import type { ReviewStatus } from './review-rules';
import { SuspensionsSection } from './suspensions-section';

const TABS: Array<{ status: ReviewStatus; label: MessageDescriptor; heading: MessageDescriptor }> =
  [
    { status: 'pending', label: msg`Pending`, heading: msg`Pending documents` },
    { status: 'approved', label: msg`Approved`, heading: msg`Approved documents` },
    { status: 'rejected', label: msg`Rejected`, heading: msg`Rejected documents` },
  ];

/**
 * The agents' console (`/admin`): SOS incidents first, then no-show disputes, then the National
 * IDs to check (docs/product-rules.md "People and sign-in", decisions.md "Trip day").
 */
export function AdminScreen() {
  const { t } = useLingui();
  return (
    <SignedInScreen
      title={t`Agent console`}
      subtitle={t`SOS alerts first, then disputes, then the National IDs to check.`}
      loading={<ConsoleLoading />}
      visitor={
        <SignInPrompt
          className="mx-auto mt-6 max-w-lg"
          title={t`Sign in to the agent console`}
          text={t`This console is for Pamoja's agents: SOS alerts, disputes and National IDs. Sign in with your agent phone number.`}
        />
      }
    >
      <AgentsOnly />
    </SignedInScreen>
  );
}

/** The console for agents; anyone else is told it is not for them. */
function AgentsOnly() {
  const { t } = useLingui();
  const auth = useAuth();
  const details = useQuery(userDetailsQuery);
  if (auth.user) {
    return auth.user.isAgent ? (
      <AgentConsole myUserId={auth.user.id} />
    ) : (
      <Gate
        title={t`Agents only`}
        text={t`Only Pamoja's agents can handle SOS alerts and check National IDs. If you should have access, ask your team lead to add your phone number to the agents list.`}
        action={
          <Link href="/" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
            <Trans>Back to home</Trans>
          </Link>
        }
      />
    );
  }
  if (details.isError) {
    return (
      <Gate
        title={t`Your profile could not be loaded`}
        text={t`We need it to know whether you are an agent. Please try again.`}
        action={
          <Button size="lg" onClick={() => void details.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  return <ConsoleLoading />;
}

function ConsoleLoading() {
  return (
    <Loading className="mt-6 grid gap-4">
      <Skeleton className="h-12 w-full max-w-md" />
      <Skeleton className="h-56 w-full rounded-2xl" />
    </Loading>
  );
}

function AgentConsole({ myUserId }: { myUserId: string }) {
  const [tab, setTab] = useState<ReviewStatus>('pending');
  const queryClient = useQueryClient();
  const pending = useInfiniteQuery(reviewQueryOptions('pending'));
  const pendingCount = pending.data?.pages.reduce((n, page) => n + page.length, 0);
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    await queryClient.refetchQueries({ queryKey: ALL_REVIEW_QUERIES, type: 'active' });
    setRefreshing(false);
  }

  return (
    <>
      <IncidentsSection />
      <DisputesSection />
      <SuspensionsSection />
      <h2 className="mt-8 font-semibold text-ink text-xl">
        <Trans>National IDs</Trans>
      </h2>
      <p className="mt-1 text-ink-muted text-sm">
        <Trans>Check each photo against the name and ID number the person registered with.</Trans>
      </p>
      <DocumentTabs
        tab={tab}
        setTab={setTab}
        pendingCount={pendingCount}
        hasMore={pending.hasNextPage}
        refreshing={refreshing}
        refresh={refresh}
        myUserId={myUserId}
      />
    </>
  );
}

function DocumentTabs({
  tab,
  setTab,
  pendingCount,
  hasMore,
  refreshing,
  refresh,
  myUserId,
}: {
  tab: ReviewStatus;
  setTab(tab: ReviewStatus): void;
  pendingCount: number | undefined;
  hasMore: boolean;
  refreshing: boolean;
  refresh(): Promise<void>;
  myUserId: string;
}) {
  const { t } = useLingui();
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => setTab(value as ReviewStatus)}
      className="mt-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Tabs.List
          aria-label={t`Documents by status`}
          className="inline-flex rounded-xl border border-line bg-white p-1 shadow-sm"
        >
          {TABS.map(({ status, label }) => (
            <Tabs.Trigger
              key={status}
              value={status}
              className="inline-flex min-h-10 items-center gap-2 rounded-lg px-2.5 font-semibold text-ink-muted text-sm transition-colors hover:text-ink data-[state=active]:bg-primary data-[state=active]:text-white sm:px-4"
            >
              {t(label)}
              {status === 'pending' && pendingCount !== undefined ? (
                <span className="rounded-full bg-ink/10 px-1.5 text-xs tabular-nums in-data-[state=active]:bg-white/25">
                  {pendingCount}
                  {hasMore ? '+' : ''}
                </span>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Button
          variant="ghost"
          className="ml-auto"
          onClick={() => void refresh()}
          disabled={refreshing}
        >
          {refreshing ? (
            <Spinner />
          ) : (
            <svg
              viewBox="0 0 20 20"
              aria-hidden="true"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M16 10a6 6 0 1 1-1.8-4.3M16 4v3.5h-3.5" />
            </svg>
          )}
          <span className="sr-only sm:not-sr-only">
            <Trans>Refresh</Trans>
          </span>
        </Button>
      </div>
      {TABS.map(({ status, heading }) => (
        <Tabs.Content key={status} value={status} className="mt-5 outline-none">
          <h3 className="sr-only">{t(heading)}</h3>
          {status === 'pending' ? (
            <p className="mb-4 text-ink-muted text-sm">
              <Trans>Oldest first. Work from the top.</Trans>
            </p>
          ) : (
            <p className="mb-4 text-ink-muted text-sm">
              <Trans>Most recent decisions first.</Trans>
            </p>
          )}
          <ReviewQueue status={status} myUserId={myUserId} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** Where a signed-in person who is not an agent (or not known to be one) ends up. */
function Gate({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <PromptCard
      className="mx-auto mt-6 max-w-lg"
      icon={
        <PromptIcon>
          <path d="M24 12l9 4v6c0 6-4 10.5-9 13-5-2.5-9-7-9-13v-6z" />
        </PromptIcon>
      }
      title={title}
      text={text}
      action={action}
    />
  );
}
