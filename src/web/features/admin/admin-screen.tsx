import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonStyles } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../components/use-page-title';
import { useAuth } from '../auth/auth-context';
import { userDetailsQuery } from '../auth/use-session';
import { ALL_REVIEW_QUERIES, reviewQueryOptions } from './admin-api';
import { ReviewQueue } from './review-queue';
import type { ReviewStatus } from './review-rules';

const TABS: Array<{ status: ReviewStatus; label: string }> = [
  { status: 'pending', label: 'Pending' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
];

/** The agents' console (`/admin`, decisions.md "People and sign-in"): check National IDs. */
export function AdminScreen() {
  usePageTitle('Verification console');
  const auth = useAuth();
  const details = useQuery({ ...userDetailsQuery, enabled: auth.status === 'signed-in' });

  // A visitor is asked to sign in, once; signing out later does not ask again.
  const asked = useRef(false);
  useEffect(() => {
    if (auth.status === 'signed-in') asked.current = true;
    if (auth.status !== 'visitor' || asked.current) return;
    asked.current = true;
    auth.openSignIn();
  }, [auth.status, auth.openSignIn]);

  let body: ReactNode;
  if (auth.status === 'visitor') {
    body = (
      <Gate
        title="Sign in to check documents"
        text="This console is for Pamoja's verification agents. Sign in with your agent phone number."
        action={
          <Button size="lg" className="w-full sm:w-auto" onClick={() => auth.openSignIn()}>
            Sign in
          </Button>
        }
      />
    );
  } else if (auth.status === 'signed-in' && auth.user) {
    body = auth.user.isAgent ? (
      <AgentConsole myUserId={auth.user.id} />
    ) : (
      <Gate
        title="Agents only"
        text="Only Pamoja's verification agents can check National IDs. If you should have access, ask your team lead to add your phone number to the agents list."
        action={
          <Link href="/" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
            Back to home
          </Link>
        }
      />
    );
  } else if (auth.status === 'signed-in' && details.isError) {
    body = (
      <Gate
        title="Your profile could not be loaded"
        text="We need it to know whether you are an agent. Please try again."
        action={
          <Button size="lg" onClick={() => void details.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className="mt-6 grid gap-4" role="status">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-12 w-full max-w-md" />
        <Skeleton className="h-56 w-full rounded-2xl" />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-lg px-4 pt-6 pb-12 sm:px-6 sm:pt-10 lg:max-w-5xl lg:pt-8">
      <h1 className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">
        Verification console
      </h1>
      <p className="mt-1 text-ink-muted">
        Check each National ID photo against the name and ID number the person registered with.
      </p>
      {body}
    </div>
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
    <Tabs.Root
      value={tab}
      onValueChange={(value) => setTab(value as ReviewStatus)}
      className="mt-6"
    >
      <div className="flex items-center justify-between gap-2">
        <Tabs.List
          aria-label="Documents by status"
          className="inline-flex rounded-xl border border-line bg-white p-1 shadow-sm"
        >
          {TABS.map(({ status, label }) => (
            <Tabs.Trigger
              key={status}
              value={status}
              className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 font-semibold text-ink-muted text-sm transition-colors hover:text-ink data-[state=active]:bg-primary data-[state=active]:text-white sm:px-4"
            >
              {label}
              {status === 'pending' && pendingCount !== undefined ? (
                <span className="rounded-full bg-ink/10 px-1.5 text-xs tabular-nums in-data-[state=active]:bg-white/25">
                  {pendingCount}
                  {pending.hasNextPage ? '+' : ''}
                </span>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Button variant="ghost" onClick={() => void refresh()} disabled={refreshing}>
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
          <span className="sr-only sm:not-sr-only">Refresh</span>
        </Button>
      </div>
      {TABS.map(({ status, label }) => (
        <Tabs.Content key={status} value={status} className="mt-5 outline-none">
          <h2 className="sr-only">{label} documents</h2>
          {status === 'pending' ? (
            <p className="mb-4 text-ink-muted text-sm">Oldest first. Work from the top.</p>
          ) : (
            <p className="mb-4 text-ink-muted text-sm">Most recent decisions first.</p>
          )}
          <ReviewQueue status={status} myUserId={myUserId} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function Gate({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Card className="mx-auto mt-6 max-w-lg text-center">
      <svg viewBox="0 0 48 48" aria-hidden="true" className="mx-auto size-12">
        <circle cx="24" cy="24" r="24" className="fill-primary-soft" />
        <path
          d="M24 12l9 4v6c0 6-4 10.5-9 13-5-2.5-9-7-9-13v-6z"
          fill="none"
          className="stroke-primary"
          strokeWidth="2.4"
          strokeLinejoin="round"
        />
      </svg>
      <h2 className="mt-3 font-semibold text-ink text-lg">{title}</h2>
      <p className="mx-auto mt-1 max-w-sm text-ink-muted">{text}</p>
      <div className="mt-5">{action}</div>
    </Card>
  );
}
