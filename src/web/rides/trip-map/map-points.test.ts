import { describe, expect, it } from 'vitest';
import { focusKey, isUsablePoint, placesToFit, positionText } from './map-points';

const pickup = { latitude: -1.147565, longitude: 36.959228, label: 'Ruiru' };
const destination = { latitude: -1.285817, longitude: 36.824544, label: 'Kencom' };

describe('what a trip map fits its view to', () => {
  it('every place drawn, unless the screen says what matters', () => {
    const stop = { ...pickup, latitude: -1.2, kind: 'pickup' as const };
    expect(placesToFit({ pickup, destination, stops: [stop] })).toEqual([
      pickup,
      destination,
      stop,
    ]);
    expect(placesToFit({ pickup, destination, focus: [pickup] })).toEqual([pickup]);
  });

  it('leaves out positions nobody sent', () => {
    expect(isUsablePoint({ latitude: 0, longitude: 0 })).toBe(false);
    expect(isUsablePoint({ latitude: Number.NaN, longitude: 36 })).toBe(false);
    expect(isUsablePoint(null)).toBe(false);
    expect(placesToFit({ pickup, destination: { ...destination, latitude: 95 } })).toEqual([
      pickup,
    ]);
  });

  it('refits when the places move about 100 m, not at every small step', () => {
    const stage = { latitude: -1.2912, longitude: 36.8211 };
    expect(focusKey([{ ...stage, latitude: -1.2914 }])).toBe(focusKey([stage]));
    expect(focusKey([{ ...stage, latitude: -1.2932 }])).not.toBe(focusKey([stage]));
  });

  it('writes a position to about a metre', () => {
    expect(positionText({ latitude: -1.1475651, longitude: 36.95922849 })).toBe(
      '-1.14757,36.95923',
    );
  });
});
