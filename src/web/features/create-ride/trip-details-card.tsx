import { Trans, useLingui } from '@lingui/react/macro';
import { NOTES_MAX_LENGTH } from '../../../shared/rules/rides';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { inputStyles } from '../../components/ui/input';
import { ApprovalChoice } from './approval-choice';
import { RecurringChoice } from './recurring-choice';
import { rideFieldHints } from './ride-field-hints';
import { earliestDeparture, latestDeparture, offeredSeats } from './ride-form';
import { SeatsAndPriceFields } from './seats-and-price-fields';
import type { CreateRideFormState } from './use-create-ride-form';
import { VehicleChoice } from './vehicle-choice';

/** The ride form's Trip Details: departure, vehicle, seats and price, notes, repeating. */
export function TripDetailsCard({ form }: { form: CreateRideFormState }) {
  const { t } = useLingui();
  const { values, errors, set, control, fieldId, vehicles, vehicle, limit } = form;
  const seats = offeredSeats(values);
  const hints = rideFieldHints(values.isRecurring, vehicle, limit, {
    guide: form.priceGuide.guide,
    seats,
  });
  return (
    <Card className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
      <h2 className="font-semibold text-ink text-lg">
        <Trans>Trip Details</Trans>
      </h2>
      <div className="mt-4 grid gap-4">
        <FormField
          id={fieldId('departure')}
          label={t`Departure time`}
          hint={hints.departure}
          error={errors.departure}
        >
          <input
            {...control('departure', hints.departure)}
            type="datetime-local"
            className={inputStyles}
            min={earliestDeparture(new Date())}
            max={latestDeparture(new Date())}
            value={values.departure}
            onChange={(event) => set('departure', event.target.value)}
          />
        </FormField>

        <VehicleChoice
          id={fieldId('vehicleId')}
          vehicles={vehicles}
          value={values.vehicleId}
          error={errors.vehicleId}
          onChange={(vehicleId) => set('vehicleId', vehicleId)}
        />

        <SeatsAndPriceFields form={form} hints={hints} />

        <FormField id={fieldId('notes')} label={t`Notes`} hint={hints.notes} error={errors.notes}>
          <textarea
            {...control('notes', hints.notes)}
            className={`${inputStyles} min-h-24 py-3`}
            maxLength={NOTES_MAX_LENGTH}
            placeholder={t`e.g. I leave from the Shell station by the highway.`}
            value={values.notes}
            onChange={(event) => set('notes', event.target.value)}
          />
        </FormField>

        <RecurringChoice
          id={fieldId('recurringDays')}
          values={values}
          error={errors.recurringDays}
          onRecurringChange={(on) => set('isRecurring', on)}
          onDaysChange={(days) => set('recurringDays', days)}
        />
        <ApprovalChoice
          on={values.approvalRequired}
          onChange={(on) => set('approvalRequired', on)}
        />
      </div>
    </Card>
  );
}
