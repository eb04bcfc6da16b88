import { describe, expect, it } from 'vitest';
import { GPS_FALLBACK } from './built-in-places';
import { currentLocation } from './current-position';

const labels = [{ name: 'Westlands', latitude: -1.26549, longitude: 36.80277 }];

function device(outcome: 'fix' | 'denied' | 'throws') {
  return {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
      if (outcome === 'throws') throw new Error('no geolocation here');
      if (outcome === 'denied') {
        failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
        return;
      }
      success({ coords: { latitude: -1.2655551, longitude: 36.8031234 } } as GeolocationPosition);
    },
  };
}

describe('the current-location button', () => {
  it('names the device position after the nearest neighbourhood', async () => {
    expect(await currentLocation(device('fix'), labels)).toEqual({
      location: {
        address: 'Current location near Westlands',
        latitude: -1.265555,
        longitude: 36.803123,
      },
      fromDevice: true,
    });
  });

  it('falls back to the CBD when permission is denied, GPS is missing or it fails', async () => {
    for (const geolocation of [device('denied'), device('throws'), undefined]) {
      expect(await currentLocation(geolocation, labels)).toEqual({
        location: GPS_FALLBACK,
        fromDevice: false,
      });
    }
  });
});
