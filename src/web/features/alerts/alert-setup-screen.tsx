import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { SEARCH_WINDOW_MINUTES } from '../../../shared/rules/rides';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { SignedInScreen } from '../../app-shell/signed-in-screen';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { describedBy, FormField, SelectBox } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { errorCodeOf, refusalText } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast-store';
import { readAlertPrefill } from '../../rides/alert-prefill';
import { WeekdayPicker } from '../../rides/weekday-picker';
import { LocationField } from '../location-picker';
import { PlacePin } from '../search';
import {
  type AlertFormErrors,
  type AlertFormValues,
  alertFormValues,
  alertWindowText,
  radiusChoices,
  readAlertForm,
} from './alert-form';
import { createRideAlert } from './alerts-api';

/**
 * Setting up a ride alert (`/alerts/new`): the route, the time and days, the radius. Opened
 * empty from the alerts screen, or filled from a search that found no rides.
 */
export function AlertSetupScreen() {
  const { t } = useLingui();
  const query = useSearch();
  const prefill = useMemo(() => readAlertPrefill(query), [query]);
  return (
    <SignedInScreen
      title={t`Set up a ride alert`}
      subtitle={t`We tell you when a driver posts a ride on this route, at this time.`}
      back={{ href: '/alerts', label: t`Back to ride alerts` }}
      width="narrow"
      nav="more"
      loading={<Skeleton className="mt-5 h-96 w-full rounded-2xl" />}
      visitor={
        <SignInPrompt
          className="mt-5"
          title={t`Sign in to set up a ride alert`}
          text={t`Alerts come to this app and, if you like, by SMS.`}
        />
      }
    >
      <AlertForm initial={alertFormValues(prefill)} />
    </SignedInScreen>
  );
}

function AlertForm({ initial }: { initial: AlertFormValues }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AlertFormErrors>({});
  const id = useId();
  const set = (patch: Partial<AlertFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof AlertFormErrors];
      return next;
    });
  };

  const save = useMutation({
    mutationFn: createRideAlert,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.rideAlerts });
      toast({
        title: t`Ride alert saved`,
        description: t`We will tell you when a ride like this is posted.`,
      });
      navigate('/alerts');
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readAlertForm(values);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    save.mutate(read.alert);
  }

  const code = errorCodeOf(save.error);
  const problem = save.isError
    ? refusalText(save.error, t`Your alert was not saved. Check your connection and try again.`)
    : null;

  const before = SEARCH_WINDOW_MINUTES.before;
  const hoursAfter = SEARCH_WINDOW_MINUTES.after / 60;
  const window = alertWindowText(values.departureTime);

  return (
    <form className="mt-5 grid gap-4" onSubmit={submit} noValidate aria-label={t`Ride alert`}>
      <Card className="grid gap-4">
        <h2 className="font-semibold text-ink text-lg">
          <Trans>Route</Trans>
        </h2>
        <LocationField
          label={t`Pickup location`}
          pickerTitle={t`Choose pickup location`}
          placeholder={t`Where do you start?`}
          value={values.pickup}
          onChange={(pickup) => set({ pickup })}
          error={errors.pickup}
          icon={<PlacePin end="start" className="size-5" />}
        />
        <LocationField
          label={t`Destination`}
          pickerTitle={t`Choose destination`}
          placeholder={t`Where are you going?`}
          value={values.destination}
          onChange={(destination) => set({ destination })}
          error={errors.destination}
          icon={<PlacePin end="destination" className="size-5" />}
        />
        <FormField
          id={`${id}-radius`}
          label={t`How far from these places`}
          hint={t`Rides starting and ending this close to them count.`}
        >
          <SelectBox
            id={`${id}-radius`}
            value={String(values.maxDistance)}
            onChange={(event) => set({ maxDistance: Number(event.target.value) })}
            aria-describedby={`${id}-radius-hint`}
          >
            {radiusChoices(values.maxDistance).map((km) => (
              <option key={km} value={km}>
                {t`Within ${km} km`}
              </option>
            ))}
          </SelectBox>
        </FormField>
      </Card>

      <Card className="grid gap-4">
        <h2 className="font-semibold text-ink text-lg">
          <Trans>When</Trans>
        </h2>
        <FormField
          id={`${id}-time`}
          label={t`Leaving at about`}
          hint={
            errors.departureTime
              ? undefined
              : t`Nairobi time. Rides leaving ${before} minutes before to ${hoursAfter} hours after count: ${window}.`
          }
          error={errors.departureTime}
        >
          <Input
            id={`${id}-time`}
            type="time"
            value={values.departureTime}
            onChange={(event) => set({ departureTime: event.target.value })}
            aria-invalid={errors.departureTime ? true : undefined}
            aria-describedby={describedBy(
              `${id}-time`,
              !errors.departureTime,
              errors.departureTime,
            )}
            className="px-3"
          />
        </FormField>
        <WeekdayPicker
          legend={t`On these days`}
          days={values.weekdays}
          onChange={(weekdays) => set({ weekdays })}
          error={errors.weekdays}
          errorId={`${id}-days-error`}
        />
      </Card>

      {problem ? (
        <div role="alert" className="rounded-xl bg-danger-soft p-3 text-danger text-sm">
          <p>{problem}</p>
          {code === 'ride_alerts_full' ? (
            <Link href="/alerts" className="mt-1 inline-block font-semibold underline">
              <Trans>See your ride alerts</Trans>
            </Link>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        <Trans>Save ride alert</Trans>
      </Button>
    </form>
  );
}
