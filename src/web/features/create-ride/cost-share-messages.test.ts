import { i18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { costShareRefusal } from './cost-share-messages';
import { initialRideForm, type RideFormValues, rideFormErrors } from './ride-form';

// 09:30 in Nairobi on Monday 23 November 2026.
const now = new Date('2026-11-23T06:30:00Z');
const say = (text: MessageDescriptor | undefined) => (text ? i18n._(text) : undefined);

const form: RideFormValues = {
  ...initialRideForm(),
  pickup: { address: 'Ruiru', latitude: -1.14604, longitude: 36.96102 },
  destination: { address: 'Nairobi CBD (Kencom)', latitude: -1.28549, longitude: 36.82528 },
  departure: '2026-11-24T07:00',
  seats: '3',
  price: '187',
  vehicleId: '0b7f6a1e-5c1d-4b8e-9d55-7d0f3f1c2a10',
};

describe('the cost-sharing rules on the ride form', () => {
  it('refuses a price above the guide’s ceiling for the seats, and takes one at it', () => {
    const check = { maxPricePerSeat: 186, tooShort: null };
    expect(say(rideFormErrors(form, undefined, now, check).price)).toBe(
      "With 3 seats the price can be at most KSh 186 a seat: passengers share the car's cost, they do not pay a fare.",
    );
    expect(rideFormErrors({ ...form, price: '186' }, undefined, now, check)).toEqual({});
    // Before the guide answered, only the server can tell.
    expect(rideFormErrors(form, undefined, now)).toEqual({});
  });

  it('says a route too short under the destination', () => {
    const errors = rideFormErrors(form, undefined, now, {
      maxPricePerSeat: null,
      tooShort: { minKm: 2, distanceKm: 1.5 },
    });
    expect(say(errors.destination)).toBe(
      'A ride must be at least 2 km long to be shared: this one is 1.5 km.',
    );
  });

  it('puts the server’s refusals under their fields, from the codes and data alone', () => {
    const refusal = (data: object) =>
      costShareRefusal(new ApiError('in any words', 422, data), 3, now);
    const above = refusal({
      code: 'price_above_cost_share',
      maxPricePerSeat: 186,
      distanceKm: 27.9,
    });
    expect(above?.field).toBe('price');
    expect(say(above?.message)).toContain('at most KSh 186 a seat');
    const short = refusal({ code: 'ride_too_short', minKm: 2, distanceKm: 1.5 });
    expect([short?.field, say(short?.message)]).toEqual([
      'destination',
      'A ride must be at least 2 km long to be shared: this one is 1.5 km.',
    ]);
    const crowded = refusal({
      code: 'too_many_rides_today',
      limit: 4,
      dates: ['2026-11-24', '2026-12-01'],
    });
    expect([crowded?.field, say(crowded?.message)]).toEqual([
      'departure',
      'You can offer at most 4 rides a day: this would be one too many on tomorrow, Tue 1 Dec.',
    ]);
    expect(refusal({ code: 'vehicle_not_active' })).toBeNull();
    expect(costShareRefusal(new Error('offline'), 3, now)).toBeNull();
  });
});
