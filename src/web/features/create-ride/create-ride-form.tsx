import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Button, buttonStyles } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { RouteDetailsCard } from './route-details-card';
import { TripDetailsCard } from './trip-details-card';
import { TripSummary } from './trip-summary';
import { useCreateRideForm } from './use-create-ride-form';

/** The ride form (specification §2 "Create Ride", §5): route, trip details, Create Ride. */
export function CreateRideForm() {
  const { t } = useLingui();
  const form = useCreateRideForm();
  return (
    <form
      noValidate
      onSubmit={form.submit}
      className="mt-6 grid gap-5 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-8"
      aria-label={t`Create Ride`}
    >
      <RouteDetailsCard form={form} />
      <TripDetailsCard form={form} />
      <TripSummary
        values={form.values}
        priceGuide={form.priceGuide}
        className="lg:col-start-1 lg:row-start-2"
      />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end lg:col-start-2">
        <Link href="/" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
          <Trans>Cancel</Trans>
        </Link>
        <Button type="submit" size="lg" aria-busy={form.isPending || undefined}>
          {form.isPending ? <Spinner /> : null}
          {form.isPending ? t`Creating...` : t`Create Ride`}
        </Button>
      </div>
    </form>
  );
}
