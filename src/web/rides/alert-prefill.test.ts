import { describe, expect, it } from 'vitest';
import { alertSetupHref, nairobiTimeOfDay, readAlertPrefill } from './alert-prefill';

const ruiru = { address: 'Ruiru Town, Kiambu', latitude: -1.147565, longitude: 36.959228 };
const kencom = { address: 'Nairobi CBD (Kencom)', latitude: -1.285817, longitude: 36.824544 };

describe('an alert set up from an empty search', () => {
  it('carries the places, the radius, the time and the weekday of the searched departure', () => {
    // 2026-11-26 is a Thursday.
    const href = alertSetupHref({
      pickup: ruiru,
      destination: kencom,
      maxDistance: 5,
      departureDate: '2026-11-26T06:45:00+03:00',
    });
    expect(href.startsWith('/alerts/new?')).toBe(true);
    expect(readAlertPrefill(href.slice('/alerts/new'.length))).toEqual({
      pickup: ruiru,
      destination: kencom,
      maxDistance: 5,
      departureTime: '06:45',
      weekdays: [4],
    });
  });

  it('reads the departure in Nairobi time, whatever offset it was written with', () => {
    expect(nairobiTimeOfDay(new Date('2026-11-26T22:30:00Z'))).toBe('01:30');
    const href = alertSetupHref({
      pickup: ruiru,
      destination: kencom,
      maxDistance: 2,
      departureDate: '2026-11-28T22:30:00Z',
    });
    // Saturday 22:30 UTC is Sunday 01:30 in Nairobi.
    expect(readAlertPrefill(href.split('?')[1] ?? '')).toMatchObject({
      departureTime: '01:30',
      weekdays: [0],
      maxDistance: 2,
    });
  });

  it('starts a fresh set-up at 08:00 on weekdays, and ignores what an address cannot mean', () => {
    expect(readAlertPrefill('')).toEqual({
      pickup: null,
      destination: null,
      maxDistance: 5,
      departureTime: '08:00',
      weekdays: [1, 2, 3, 4, 5],
    });
    expect(
      readAlertPrefill(
        '?from=Ruiru&fromLat=95&fromLng=36&to=&toLat=1&toLng=2&radius=900&time=25:00&day=9',
      ),
    ).toEqual({
      pickup: null,
      destination: null,
      maxDistance: 5,
      departureTime: '08:00',
      weekdays: [1, 2, 3, 4, 5],
    });
  });
});
