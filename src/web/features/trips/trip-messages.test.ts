import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  cancelConsequences,
  cancelFailedMessage,
  cancelledMessage,
  emptyTrips,
  tripCost,
  vehicleText,
} from './trip-messages';

describe('My Trips words', () => {
  it('use the specification’s empty states', () => {
    expect(emptyTrips('upcoming')).toEqual({
      title: 'No Upcoming Trips',
      description: 'Your upcoming trips will appear here',
    });
    expect(emptyTrips('completed').title).toBe('No Completed Trips');
    expect(emptyTrips('cancelled').description).toBe('Your cancelled trips will appear here');
  });

  it('say a booking or a trip was cancelled', () => {
    expect(cancelledMessage('passenger')).toEqual({
      title: 'Booking Cancelled',
      description: 'Your booking has been cancelled successfully.',
    });
    expect(cancelledMessage('driver')).toEqual({
      title: 'Trip Cancelled',
      description: 'Your trip has been cancelled successfully.',
    });
  });

  it('show the server’s reason on My Trips, else the fallback', () => {
    const refused = new ApiError(
      'This ride has already left, so it can no longer be cancelled.',
      409,
    );
    expect(cancelFailedMessage(refused, 'driver', 'trips')).toEqual({
      title: 'Cancellation Failed',
      description: 'This ride has already left, so it can no longer be cancelled.',
    });
    expect(
      cancelFailedMessage(new ApiError('Network error: offline', 0), 'passenger', 'trips'),
    ).toEqual({
      title: 'Cancellation Failed',
      description: 'Failed to cancel booking. Please try again.',
    });
    expect(cancelFailedMessage(new ApiError('boom', 500), 'driver', 'trips').description).toBe(
      'Failed to cancel trip. Please try again.',
    );
    expect(cancelFailedMessage(new Error('?'), 'passenger', 'trips').description).toBe(
      'Failed to cancel booking. Please try again.',
    );
  });

  it('keep the dashboard’s own failure words whatever the server said', () => {
    expect(
      cancelFailedMessage(
        new ApiError('This ride is already cancelled.', 409),
        'driver',
        'dashboard',
      ),
    ).toEqual({
      title: 'Cancellation Failed',
      description: 'Unable to cancel the trip. Please try again.',
    });
  });

  it('tell before cancelling what happens to the money', () => {
    const now = new Date('2026-11-24T05:00:00+03:00');
    const passenger = (refundable: number, freeCancellationUntil: string | null) => ({
      type: 'passenger' as const,
      refundable,
      bookedSeats: 2,
      departureTime: '2026-11-24T07:30:00+03:00',
      freeCancellationUntil,
    });
    const inTime = cancelConsequences(passenger(400, '2026-11-24T05:30:00+03:00'), now);
    expect(inTime.description).toBe(
      'You get a full refund of 400 tokens (KSh\u00a0400) to your token balance, and your driver is told by SMS.',
    );
    expect(inTime.split).toBeNull();
    expect(cancelConsequences(passenger(0, null), now).description).toMatch(/nothing to refund/);
    // A minute past the free cancellation: half back, half kept for the driver.
    const late = cancelConsequences(passenger(401, '2026-11-24T04:59:00+03:00'), now);
    expect(late.split).toEqual({ back: 'KSh 201', kept: 'KSh 200' });
    expect(late.description).toMatch(/^Your ride leaves in less than 2 hours, so half/);

    const driver = (bookedSeats: number, departureTime: string) => ({
      type: 'driver' as const,
      refundable: 0,
      bookedSeats,
      departureTime,
      freeCancellationUntil: null,
    });
    const tomorrow = '2026-11-25T07:30:00+03:00';
    const early = cancelConsequences(driver(3, tomorrow), now);
    expect(early.description).toBe(
      '3 seats are booked. Every passenger gets a full refund of their tokens and is told by SMS that the trip is cancelled.',
    );
    expect(early.warning).toBeNull();
    expect(cancelConsequences(driver(1, tomorrow), now).description).toMatch(/^1 seat is booked\./);
    expect(cancelConsequences(driver(0, tomorrow), now).description).toMatch(/Nobody has booked/);
    // Less than 12 hours ahead with a passenger: a late cancellation, said before it is made.
    expect(cancelConsequences(driver(1, '2026-11-24T16:59:00+03:00'), now).warning).toMatch(
      /^Less than 12 hours before departure, this is a late cancellation\./,
    );
    expect(cancelConsequences(driver(0, '2026-11-24T07:30:00+03:00'), now).warning).toBeNull();
  });

  it('say after a late cancellation what came back and what the driver keeps', () => {
    expect(cancelledMessage('passenger', { refunded: 150, kept: 150 })).toEqual({
      title: 'Booking Cancelled',
      description: 'KSh 150 is back in your tokens. KSh 150 goes to your driver.',
    });
    expect(cancelledMessage('passenger', { refunded: 300, kept: 0 }).description).toBe(
      'Your booking has been cancelled successfully.',
    );
  });

  it('show a passenger’s total and a driver’s price per seat', () => {
    expect(tripCost({ type: 'passenger', totalAmount: 1200, pricePerSeat: 600 })).toEqual({
      label: 'Total',
      value: 'KSh 1,200',
    });
    expect(tripCost({ type: 'driver', totalAmount: null, pricePerSeat: 250 })).toEqual({
      label: 'Price per seat',
      value: 'KSh 250',
    });
  });

  it('name the vehicle by make, model, colour and plate', () => {
    expect(
      vehicleText({ make: 'Toyota', model: 'Fielder', color: 'Silver', licensePlate: 'KDA 123B' }),
    ).toBe('Toyota Fielder · Silver · KDA 123B');
    expect(vehicleText({ make: 'Mazda', model: 'Demio', color: ' ', licensePlate: '' })).toBe(
      'Mazda Demio',
    );
  });
});
