import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SEATING_CAPACITIES } from '../../../shared/vehicle-catalogue';
import { FormField, SelectBox } from '../../components/ui/form-field';
import { inputStyles } from '../../components/ui/input';
import type { VehicleFormState } from './use-vehicle-form';
import { yearChoices } from './vehicle-form';

/** Year, colour, number plate and seating capacity. */
export function VehicleDetailFields({
  form: { values, errors, set, tidyPlateField, control, fieldId },
}: {
  form: VehicleFormState;
}) {
  const { t } = useLingui();
  const seatsHint = t`Including the driver.`;
  return (
    <>
      <FormField id={fieldId('year')} label={t`Year`} error={errors.year}>
        <SelectBox
          {...control('year')}
          value={values.year}
          onChange={(event) => set('year', event.target.value)}
        >
          <option value="" disabled>
            <Trans>Choose year</Trans>
          </option>
          {yearChoices().map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectBox>
      </FormField>

      <FormField id={fieldId('color')} label={t`Colour`} error={errors.color}>
        <input
          {...control('color')}
          type="text"
          className={inputStyles}
          placeholder={t`White`}
          autoCapitalize="words"
          autoComplete="off"
          maxLength={40}
          value={values.color}
          onChange={(event) => set('color', event.target.value)}
        />
      </FormField>

      <FormField id={fieldId('licensePlate')} label={t`Number plate`} error={errors.licensePlate}>
        <input
          {...control('licensePlate')}
          type="text"
          className={`${inputStyles} font-semibold uppercase tracking-wider placeholder:font-normal placeholder:normal-case placeholder:tracking-normal`}
          placeholder="KAA 123B"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          value={values.licensePlate}
          onChange={(event) => set('licensePlate', event.target.value)}
          onBlur={tidyPlateField}
        />
      </FormField>

      <FormField
        id={fieldId('seatingCapacity')}
        label={t`Seating capacity`}
        hint={seatsHint}
        error={errors.seatingCapacity}
      >
        <SelectBox
          {...control('seatingCapacity', seatsHint)}
          value={values.seatingCapacity}
          onChange={(event) => set('seatingCapacity', event.target.value)}
        >
          <option value="" disabled>
            <Trans>Choose seats</Trans>
          </option>
          {SEATING_CAPACITIES.map((seats) => (
            <option key={seats} value={seats}>
              {t`${plural(seats, { one: '# seat', other: '# seats' })}`}
            </option>
          ))}
        </SelectBox>
      </FormField>
    </>
  );
}
