import { useLingui } from '@lingui/react/macro';
import { MAX_PRICE, MAX_RIDE_SEATS } from '../../../shared/rules/rides';
import { FormField } from '../../components/ui/form-field';
import { FieldError } from '../../components/ui/input';
import { NumberInput } from '../../components/ui/number-input';
import { PRICE_STEP } from './ride-form';
import type { CreateRideFormState } from './use-create-ride-form';

/**
 * Available seats and price per seat side by side, their errors and hints below both, across the
 * form's width: a price refused for the cost-sharing ceiling says why in a sentence a half-width
 * column would stack word by word.
 */
export function SeatsAndPriceFields({
  form: { values, errors, set, control, fieldId, vehicle, limit },
  hints,
}: {
  form: CreateRideFormState;
  hints: { seats: string; price: string };
}) {
  const { t } = useLingui();
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <FormField id={fieldId('seats')} label={t`Available seats`}>
          <NumberInput
            {...control('seats', hints.seats)}
            min={1}
            max={vehicle ? limit : MAX_RIDE_SEATS}
            step={1}
            placeholder={t`e.g. 3`}
            value={values.seats}
            onChange={(event) => set('seats', event.target.value)}
          />
        </FormField>
        <FormField id={fieldId('price')} label={t`Price per seat`}>
          <NumberInput
            {...control('price', hints.price)}
            prefix="KSh"
            min={0}
            max={MAX_PRICE}
            step={PRICE_STEP}
            placeholder="0"
            value={values.price}
            onChange={(event) => set('price', event.target.value)}
          />
        </FormField>
      </div>
      {errors.seats || errors.price ? (
        <div className="-mt-4">
          <FieldError id={`${fieldId('seats')}-error`} message={errors.seats ?? null} />
          <FieldError id={`${fieldId('price')}-error`} message={errors.price ?? null} />
        </div>
      ) : null}
      <div className="-mt-2 grid gap-1 text-ink-muted text-xs">
        <p id={`${fieldId('seats')}-hint`}>{hints.seats}</p>
        <p id={`${fieldId('price')}-hint`}>{hints.price}</p>
      </div>
    </>
  );
}
