import { describe, expect, it } from 'vitest';
import { rideCreatedText } from './create-ride-messages';

const now = new Date('2026-11-23T06:30:00Z');

describe('the ride-created toast', () => {
  it('says when a single ride leaves, in Nairobi time', () => {
    expect(rideCreatedText([{ departureTime: '2026-11-24T04:00:00.000Z' }], null, now)).toBe(
      'Leaves tomorrow, 7:00\u00a0am. Passengers can book it now.',
    );
  });

  it('counts the rides of a recurring series, with its days and its first and last day', () => {
    const rides = [
      { departureTime: '2026-11-24T04:00:00.000Z' },
      { departureTime: '2026-11-25T04:00:00.000Z' },
      { departureTime: '2026-12-18T04:00:00.000Z' },
    ];
    expect(rideCreatedText(rides, [1, 2, 3, 4, 5], now)).toBe(
      '3 rides scheduled, Mon–Fri at 7:00\u00a0am, from tomorrow to Fri 18 Dec.',
    );
  });
});
