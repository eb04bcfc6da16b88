import { describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode, errorMessage } from '../../../shared/errors';
import { SESSION_EXPIRED_MESSAGE } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { bookingConfirmed, notEnoughSeats } from './search-messages';
import { bookingFailure, SearchTimeoutError, searchFailure } from './search-outcomes';

/** The error as the API answers it: status, `{code, message, ...data}`. */
const answer = (code: ErrorCode, data: Record<string, unknown> = {}) => {
  const message = errorMessage(code, data);
  return new ApiError(message, ERRORS[code].status, { code, message, ...data });
};

describe('a failed search', () => {
  it('signs out on 401', () => {
    const failure = searchFailure(new ApiError(SESSION_EXPIRED_MESSAGE, 401));
    expect(failure.message.title).toBe('Authentication Required');
    expect(failure.signOut).toBe(true);
  });

  it('reports a connection problem when the network fails or CORS blocks it', () => {
    expect(searchFailure(new ApiError('Network error: Failed to fetch', 0)).message).toEqual({
      title: 'Connection Issue',
      description: 'Unable to connect to ride service. Please check your internet connection.',
    });
    expect(searchFailure(new TypeError('blocked by CORS policy')).message.title).toBe(
      'Connection Issue',
    );
  });

  it('reports a timeout', () => {
    expect(searchFailure(new SearchTimeoutError()).message).toEqual({
      title: 'Request Timeout',
      description: 'The search is taking too long. Please try again.',
    });
    expect(searchFailure(new ApiError('Gateway Timeout', 504)).message.title).toBe(
      'Request Timeout',
    );
  });

  it('falls back to Search Failed', () => {
    const failure = searchFailure(new ApiError('departureDate: must be an ISO date-time', 400));
    expect(failure.message).toEqual({
      title: 'Search Failed',
      description: 'Unable to search for rides. Please try again.',
    });
    expect(failure.signOut).toBe(false);
  });
});

describe('a refused booking', () => {
  it('goes back to the results when it was already booked', () => {
    const failure = bookingFailure(answer('already_booked'), 3);
    expect(failure.message).toEqual({
      title: 'Ride Unavailable',
      description: 'This ride is no longer available. Please search for another ride.',
    });
    expect(failure.backToResults).toBe(true);
    expect(failure.availableSeats).toBeNull();
  });

  it('says why a ride cancelled too often cannot be booked again, and goes back to the results', () => {
    const failure = bookingFailure(answer('ride_cancelled_too_often', { limit: 2 }), 3);
    expect(failure.message).toEqual({
      title: 'Ride Unavailable',
      description:
        'You have already cancelled 2 bookings on this ride, so you cannot book it again.',
    });
    expect(failure.backToResults).toBe(true);
  });

  it('names the seats left, from the answer, and goes back to the results', () => {
    const error = answer('insufficient_seats', { availableSeats: 2 });
    const failure = bookingFailure(error, 4);
    expect(failure.message).toEqual({
      title: 'Not Enough Seats',
      description: 'Only 2 seats available. Please reduce your selection.',
    });
    expect(failure.backToResults).toBe(true);
    expect(failure.availableSeats).toBe(2);
    // Without the field, what the card knew (the words are never read).
    const wordsOnly = new ApiError('Sorry, insufficient seats: only 1 seat is left', 409, {
      code: 'insufficient_seats',
    });
    expect(bookingFailure(wordsOnly, 3).availableSeats).toBe(3);
    expect(notEnoughSeats(1).description).toBe(
      'Only 1 seat available. Please reduce your selection.',
    );
  });

  it('asks for payment and stays on the booking', () => {
    const failure = bookingFailure(answer('insufficient_tokens', { total: 560 }), 3);
    expect(failure.message).toEqual({
      title: 'Payment Required',
      description:
        'Please ensure you have sufficient tokens or complete payment to book this ride.',
    });
    expect(failure.backToResults).toBe(false);
  });

  it('signs out on 401', () => {
    const failure = bookingFailure(new ApiError(SESSION_EXPIRED_MESSAGE, 401), 3);
    expect(failure.message).toEqual({
      title: 'Authentication Required',
      description: 'Please sign in again to complete your booking.',
    });
    expect(failure.signOut).toBe(true);
  });

  it('treats a departed, cancelled or removed ride as unavailable', () => {
    for (const error of [answer('ride_unavailable'), answer('ride_not_found')]) {
      const failure = bookingFailure(error, 3);
      expect(failure.message.title).toBe('Ride Unavailable');
      expect(failure.backToResults).toBe(true);
      expect(failure.availableSeats).toBe(0);
    }
  });

  it('falls back to Booking Failed', () => {
    for (const error of [
      answer('own_ride'),
      // A sentence that names a known case, without its code, is not that case.
      new ApiError('You have already booked this ride.', 409),
      new ApiError('Network error: Failed to fetch', 0),
    ]) {
      expect(bookingFailure(error, 3).message).toEqual({
        title: 'Booking Failed',
        description: 'Unable to book the ride. Please try again.',
      });
    }
  });
});

describe('the booking success toast', () => {
  it('names the driver, the amount paid and the SMS', () => {
    expect(bookingConfirmed('Peter Kamau Njoroge', 560)).toEqual({
      title: 'Booking Confirmed!',
      description:
        "Your ride with Peter Kamau Njoroge is booked for KSh 560. You'll receive SMS confirmation shortly.",
    });
    expect(bookingConfirmed('Grace Wanjiku', 0).description).toBe(
      "Your ride with Grace Wanjiku is booked. You'll receive SMS confirmation shortly.",
    );
  });
});
