import { describe, expect, it } from 'vitest';
import { nairobiWeekday } from './geo';
import { weekdaysText } from './weekdays';

describe('weekday text', () => {
  it('reads the working week, every day and a weekend as people say them', () => {
    expect(weekdaysText([1, 2, 3, 4, 5])).toBe('Mon–Fri');
    expect(weekdaysText([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(weekdaysText([6, 0])).toBe('Sat, Sun');
  });

  it('puts days in week order, Monday first, whatever order they came in', () => {
    expect(weekdaysText([5, 1, 3])).toBe('Mon, Wed, Fri');
    expect(weekdaysText([0, 1])).toBe('Mon, Sun');
  });

  it('joins three or more days in a row with a dash, and leaves two as they are', () => {
    expect(weekdaysText([1, 2, 3, 5])).toBe('Mon–Wed, Fri');
    expect(weekdaysText([1, 2])).toBe('Mon, Tue');
    expect(weekdaysText([4, 5, 6, 0])).toBe('Thu–Sun');
    expect(weekdaysText([])).toBe('');
  });

  it('takes the weekday from the Nairobi calendar, not the phone’s time zone', () => {
    // Sunday 22:30 UTC is already Monday 01:30 in Nairobi.
    expect(nairobiWeekday(new Date('2026-11-22T22:30:00.000Z'))).toBe(1);
    expect(nairobiWeekday(new Date('2026-11-23T04:30:00.000Z'))).toBe(1);
    expect(nairobiWeekday(new Date('2026-11-27T20:59:00.000Z'))).toBe(5);
  });
});
