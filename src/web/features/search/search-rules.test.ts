import { describe, expect, it } from 'vitest';
import { NOTES_MAX_LENGTH } from '../../../shared/rules/rides';
import * as rides from '../../../shared/schemas/rides';
import * as rules from './search-rules';

describe('ride search rules', () => {
  it('offer 1 up to the smaller of the free seats and 4', () => {
    expect(rules.seatChoices(0)).toEqual([]);
    expect(rules.seatChoices(1)).toEqual([1]);
    expect(rules.seatChoices(3)).toEqual([1, 2, 3]);
    expect(rules.seatChoices(4)).toEqual([1, 2, 3, 4]);
    expect(rules.seatChoices(13)).toEqual([1, 2, 3, 4]);
  });

  it('offer only seat counts the server accepts', () => {
    for (const seats of rules.seatChoices(14)) {
      const request = { scheduledCommuteId: crypto.randomUUID(), numberOfSeats: seats };
      expect(rides.bookingRequest.safeParse(request).success).toBe(true);
    }
    const tooMany = { scheduledCommuteId: crypto.randomUUID(), numberOfSeats: 5 };
    expect(rides.bookingRequest.safeParse(tooMany).success).toBe(false);
  });

  it('keep a chosen seat count inside what the ride offers', () => {
    expect(rules.clampSeats(3, 2)).toBe(2);
    expect(rules.clampSeats(0, 5)).toBe(1);
    expect(rules.clampSeats(6, 10)).toBe(4);
    expect(rules.clampSeats(2, 0)).toBe(1);
    expect(rules.clampSeats(Number.NaN, 3)).toBe(1);
  });

  it('ask for payment only when the booking costs something', () => {
    expect(rules.bookingTotal(280, 2)).toBe(560);
    expect(rules.needsPayment(280, 1)).toBe(true);
    expect(rules.needsPayment(0, 4)).toBe(false);
  });

  it('write a booking note the server accepts, naming pickup and destination', () => {
    expect(rules.bookingNotes(' Ruiru ', 'Nairobi CBD (Kencom)')).toBe(
      'Passenger travelling from Ruiru to Nairobi CBD (Kencom).',
    );
    const long = rules.bookingNotes('x'.repeat(400), 'y'.repeat(400));
    expect(long).toHaveLength(NOTES_MAX_LENGTH);
    const request = { scheduledCommuteId: crypto.randomUUID(), numberOfSeats: 1, notes: long };
    expect(rides.bookingRequest.safeParse(request).success).toBe(true);
  });

  it('treat a ride with no free seats as fully booked', () => {
    expect(rules.isFullyBooked({ availableSeats: 0 })).toBe(true);
    expect(rules.isFullyBooked({ availableSeats: 1 })).toBe(false);
  });

  it('check a custom pickup as the server does: picked, and within 2 km of the way', () => {
    const ride = {
      pickupLocation: { latitude: -1.147565, longitude: 36.959228 },
      destination: { latitude: -1.285817, longitude: 36.824544 },
    };
    expect(rules.customPickupProblem(ride, { point: null })).toEqual({ kind: 'unpicked' });
    // Kahawa stage, under 1 km from the line; Ngong town, far away.
    expect(
      rules.customPickupProblem(ride, { point: { latitude: -1.198452, longitude: 36.92146 } }),
    ).toBeNull();
    expect(
      rules.customPickupProblem(ride, { point: { latitude: -1.3527, longitude: 36.6699 } }),
    ).toEqual({
      kind: 'too-far',
      distanceKm: 18.8,
    });
  });
});
