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
  return (
    <Card className="lg:col-start-1 lg:row-start-1">
      <h2 className="font-semibold text-ink text-lg">Route Details</h2>
      <div className="mt-4 grid gap-4">
        <LocationField
          label="Pickup location"
          pickerTitle="Choose pickup location"
          placeholder="Where do you start?"
          value={values.pickup}
          onChange={(pickup) => set('pickup', pickup)}
          error={errors.pickup}
          icon={<PlacePin end="start" className="size-5" />}
          buttonRef={pickupRef}
        />
        <LocationField
          label="Destination"
          pickerTitle="Choose destination"
          placeholder="Where are you going?"
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
