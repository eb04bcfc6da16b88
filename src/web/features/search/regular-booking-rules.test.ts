import { describe, expect, it } from 'vitest';
import { eachTripTotal, regularDayChoices } from './regular-booking-rules';

describe('booking a ride regularly', () => {
  it('offers the working week, all chosen, for a ride on a workday', () => {
    expect(regularDayChoices(3)).toEqual({ choices: [1, 2, 3, 4, 5], chosen: [1, 2, 3, 4, 5] });
  });

  it('adds a weekend ride’s own day to the choices, and chooses only that day', () => {
    expect(regularDayChoices(6)).toEqual({ choices: [1, 2, 3, 4, 5, 6], chosen: [6] });
    expect(regularDayChoices(0)).toEqual({ choices: [1, 2, 3, 4, 5, 0], chosen: [0] });
  });

  it('prices each departure by the seats taken', () => {
    expect(eachTripTotal(250, 2)).toBe(500);
    expect(eachTripTotal(0, 3)).toBe(0);
  });
});
