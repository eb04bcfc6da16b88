import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { MAX_RIDE_ALERTS } from '../../../shared/rules/commute';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { SignedInScreen } from '../../app-shell/signed-in-screen';
import { Button, buttonStyles } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { PromptIcon } from '../../components/ui/prompt-card';
import { Skeleton } from '../../components/ui/skeleton';
import { errorCodeOf, refusalText } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast-store';
import { PlacePin } from '../search';
import { alertSummary } from './alert-form';
import { deleteRideAlert, type RideAlert, rideAlertsQuery } from './alerts-api';

/**
 * Ride alerts (`/alerts`): the routes a passenger is told about when a driver posts a ride that
 * a search of theirs would find; each can be deleted, and new ones set up.
 */
export function AlertsScreen() {
  const { t } = useLingui();
  return (
    <SignedInScreen
      title={t`Ride alerts`}
      subtitle={t`We tell you when a driver posts a ride your search would find.`}
      back={{ href: '/profile', label: t`Back to profile` }}
      width="narrow"
      nav="more"
      loading={<AlertsLoading />}
      visitor={
        <SignInPrompt
          className="mt-5"
          title={t`Sign in to set up ride alerts`}
          text={t`Tell us your route and time once; we tell you when a ride is posted.`}
        />
      }
    >
      <AlertsLoader />
    </SignedInScreen>
  );
}

function AlertsLoader() {
  const { t } = useLingui();
  const alerts = useQuery(rideAlertsQuery);
  if (alerts.data) return <AlertList alerts={alerts.data} />;
  if (alerts.isError) {
    return (
      <LoadFailed
        className="mt-5"
        title={t`We couldn't load your ride alerts`}
        onRetry={() => void alerts.refetch()}
        retrying={alerts.isFetching}
      />
    );
  }
  return <AlertsLoading />;
}

const bell = (
  <PromptIcon>
    <path d="M16 30V21a8 8 0 0 1 16 0v9l3 4H13zM21 36a3 3 0 0 0 6 0" />
  </PromptIcon>
);

function AlertList({ alerts }: { alerts: RideAlert[] }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (alert: RideAlert) => deleteRideAlert(alert.id),
    onSuccess: () => toast({ title: t`Ride alert deleted` }),
    onError: (error) => {
      if (errorCodeOf(error) === 'ride_alert_not_found') return;
      toast({
        variant: 'destructive',
        title: t`The alert was not deleted`,
        description: refusalText(error, t`Check your connection and try again.`),
      });
    },
    // Deleted here or elsewhere, the list is read again.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.rideAlerts }),
  });
  const full = alerts.length >= MAX_RIDE_ALERTS;
  const most = MAX_RIDE_ALERTS;
  const newAlert = (
    <Link href="/alerts/new" className={buttonStyles({ size: 'lg', className: 'w-full' })}>
      <Trans>Set up a ride alert</Trans>
    </Link>
  );

  if (alerts.length === 0) {
    return (
      <EmptyState
        className="mt-5"
        icon={bell}
        title={t`No ride alerts yet`}
        text={t`Set one up for your daily route, or from a search that found no rides.`}
        action={newAlert}
      />
    );
  }
  return (
    <div className="mt-5 grid gap-4">
      <ul className="grid gap-3" aria-label={t`Your ride alerts`}>
        {alerts.map((alert) => {
          const from = alert.pickupLocation.address;
          const to = alert.destination.address;
          return (
            <li key={alert.id} className="min-w-0">
              <Card className="p-4 sm:p-5">
                <div className="flex items-start gap-3">
                  <div className="grid min-w-0 flex-1 gap-1">
                    <p className="flex min-w-0 items-center gap-2 font-semibold text-ink">
                      <PlacePin end="start" className="size-4 shrink-0 text-primary" />
                      <span className="truncate">{alert.pickupLocation.address}</span>
                    </p>
                    <p className="flex min-w-0 items-center gap-2 font-semibold text-ink">
                      <PlacePin end="destination" className="size-4 shrink-0 text-primary" />
                      <span className="truncate">{alert.destination.address}</span>
                    </p>
                    <p className="mt-1 text-ink-muted text-sm">{alertSummary(alert)}</p>
                  </div>
                  <Button
                    variant="ghost"
                    className="-mr-2 shrink-0 px-3 text-danger! hover:bg-danger-soft!"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(alert)}
                  >
                    <Trans>
                      Delete
                      <span className="sr-only">
                        {' '}
                        alert from {from} to {to}
                      </span>
                    </Trans>
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      {full ? (
        <p className="text-center text-ink-muted text-sm">
          <Trans>
            You have {most} ride alerts, the most you can keep. Delete one to set up another.
          </Trans>
        </p>
      ) : (
        newAlert
      )}
    </div>
  );
}

function AlertsLoading() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading your ride alerts…`} className="mt-5 grid gap-3">
      <Skeleton className="h-28 w-full rounded-2xl" />
      <Skeleton className="h-28 w-full rounded-2xl" />
    </Loading>
  );
}
