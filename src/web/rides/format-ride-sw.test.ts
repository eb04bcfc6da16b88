import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDay,
  formatDeparture,
  formatDuration,
  formatTripDate,
} from './format-ride';
import { weekdaysText } from './weekdays';

// The same helpers in Kiswahili: dates in the language, times as digits with AM/PM.

const now = new Date('2026-11-21T16:00:00Z'); // Saturday 19:00 in Nairobi
const nbsp = '\u00a0';

beforeAll(async () => {
  const [shell, commute, app] = await Promise.all([
    import('../locales/sw/shell.po'),
    import('../locales/sw/commute.po'),
    import('../locales/sw/app.po'),
  ]);
  i18n.load('sw', { ...shell.messages, ...commute.messages, ...app.messages });
  i18n.activate('sw');
});
afterAll(() => i18n.activate('en'));

describe('how a ride reads in Kiswahili', () => {
  it('keeps times as digits with AM and PM', () => {
    expect(formatClock(new Date('2026-11-23T03:40:00.000Z'))).toBe(`6:40${nbsp}AM`);
    expect(formatClock(new Date('2026-11-23T14:05:00.000Z'))).toBe(`5:05${nbsp}PM`);
    expect(formatClock(new Date('2026-11-23T00:05:00+03:00'))).toBe(`12:05${nbsp}AM`);
  });

  it('names the day in Kiswahili', () => {
    expect(formatDay(new Date('2026-11-21T17:30:00.000Z'), now)).toBe('Leo');
    expect(formatDay(new Date('2026-11-21T22:30:00.000Z'), now)).toBe('Kesho');
    expect(formatDeparture('2026-11-23T03:40:00.000Z', now)).toBe(`Jumatatu 23 Nov, 6:40${nbsp}AM`);
    expect(formatDeparture('not a date', now)).toBe('Tarehe si sahihi');
    expect(formatTripDate('2026-11-24T07:40:00+03:00', now)).toBe(`24 Nov, 7:40${nbsp}AM`);
  });

  it('says durations and weekdays in Kiswahili', () => {
    expect(formatDuration(45)).toBe('dakika 45');
    expect(formatDuration(67)).toBe('saa 1 dakika 7');
    expect(weekdaysText([1, 2, 3, 4, 5])).toBe('Jumatatu–Ijumaa');
    expect(weekdaysText([1, 2, 3, 5])).toBe('Jumatatu–Jumatano, Ijumaa');
    expect(weekdaysText([6, 0])).toBe('Jumamosi, Jumapili');
    expect(weekdaysText([0, 1, 2, 3, 4, 5, 6])).toBe('Kila siku');
  });
});
