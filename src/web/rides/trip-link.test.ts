import { describe, expect, it } from 'vitest';
import { tripLink } from './trip-link';

const departureTime = '2026-11-25T04:00:00.000Z';
const at = (minutesFromDeparture: number) =>
  new Date(Date.parse(departureTime) + minutesFromDeparture * 60_000);

describe('the way from a trip list to the trip screen', () => {
  it('asks the driver to start from 30 minutes before departure', () => {
    const ride = { role: 'driver' as const, status: 'scheduled', departureTime };
    expect(tripLink('r1', ride, at(-31))).toEqual({ href: '/trip/r1', label: 'Open trip' });
    expect(tripLink('r1', ride, at(-30)).label).toBe('Start trip');
    expect(tripLink('r1', { ...ride, status: 'in_progress' }, at(5)).label).toBe('Open trip');
  });

  it('always opens the trip for a passenger', () => {
    expect(
      tripLink('r1', { role: 'passenger', status: 'booked', departureTime }, at(0)).label,
    ).toBe('Open trip');
  });
});
