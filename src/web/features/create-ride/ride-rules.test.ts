import { describe, expect, it } from 'vitest';
import {
  CREATE_RIDE_MESSAGES,
  createRideRequest,
  MIN_HOURS_BEFORE_DEPARTURE as SHARED_MIN_HOURS,
  RECURRING_WEEKS as SHARED_WEEKS,
} from '../../../shared/schemas/rides';
import {
  MAX_PRICE,
  MAX_RIDE_SEATS,
  MIN_HOURS_BEFORE_DEPARTURE,
  NOTES_MAX_LENGTH,
  RECURRING_WEEKS,
  RIDE_RULE_MESSAGES,
} from './ride-rules';

const request = {
  pickupLocation: { address: 'Ruiru', latitude: -1.146, longitude: 36.961 },
  destination: { address: 'CBD', latitude: -1.285, longitude: 36.825 },
  departureTime: '2026-11-24T07:00:00+03:00',
  availableSeats: 3,
  pricePerSeat: 200,
  vehicleId: '0b7f6a1e-5c1d-4b8e-9d55-7d0f3f1c2a10',
};
const accepts = (changes: Record<string, unknown>) =>
  createRideRequest.safeParse({ ...request, ...changes }).success;

describe('the ride rules the form mirrors', () => {
  it('are the shared schema’s numbers', () => {
    expect(MIN_HOURS_BEFORE_DEPARTURE).toBe(SHARED_MIN_HOURS);
    expect(RECURRING_WEEKS).toBe(SHARED_WEEKS);
    expect(accepts({ availableSeats: MAX_RIDE_SEATS })).toBe(true);
    expect(accepts({ availableSeats: MAX_RIDE_SEATS + 1 })).toBe(false);
    expect(accepts({ pricePerSeat: MAX_PRICE })).toBe(true);
    expect(accepts({ pricePerSeat: MAX_PRICE + 1 })).toBe(false);
    expect(accepts({ notes: 'x'.repeat(NOTES_MAX_LENGTH) })).toBe(true);
    expect(accepts({ notes: 'x'.repeat(NOTES_MAX_LENGTH + 1) })).toBe(false);
  });

  it('are the shared schema’s messages', () => {
    expect(RIDE_RULE_MESSAGES.unverified).toBe(CREATE_RIDE_MESSAGES.unverified);
    expect(RIDE_RULE_MESSAGES.tooSoon).toBe(CREATE_RIDE_MESSAGES.tooSoon);
    expect(RIDE_RULE_MESSAGES.noDays).toBe(CREATE_RIDE_MESSAGES.noDays);
    for (const n of [1, 4]) {
      expect(RIDE_RULE_MESSAGES.tooManySeats(n)).toBe(CREATE_RIDE_MESSAGES.tooManySeats(n));
    }
  });
});
