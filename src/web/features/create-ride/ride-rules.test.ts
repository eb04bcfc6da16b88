import { describe, expect, it } from 'vitest';
import {
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

  it('word the plural of the seat limit', () => {
    expect(RIDE_RULE_MESSAGES.tooManySeats(1)).toBe('This vehicle takes at most 1 passenger.');
    expect(RIDE_RULE_MESSAGES.tooManySeats(4)).toBe('This vehicle takes at most 4 passengers.');
  });
});
