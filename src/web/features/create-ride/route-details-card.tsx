import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '../../components/ui/card';
import { LocationField } from '../location-picker';
import { PlacePin } from '../search';
import type { CreateRideFormState } from './use-create-ride-form';

/** The ride form's Route Details: pickup and destination, each through the location picker. */
export function RouteDetailsCard({
  form: { values, errors, set, pickupRef, destinationRef },
}: {
  form: CreateRideFormState;
}) {
  const { t } = useLingui();
  return (
    <Card className="lg:col-start-1 lg:row-start-1">
      <h2 className="font-semibold text-ink text-lg">
        <Trans>Route Details</Trans>
      </h2>
      <div className="mt-4 grid gap-4">
        <LocationField
          label={t`Pickup location`}
          pickerTitle={t`Choose pickup location`}
          placeholder={t`Where do you start?`}
          value={values.pickup}
          onChange={(pickup) => set('pickup', pickup)}
          error={errors.pickup}
          icon={<PlacePin end="start" className="size-5" />}
          buttonRef={pickupRef}
        />
        <LocationField
          label={t`Destination`}
          pickerTitle={t`Choose destination`}
          placeholder={t`Where are you going?`}
          value={values.destination}
          onChange={(destination) => set('destination', destination)}
          error={errors.destination}
          icon={<PlacePin end="destination" className="size-5" />}
          buttonRef={destinationRef}
        />
      </div>
    </Card>
  );
}
