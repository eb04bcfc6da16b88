import { describe, expect, it } from 'vitest';
import { seatsText } from '../../shared/seats-text';
import {
  formatClock,
  formatDeparture,
  formatDuration,
  formatRating,
  formatRatingWithCount,
  formatTripDate,
  ridesFoundText,
  vehicleLine,
} from './format-ride';

const now = new Date('2026-11-21T16:00:00Z'); // Saturday 19:00 in Nairobi

describe('how a ride reads', () => {
  it('shows departures in Nairobi time', () => {
    const nbsp = '\u00a0';
    expect(formatClock(new Date('2026-11-23T03:40:00.000Z'))).toBe(`6:40${nbsp}am`);
    expect(formatClock(new Date('2026-11-23T14:05:00.000Z'))).toBe(`5:05${nbsp}pm`);
    expect(formatDeparture('2026-11-23T03:40:00.000Z', now)).toBe(`Mon 23 Nov, 6:40${nbsp}am`);
    expect(formatDeparture('2026-11-21T17:30:00.000Z', now)).toBe(`Today, 8:30${nbsp}pm`);
    // 22:30 UTC on the 21st is 01:30 on Sunday the 22nd in Nairobi.
    expect(formatDeparture('2026-11-21T22:30:00.000Z', now)).toBe(`Tomorrow, 1:30${nbsp}am`);
    expect(formatDeparture('not a date', now)).toBe('Invalid Date');
  });

  it('shows durations in minutes under an hour, else hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(67)).toBe('1 h 7 min');
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(0)).toBeNull();
  });

  it('shows ratings with one decimal, and new drivers as new', () => {
    expect(formatRating(4.4)).toBe('4.4');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(null)).toBe('New');
  });

  it('shows a driver’s average with its count, and a driver nobody rated as a new driver', () => {
    expect(formatRatingWithCount(4.83, 23)).toEqual({
      shown: '4.8 (23)',
      spoken: 'Rated 4.8 from 23 ratings',
      rated: true,
    });
    expect(formatRatingWithCount(5, 1).spoken).toBe('Rated 5.0 from 1 rating');
    expect(formatRatingWithCount(null, 0).shown).toBe('New driver');
    // An average with no count behind it (an older record) is not shown as if it were earned.
    expect(formatRatingWithCount(4.5, 0).shown).toBe('New driver');
  });

  it('names the vehicle by colour, make and model', () => {
    expect(vehicleLine({ color: 'Silver', make: 'Toyota', model: 'Fielder' })).toBe(
      'Silver Toyota Fielder',
    );
    expect(vehicleLine({ color: '', make: 'Mazda', model: 'Demio' })).toBe('Mazda Demio');
  });

  it('counts seats and rides in words', () => {
    expect(seatsText(1)).toBe('1 seat');
    expect(seatsText(3)).toBe('3 seats');
    expect(ridesFoundText(1)).toBe('1 ride found');
    expect(ridesFoundText(0)).toBe('0 rides found');
  });
});

describe('formatTripDate', () => {
  const now = new Date('2026-11-23T09:00:00+03:00');
  it('shows the time only for a trip today in Nairobi', () => {
    expect(formatTripDate('2026-11-23T19:05:00+03:00', now)).toBe('7:05\u00a0PM');
  });
  it('shows month and day otherwise', () => {
    expect(formatTripDate('2026-11-24T07:40:00+03:00', now)).toBe('Nov 24, 7:40\u00a0AM');
    expect(formatTripDate('2026-12-01T00:10:00+03:00', now)).toBe('Dec 1, 12:10\u00a0AM');
  });
  it("says 'Invalid Date' for an unreadable time", () => {
    expect(formatTripDate('not a date', now)).toBe('Invalid Date');
    expect(formatTripDate(null, now)).toBe('Invalid Date');
  });
});

it('reads midnight as 12, not 0', () => {
  expect(formatClock(new Date('2026-11-23T00:05:00+03:00'))).toBe('12:05\u00a0am');
});
