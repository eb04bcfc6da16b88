import { SEATING_CAPACITIES } from '../../../shared/vehicle-catalogue';
import { FormField, SelectBox } from '../../components/ui/form-field';
import { inputStyles } from '../../components/ui/input';
import type { VehicleFormState } from './use-vehicle-form';
import { yearChoices } from './vehicle-form';

const SEATS_HINT = 'Including the driver.';

/** Year, colour, number plate and seating capacity. */
export function VehicleDetailFields({
  form: { values, errors, set, tidyPlateField, control, fieldId },
}: {
  form: VehicleFormState;
}) {
  return (
    <>
      <FormField id={fieldId('year')} label="Year" error={errors.year}>
        <SelectBox
          {...control('year')}
          value={values.year}
          onChange={(event) => set('year', event.target.value)}
        >
          <option value="" disabled>
            Choose year
          </option>
          {yearChoices().map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectBox>
      </FormField>

      <FormField id={fieldId('color')} label="Colour" error={errors.color}>
        <input
          {...control('color')}
          type="text"
          className={inputStyles}
          placeholder="White"
          autoCapitalize="words"
          autoComplete="off"
          maxLength={40}
          value={values.color}
          onChange={(event) => set('color', event.target.value)}
        />
      </FormField>

      <FormField id={fieldId('licensePlate')} label="Number plate" error={errors.licensePlate}>
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
        label="Seating capacity"
        hint={SEATS_HINT}
        error={errors.seatingCapacity}
      >
        <SelectBox
          {...control('seatingCapacity', SEATS_HINT)}
          value={values.seatingCapacity}
          onChange={(event) => set('seatingCapacity', event.target.value)}
        >
          <option value="" disabled>
            Choose seats
          </option>
          {SEATING_CAPACITIES.map((seats) => (
            <option key={seats} value={seats}>
              {seats} seats
            </option>
          ))}
        </SelectBox>
      </FormField>
    </>
  );
}
