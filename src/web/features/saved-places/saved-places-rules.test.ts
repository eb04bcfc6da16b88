import { describe, expect, it } from 'vitest';
import { isPlace, labelProblem, offeredFirst, placeSlots } from './saved-places-rules';

const place = (id: string, label: string, latitude = -1.2, longitude = 36.8) => ({
  id,
  label,
  latitude,
  longitude,
  address: `${label} address`,
});

describe('saved places', () => {
  const gym = place('g', 'Gym');
  const work = place('w', 'Work', -1.28, 36.82);
  const home = place('h', 'home');
  const school = place('s', 'School');

  it('fill the Home and Work slots whatever the case, and list the others in order', () => {
    expect(placeSlots([gym, work, home, school])).toEqual({
      home,
      work,
      others: [gym, school],
    });
    expect(placeSlots([gym])).toEqual({ home: null, work: null, others: [gym] });
  });

  it('are offered Home and Work first', () => {
    expect(offeredFirst([gym, work, school, home]).map((p) => p.id)).toEqual(['h', 'w', 'g', 's']);
  });

  it('know a location that is one of them', () => {
    expect(isPlace(work, { address: 'x', latitude: -1.28, longitude: 36.82 })).toBe(true);
    expect(isPlace(work, { address: 'x', latitude: -1.281, longitude: 36.82 })).toBe(false);
    expect(isPlace(work, null)).toBe(false);
  });

  it('check a new name: given, not Home or Work, not one already used', () => {
    const places = [gym, work];
    expect(labelProblem('  ', places)).toBe('Give the place a name, such as Gym or School.');
    expect(labelProblem('WORK', places)).toBe('Work has its own place above.');
    expect(labelProblem('gym ', places)).toBe(
      'You already have a place called gym. Choose another name.',
    );
    expect(labelProblem('Gym', places, 'g')).toBeNull();
    expect(labelProblem("Mum's", places)).toBeNull();
  });
});
