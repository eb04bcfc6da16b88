import { describe, expect, it } from 'vitest';
import * as rides from '../../shared/schemas/rides';
import {
  addDays,
  defaultDeparture,
  departureIso,
  isFutureDeparture,
  NAIROBI_OFFSET,
  nairobiDate,
} from './departure-time';

// 2026-11-21 is a Saturday; 16:00 UTC is 19:00 in Nairobi.
const saturdayEvening = new Date('2026-11-21T16:00:00Z');

describe('departure time in Nairobi', () => {
  it('sends the chosen date and time with the +03:00 offset the server accepts', () => {
    const iso = departureIso('2026-11-23', '07:00');
    expect(NAIROBI_OFFSET).toBe('+03:00');
    expect(iso).toBe('2026-11-23T07:00:00+03:00');
    expect(new Date(iso!).toISOString()).toBe('2026-11-23T04:00:00.000Z');
    const request = {
      pickupLatitude: -1.15,
      pickupLongitude: 36.96,
      destinationLatitude: -1.29,
      destinationLongitude: 36.82,
      departureDate: iso,
    };
    expect(rides.searchRequest.safeParse(request).success).toBe(true);
  });

  it('refuses incomplete or impossible dates and times', () => {
    expect(departureIso('', '08:00')).toBeNull();
    expect(departureIso('2026-11-23', '')).toBeNull();
    expect(departureIso('2026-11-23', '24:00')).toBeNull();
    expect(departureIso('2026-02-30', '08:00')).toBeNull();
  });

  it("reads today's date in Nairobi, not in the phone's time zone", () => {
    // 22:30 UTC on the 21st is already 01:30 on the 22nd in Nairobi.
    expect(nairobiDate(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-22');
    expect(nairobiDate(saturdayEvening)).toBe('2026-11-21');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('starts at 08:00 today while that is ahead, otherwise tomorrow', () => {
    expect(defaultDeparture(new Date('2026-11-21T04:00:00Z'))).toEqual({
      date: '2026-11-21',
      time: '08:00',
    });
    expect(defaultDeparture(saturdayEvening)).toEqual({ date: '2026-11-22', time: '08:00' });
  });

  it('accepts only a departure still ahead', () => {
    expect(isFutureDeparture('2026-11-21', '19:01', saturdayEvening)).toBe(true);
    expect(isFutureDeparture('2026-11-21', '19:00', saturdayEvening)).toBe(false);
    expect(isFutureDeparture('2026-11-20', '08:00', saturdayEvening)).toBe(false);
    expect(isFutureDeparture('', '08:00', saturdayEvening)).toBe(false);
  });
});
