import { describe, expect, it } from 'vitest';
import { weekdaysText as serverWords, WEEK } from '../../shared/weekdays';
import { weekdayName, weekdayShort, weekdaysText, weekNow } from './weekdays';

describe('weekdays as the screens say them', () => {
  it('words days in English exactly as the server does', () => {
    for (const days of [[1, 2, 3, 4, 5], [1, 2, 3, 5], [6, 0], [0, 1, 2, 3, 4, 5, 6], [], [3]]) {
      expect(weekdaysText(days)).toBe(serverWords(days));
    }
  });

  it('names each day, Monday first', () => {
    expect(weekNow()).toEqual(WEEK.map((day) => ({ ...day })));
    expect(weekdayShort(0)).toBe('Sun');
    expect(weekdayName(4)).toBe('Thursday');
  });
});
