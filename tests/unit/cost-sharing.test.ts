import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carCostKsh,
  DEFAULT_CAR_COST_PER_KM_KSH,
  priceGuide,
  seatPrices,
} from '../../src/shared/rules/cost-sharing.ts';

// The ceiling's arithmetic, which the server applies and the ride form shows.

describe('the cost-sharing ceiling', () => {
  it('lets the seats together cover the car cost at most, by the largest whole shilling', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 1, max: 200 }),
        (km, seats, perKm) => {
          const guide = priceGuide(km, seats, perKm);
          expect(Number.isInteger(guide.maxPricePerSeat)).toBe(true);
          expect(guide.maxPricePerSeat * seats).toBeLessThanOrEqual(guide.carCostKsh);
          expect((guide.maxPricePerSeat + 1) * seats).toBeGreaterThan(guide.carCostKsh);
          expect(guide.suggestedPricePerSeat).toBeLessThanOrEqual(guide.maxPricePerSeat);
          expect(guide.suggestedPricePerSeat).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("offers a car's seats at least KSh 10 on a ride of 2 km or more", () => {
    for (let seats = 1; seats <= 4; seats++) {
      expect(
        priceGuide(2, seats, DEFAULT_CAR_COST_PER_KM_KSH).maxPricePerSeat,
      ).toBeGreaterThanOrEqual(10);
    }
  });

  it('counts the car cost on the distance shown, one decimal', () => {
    expect(carCostKsh(27.94, 20)).toBe(558);
    expect(carCostKsh(27.96, 20)).toBe(560);
    expect(priceGuide(27.94, 3, 20)).toEqual({
      distanceKm: 27.9,
      carCostKsh: 558,
      maxPricePerSeat: 186,
      suggestedPricePerSeat: 160,
    });
  });

  it('suggests 90% of the ceiling in tens, or the ceiling itself when that leaves nothing', () => {
    expect(seatPrices(27.9, 558, 1).suggestedPricePerSeat).toBe(500);
    expect(seatPrices(2, 40, 4)).toMatchObject({ maxPricePerSeat: 10, suggestedPricePerSeat: 10 });
    expect(seatPrices(3, 60, 4)).toMatchObject({ maxPricePerSeat: 15, suggestedPricePerSeat: 10 });
  });
});
