import { describe, expect, it } from 'vitest';
import { emptyPlace, type SearchFormValues, typedPlace, withRoute } from './search-form-values';
import { canSubmitSearch, searchProblem } from './search-validation';

const now = new Date('2026-11-21T16:00:00Z'); // Saturday 19:00 in Nairobi
const filled: SearchFormValues = {
  pickup: typedPlace('Ruiru'),
  destination: typedPlace('CBD'),
  date: '2026-11-23',
  time: '07:00',
};

describe('ride search validation', () => {
  it('keeps Find Available Rides disabled until both places have text', () => {
    expect(canSubmitSearch(filled)).toBe(true);
    expect(canSubmitSearch({ ...filled, pickup: emptyPlace })).toBe(false);
    expect(canSubmitSearch({ ...filled, destination: emptyPlace })).toBe(false);
  });

  it('asks for a pickup, then a destination', () => {
    expect(searchProblem({ ...filled, pickup: typedPlace('   ') }, now)).toEqual({
      title: 'Pickup Location Required',
      description: 'Please enter a pickup location.',
    });
    expect(searchProblem({ ...filled, destination: typedPlace(' ') }, now)).toEqual({
      title: 'Destination Required',
      description: 'Please enter a destination.',
    });
  });

  it('asks for a departure in the future', () => {
    const invalid = {
      title: 'Invalid Departure Time',
      description: 'Please select a future date and time.',
    };
    expect(searchProblem({ ...filled, date: '2026-11-21', time: '18:30' }, now)).toEqual(invalid);
    expect(searchProblem({ ...filled, date: '' }, now)).toEqual(invalid);
    expect(searchProblem({ ...filled, date: '2026-11-21', time: '19:30' }, now)).toBeNull();
    expect(searchProblem(filled, now)).toBeNull();
  });

  it('fills both places from a popular route, coordinates included', () => {
    const form = withRoute(filled, {
      fromLocation: 'Ruiru Town, Kiambu',
      toLocation: 'Kencom, Moi Avenue, Nairobi CBD',
      fromLatitude: -1.147565,
      fromLongitude: 36.959228,
      toLatitude: -1.285563,
      toLongitude: 36.825297,
    });
    expect(form.pickup).toEqual({
      text: 'Ruiru Town, Kiambu',
      point: { latitude: -1.147565, longitude: 36.959228 },
    });
    expect(form.destination.point).toEqual({ latitude: -1.285563, longitude: 36.825297 });
    expect(form.date).toBe(filled.date);
    expect(form.time).toBe(filled.time);
  });
});
