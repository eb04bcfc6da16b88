import { i18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { RIDE_ERRORS } from '../../../shared/errors/rides';
import {
  departureFromInput,
  earliestDeparture,
  initialRideForm,
  latestDeparture,
  RIDE_FORM_MESSAGES,
  type RideFormValues,
  rideFormErrors,
  seatLimit,
  toCreateRideRequest,
} from './ride-form';

// 09:30 in Nairobi on Monday 23 November 2026.
const now = new Date('2026-11-23T06:30:00Z');
const ruiru = { address: 'Ruiru', latitude: -1.14604, longitude: 36.96102 };
const cbd = { address: 'Nairobi CBD (Kencom)', latitude: -1.28549, longitude: 36.82528 };
const fielder = { seatingCapacity: 5 };

/** The errors as the form shows them (in English here). */
const words = (errors: Partial<Record<string, MessageDescriptor>>) =>
  Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, text && i18n._(text)]));
const say = (text: MessageDescriptor) => i18n._(text);

const complete: RideFormValues = {
  ...initialRideForm(),
  pickup: ruiru,
  destination: cbd,
  departure: '2026-11-24T07:00',
  seats: '3',
  price: '200',
  vehicleId: '0b7f6a1e-5c1d-4b8e-9d55-7d0f3f1c2a10',
  notes: '  Leaving from Kimbo stage.  ',
};

describe('the ride form', () => {
  it('starts empty, with Monday to Friday ready for a recurring ride', () => {
    const form = initialRideForm();
    expect(form.isRecurring).toBe(false);
    expect(form.recurringDays).toEqual([1, 2, 3, 4, 5]);
    expect(form.pickup).toBeNull();
  });

  it('reads the departure as Nairobi time, whatever zone the phone is in', () => {
    expect(departureFromInput('2026-11-24T07:00')).toBe('2026-11-24T07:00:00+03:00');
    expect(departureFromInput('2026-11-24T07:00:00')).toBe('2026-11-24T07:00:00+03:00');
    expect(departureFromInput('2026-02-30T07:00')).toBeNull();
    expect(departureFromInput('')).toBeNull();
  });

  it('offers departures from an hour from now, in Nairobi time', () => {
    expect(earliestDeparture(now)).toBe('2026-11-23T10:30');
    expect(earliestDeparture(new Date('2026-11-23T06:30:20Z'))).toBe('2026-11-23T10:31');
  });

  it('offers departures up to 90 days ahead, and refuses one later', () => {
    expect(latestDeparture(now)).toBe('2027-02-21T09:30');
    expect(latestDeparture(new Date('2026-11-23T06:30:40Z'))).toBe('2027-02-21T09:30');
    const at = (departure: string) =>
      words(rideFormErrors({ ...complete, departure }, fielder, now));
    expect(at('2027-02-21T09:30')).toEqual({});
    expect(at('2027-02-21T09:31')).toEqual({
      departure: RIDE_ERRORS.departure_too_far.message,
    });
  });

  it('lets a vehicle offer its seats less the driver’s, and never over 14', () => {
    expect(seatLimit(fielder)).toBe(4);
    expect(seatLimit({ seatingCapacity: 20 })).toBe(14);
    expect(seatLimit(undefined)).toBe(14);
  });

  it('finds nothing wrong with a complete form, and sends it as the API wants', () => {
    expect(rideFormErrors(complete, fielder, now)).toEqual({});
    expect(toCreateRideRequest(complete)).toEqual({
      pickupLocation: ruiru,
      destination: cbd,
      departureTime: '2026-11-24T07:00:00+03:00',
      availableSeats: 3,
      pricePerSeat: 200,
      vehicleId: complete.vehicleId,
      notes: 'Leaving from Kimbo stage.',
      isRecurring: false,
      recurringDays: [],
    });
  });

  it('says what is missing, field by field', () => {
    expect(words(rideFormErrors(initialRideForm(), undefined, now))).toEqual({
      pickup: 'Choose where the ride starts.',
      destination: 'Choose where the ride ends.',
      departure: 'Choose the date and time you leave.',
      vehicleId: 'Please select a vehicle',
      seats: 'Offer from 1 to 14 seats.',
      price: 'Enter the price per seat in whole shillings: KSh 0 or more.',
    });
  });

  it('refuses a departure under an hour away, too many seats and an odd price', () => {
    expect(
      words(
        rideFormErrors(
          { ...complete, departure: '2026-11-23T10:00', seats: '5', price: '12.5' },
          fielder,
          now,
        ),
      ),
    ).toEqual({
      departure: RIDE_ERRORS.departure_too_soon.message,
      seats: 'This vehicle takes at most 4 passengers.',
      price: say(RIDE_FORM_MESSAGES.price),
    });
    expect(rideFormErrors({ ...complete, seats: '15' }, undefined, now).seats).toBe(
      RIDE_FORM_MESSAGES.seatsRange,
    );
    const tooHigh = rideFormErrors({ ...complete, price: '100010' }, fielder, now).price;
    expect(tooHigh).toBe(RIDE_FORM_MESSAGES.priceTooHigh);
    expect(tooHigh && say(tooHigh)).toBe('The price per seat can be at most KSh 100,000.');
  });

  it('refuses the same place at both ends', () => {
    expect(rideFormErrors({ ...complete, destination: { ...ruiru } }, fielder, now)).toEqual({
      destination: RIDE_FORM_MESSAGES.samePlace,
    });
  });

  it('asks for the days of a recurring ride and sends them in order', () => {
    const recurring = { ...complete, isRecurring: true, recurringDays: [] };
    expect(words(rideFormErrors(recurring, fielder, now))).toEqual({
      recurringDays: RIDE_ERRORS.repeat_days_required.message,
    });
    expect(toCreateRideRequest({ ...recurring, recurringDays: [5, 1, 3] })).toMatchObject({
      isRecurring: true,
      recurringDays: [1, 3, 5],
    });
  });
});
