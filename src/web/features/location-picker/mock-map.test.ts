import { describe, expect, it } from 'vitest';
import { NAIROBI_CBD } from '../../../shared/constants';
import {
  formatCoordinates,
  isOnMap,
  MAP_SIZE,
  nameForPoint,
  nudge,
  pointAt,
  samePlace,
  toMapPoint,
} from './mock-map';

const labels = [
  { name: 'Westlands', latitude: -1.26549, longitude: 36.80277 },
  { name: 'Nairobi CBD', latitude: -1.28549, longitude: 36.82528 },
];

describe('the drawn map', () => {
  it('puts the CBD in the middle and the edges 0.05° of latitude and 0.1° of longitude away', () => {
    expect(pointAt(0.5, 0.5)).toEqual(NAIROBI_CBD);
    expect(pointAt(0, 0)).toEqual({ latitude: -1.236389, longitude: 36.717223 });
    expect(pointAt(1, 1)).toEqual({ latitude: -1.336389, longitude: 36.917223 });
    // A click just outside (a border pixel) stays on the map.
    expect(pointAt(1.02, -0.01)).toEqual({ latitude: -1.236389, longitude: 36.917223 });
  });

  it('draws a clicked point back where it was clicked', () => {
    const point = pointAt(0.25, 0.75);
    const drawn = toMapPoint(point);
    expect(drawn.x).toBeCloseTo(0.25 * MAP_SIZE.width, 2);
    expect(drawn.y).toBeCloseTo(0.75 * MAP_SIZE.height, 2);
  });

  it('knows which places fall on it: Westlands does, the airport and Karen do not', () => {
    expect(isOnMap({ latitude: -1.26549, longitude: 36.80277 })).toBe(true);
    expect(isOnMap({ latitude: -1.31924, longitude: 36.92776 })).toBe(false);
    expect(isOnMap({ latitude: -1.32257, longitude: 36.70669 })).toBe(false);
  });

  it('moves the pin a step with the arrow keys and keeps it on the map', () => {
    expect(nudge(NAIROBI_CBD, 'ArrowUp')).toEqual({ latitude: -1.281389, longitude: 36.817223 });
    expect(nudge(NAIROBI_CBD, 'ArrowRight')).toEqual({ latitude: -1.286389, longitude: 36.827223 });
    expect(nudge({ latitude: -1.236389, longitude: 36.717223 }, 'ArrowLeft')).toEqual({
      latitude: -1.236389,
      longitude: 36.717223,
    });
    expect(nudge(NAIROBI_CBD, 'Enter')).toBeNull();
  });

  it('names a pin after the nearest neighbourhood, or by its coordinates when none is near', () => {
    expect(nameForPoint({ latitude: -1.266, longitude: 36.805 }, 'pinned', labels)).toBe(
      'Pinned location near Westlands',
    );
    expect(nameForPoint({ latitude: -1.3, longitude: 36.9 }, 'pinned', labels)).toBe(
      'Pinned location (-1.3000, 36.9000)',
    );
  });

  it('shows coordinates with 6 decimals', () => {
    expect(formatCoordinates({ latitude: -1.2, longitude: 36.8172229 })).toEqual({
      latitude: '-1.200000',
      longitude: '36.817223',
    });
  });

  it('tells the same place from another', () => {
    const cbd = { address: 'CBD', ...NAIROBI_CBD };
    expect(samePlace(cbd, { ...cbd })).toBe(true);
    expect(samePlace(cbd, { ...cbd, address: 'Town' })).toBe(false);
    expect(samePlace(null, cbd)).toBe(false);
    expect(samePlace(null, null)).toBe(true);
  });
});
