import { describe, expect, it } from 'vitest';
import {
  buyTokensHref,
  readBookingToResume,
  readRideToOpen,
  readTopUpAmount,
  resumeBookingHref,
} from './booking-return';

const rideId = '3f1c2b7e-9a4d-4e2f-8b61-0c5d7e9a1b23';

describe('the booking carried through a top-up', () => {
  it('goes to the tokens screen and back with the ride, the seats and the amount', () => {
    const there = buyTokensHref({ rideId, seats: 2 }, 300);
    expect(there).toBe(`/tokens?ride=${rideId}&seats=2&amount=300`);
    const query = there.slice('/tokens'.length);
    expect(readBookingToResume(query)).toEqual({ rideId, seats: 2 });
    expect(readTopUpAmount(query)).toBe(300);
    expect(resumeBookingHref({ rideId, seats: 2 })).toBe(`/search?ride=${rideId}&seats=2`);
  });

  it('ignores what a booking could not be', () => {
    expect(readBookingToResume('')).toBeNull();
    expect(readBookingToResume(`?ride=${rideId}&seats=5`)).toBeNull();
    expect(readBookingToResume(`?ride=${rideId}&seats=1.5`)).toBeNull();
    expect(readBookingToResume('?ride=../admin&seats=1')).toBeNull();
    expect(readTopUpAmount('?amount=0')).toBeNull();
    expect(readTopUpAmount('?amount=250001')).toBeNull();
  });
});

describe('a link to a ride', () => {
  it('opens the ride with 1 seat, or back from a top-up with the seats and the payment', () => {
    expect(readRideToOpen(`?ride=${rideId}`)).toEqual({ rideId, seats: 1, payNow: false });
    expect(readRideToOpen(`?ride=${rideId}&seats=3`)).toEqual({ rideId, seats: 3, payNow: true });
    expect(readRideToOpen(`?ride=${rideId}&seats=9`)).toBeNull();
    expect(readRideToOpen('?ride=../admin')).toBeNull();
    expect(readRideToOpen('')).toBeNull();
  });
});
