import { describe, expect, it } from 'vitest';
import {
  COLOUR_MESSAGE,
  MAKE_MESSAGE,
  MODEL_MESSAGE,
  PLATE_MESSAGE,
  SEATS_MESSAGE,
  YEAR_MESSAGE,
} from '../../../shared/schemas/vehicles';
import {
  checkVehicleForm,
  EMPTY_VEHICLE_FORM,
  formFromVehicle,
  tidyPlate,
  withMake,
  yearChoices,
} from './vehicle-form';

const filled = {
  make: 'Toyota',
  model: 'Fielder',
  year: '2016',
  color: ' Silver ',
  licensePlate: 'kda123b',
  seatingCapacity: '5',
};

describe('the vehicle form', () => {
  it('sends a complete form with the plate in its written form', () => {
    expect(checkVehicleForm(filled)).toEqual({
      ok: true,
      payload: {
        make: 'Toyota',
        model: 'Fielder',
        year: 2016,
        color: 'Silver',
        licensePlate: 'KDA 123B',
        seatingCapacity: 5,
      },
    });
  });

  it('says what is missing under each field, in the server’s words', () => {
    expect(checkVehicleForm(EMPTY_VEHICLE_FORM)).toEqual({
      ok: false,
      errors: {
        make: MAKE_MESSAGE,
        model: MODEL_MESSAGE,
        year: YEAR_MESSAGE,
        color: COLOUR_MESSAGE,
        licensePlate: PLATE_MESSAGE,
        seatingCapacity: SEATS_MESSAGE,
      },
    });
  });

  it('refuses a plate that is not Kenyan and a seat count off the menu', () => {
    expect(checkVehicleForm({ ...filled, licensePlate: 'ABC 123', seatingCapacity: '9' })).toEqual({
      ok: false,
      errors: { licensePlate: PLATE_MESSAGE, seatingCapacity: SEATS_MESSAGE },
    });
  });

  it('refuses a model of another make', () => {
    expect(checkVehicleForm({ ...filled, model: 'Civic' })).toEqual({
      ok: false,
      errors: { model: MODEL_MESSAGE },
    });
  });

  it('empties the model when the make changes, not when it stays', () => {
    expect(withMake(filled, 'Nissan')).toEqual({ ...filled, make: 'Nissan', model: '' });
    expect(withMake(filled, 'Toyota')).toBe(filled);
  });

  it('tidies a plate once it reads as one, and leaves other text alone', () => {
    expect(tidyPlate(' kbz  456 c ')).toBe('KBZ 456C');
    expect(tidyPlate('KBZ')).toBe('KBZ');
  });

  it('offers the years from the year after next back to 1990', () => {
    const years = yearChoices(new Date('2026-05-01T00:00:00Z'));
    expect(years[0]).toBe(2028);
    expect(years.at(-1)).toBe(1990);
    expect(years).toHaveLength(39);
  });

  it('fills the edit form from a vehicle', () => {
    expect(
      formFromVehicle({
        id: 'v1',
        make: 'Honda',
        model: 'Fit',
        year: 2014,
        color: 'Blue',
        licensePlate: 'KCA 001A',
        seatingCapacity: 5,
        isActive: true,
        photoUrl: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    ).toEqual({
      make: 'Honda',
      model: 'Fit',
      year: '2014',
      color: 'Blue',
      licensePlate: 'KCA 001A',
      seatingCapacity: '5',
    });
  });
});
