import { describe, expect, it } from 'vitest';
import {
  calculateSavings,
  clampTripsPerWeek,
  co2SavedPerTripKg,
  DEFAULT_ROUTE,
  findRoute,
  formatDuration,
  hasBothLocations,
  hoursSavedPerMonth,
  hoursSavedPerTrip,
  pamojaCost,
  ROUTE_TABLE,
  type SavingsInput,
  soloCost,
  yearlyTrips,
} from '../../src/shared/savings-calculator';

const ruiruToWestlands: SavingsInput = {
  start: 'Ruiru',
  destination: 'Westlands',
  tripsPerWeek: 10,
  fuelPrice: 180,
  consumptionKmPerL: 12,
  comparison: 'ridehailing',
  display: 'pertrip',
};

describe('the route table', () => {
  it.each([
    ['ruiru-westlands', 32, 100, 800, 420],
    ['ruiru-cbd', 28, 80, 650, 350],
    ['kiambu-westlands', 35, 120, 900, 450],
    ['thika-cbd', 45, 150, 1200, 580],
    ['ngong-cbd', 25, 100, 600, 320],
    ['karen-westlands', 22, 80, 550, 280],
    ['kikuyu-cbd', 20, 70, 480, 260],
  ])(
    'holds %s: %i km, matatu %i, ride-hailing %i, solo fuel %i',
    (key, km, matatu, hailing, solo) => {
      expect(ROUTE_TABLE.find((route) => route.key === key)).toEqual({
        key,
        distanceKm: km,
        matatuFare: matatu,
        rideHailingFare: hailing,
        soloFuelCost: solo,
      });
    },
  );

  it('falls back to the default route: 25 km, matatu 90, ride-hailing 580, solo fuel 350', () => {
    expect(DEFAULT_ROUTE).toEqual({
      key: 'default',
      distanceKm: 25,
      matatuFare: 90,
      rideHailingFare: 580,
      soloFuelCost: 350,
    });
    expect(findRoute('Kitengela', 'Upper Hill')).toBe(DEFAULT_ROUTE);
  });
});

describe('route matching', () => {
  it('matches when the start holds one part of the key and the destination the other', () => {
    expect(findRoute('Ruiru', 'Westlands').key).toBe('ruiru-westlands');
    expect(findRoute('Thika Town', 'Nairobi CBD').distanceKm).toBe(45);
  });

  it('matches in either order', () => {
    expect(findRoute('Westlands', 'Ruiru').key).toBe('ruiru-westlands');
    expect(findRoute('CBD', 'Ngong').key).toBe('ngong-cbd');
  });

  it('ignores case', () => {
    expect(findRoute('KAREN', 'westlands').key).toBe('karen-westlands');
    expect(findRoute('kikuyu town', 'Nairobi cbd').key).toBe('kikuyu-cbd');
  });

  it('needs both places: one matching place alone gives the default route', () => {
    expect(findRoute('Ruiru', 'Kasarani')).toBe(DEFAULT_ROUTE);
    expect(findRoute('Ruiru', '')).toBe(DEFAULT_ROUTE);
  });
});

describe("Pamoja's own cost", () => {
  it('is 10 KSh per km up to 50 km', () => {
    expect(pamojaCost(32)).toBe(320);
    expect(pamojaCost(50)).toBe(500);
  });

  it('is 5 KSh per km when the distance is over 50 km', () => {
    expect(pamojaCost(51)).toBe(255);
    expect(pamojaCost(60)).toBe(300);
  });
});

describe('the other costs and figures', () => {
  it('solo cost is distance / consumption x fuel price', () => {
    expect(soloCost(32, 12, 180)).toBe(480);
    expect(soloCost(45, 10, 200)).toBe(900);
  });

  it('yearly trips are trips per week x 52', () => {
    expect(yearlyTrips(10)).toBe(520);
    expect(yearlyTrips(2)).toBe(104);
  });

  it('CO2 per trip is distance / consumption x 2.3 x 0.7', () => {
    expect(co2SavedPerTripKg(32, 12)).toBeCloseTo(4.2933, 4);
    expect(co2SavedPerTripKg(20, 10)).toBeCloseTo(3.22, 10);
  });

  it('time saved per trip is 0.02 h per km, at most 0.8 h', () => {
    expect(hoursSavedPerTrip(32)).toBeCloseTo(0.64, 10);
    expect(hoursSavedPerTrip(40)).toBeCloseTo(0.8, 10);
    expect(hoursSavedPerTrip(45)).toBe(0.8);
  });

  it('the monthly time saved is the yearly figure / 12', () => {
    // 0.64 h x 520 trips = 332.8 h a year, 27.73 h a month
    expect(hoursSavedPerMonth(32, 10)).toBeCloseTo(332.8 / 12, 10);
  });
});

describe('duration display', () => {
  it('shows minutes under 60', () => {
    expect(formatDuration(38.4)).toBe('38 min');
    expect(formatDuration(59)).toBe('59 min');
  });

  it('shows hours and minutes from 60', () => {
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(332.8 * 5)).toBe('27 h 44 min');
  });
});

describe('inputs', () => {
  it('shows results only when both locations are longer than 2 characters', () => {
    expect(hasBothLocations('Ruiru', 'Westlands')).toBe(true);
    expect(hasBothLocations('Ru', 'Westlands')).toBe(false);
    expect(hasBothLocations('Ruiru', ' CB ')).toBe(false);
    expect(hasBothLocations('CBD', 'Kiambu')).toBe(true);
    expect(calculateSavings({ ...ruiruToWestlands, start: 'Ru' })).toBeNull();
  });

  it('keeps trips per week within 2 to 20, defaulting to 10', () => {
    expect(clampTripsPerWeek(1)).toBe(2);
    expect(clampTripsPerWeek(25)).toBe(20);
    expect(clampTripsPerWeek(Number.NaN)).toBe(10);
    expect(clampTripsPerWeek(7)).toBe(7);
  });
});

describe('savings for Ruiru to Westlands (32 km)', () => {
  it('against ride-hailing, per trip: 800 - 320 = 480 KSh', () => {
    expect(calculateSavings(ruiruToWestlands)).toMatchObject({
      otherCost: 800,
      pamojaCost: 320,
      savings: 480,
      trips: 1,
      minutesSaved: expect.closeTo(38.4, 6),
      co2SavedKg: expect.closeTo(4.2933, 4),
    });
  });

  it('against ride-hailing, per year at 10 trips a week: 249,600 KSh', () => {
    expect(calculateSavings({ ...ruiruToWestlands, display: 'yearly' })).toMatchObject({
      otherCost: 416_000,
      pamojaCost: 166_400,
      savings: 249_600,
      trips: 520,
      minutesSaved: expect.closeTo((332.8 / 12) * 60, 6),
      co2SavedKg: expect.closeTo(2232.53, 2),
    });
  });

  it('against driving alone, per trip: 32 / 12 x 180 = 480, so 160 KSh', () => {
    expect(calculateSavings({ ...ruiruToWestlands, comparison: 'solo' })).toMatchObject({
      otherCost: 480,
      pamojaCost: 320,
      savings: 160,
    });
  });

  it('against driving alone uses the visitor’s own fuel price and consumption', () => {
    const result = calculateSavings({
      ...ruiruToWestlands,
      comparison: 'solo',
      display: 'yearly',
      fuelPrice: 200,
      consumptionKmPerL: 8,
    });
    // 32 / 8 x 200 = 800 a trip
    expect(result).toMatchObject({ otherCost: 416_000, savings: 249_600 });
  });

  it("falls back to the table's solo fuel cost when the fuel figures are unusable", () => {
    const result = calculateSavings({ ...ruiruToWestlands, comparison: 'solo', fuelPrice: 0 });
    expect(result).toMatchObject({ otherCost: 420, savings: 100 });
  });

  it('reports a negative saving when driving alone is cheaper', () => {
    const result = calculateSavings({
      ...ruiruToWestlands,
      comparison: 'solo',
      fuelPrice: 100,
      consumptionKmPerL: 20,
    });
    // 32 / 20 x 100 = 160 against 320
    expect(result?.savings).toBe(-160);
  });
});
