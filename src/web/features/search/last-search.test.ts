import { describe, expect, it } from 'vitest';
import { initialSearchForm, LAST_SEARCH_KEY, readLastSearch, saveLastSearch } from './last-search';
import type { SearchFormValues } from './search-form-values';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const now = new Date('2026-11-21T16:00:00Z'); // Saturday 19:00 in Nairobi
const form: SearchFormValues = {
  pickup: { text: 'Ruiru ', point: { latitude: -1.147565, longitude: 36.959228 } },
  destination: { text: 'Nairobi CBD (Kencom)', point: null },
  date: '2026-11-23',
  time: '07:00',
};

describe('last-search memory', () => {
  it('keeps pickup, destination, date, time and when, and reads them back', () => {
    const store = memoryStore();
    saveLastSearch(store, form, now);
    const saved = JSON.parse(store.items.get(LAST_SEARCH_KEY)!);
    expect(saved).toMatchObject({
      pickup: 'Ruiru',
      destination: 'Nairobi CBD (Kencom)',
      date: '2026-11-23',
      time: '07:00',
      timestamp: now.getTime(),
    });
    const last = readLastSearch(store);
    expect(initialSearchForm(last, now)).toEqual({
      ...form,
      pickup: { ...form.pickup, text: 'Ruiru' },
    });
  });

  it('moves a date now past to today, keeping the time', () => {
    const store = memoryStore();
    saveLastSearch(store, { ...form, date: '2026-11-19' }, new Date('2026-11-18T12:00:00Z'));
    const restored = initialSearchForm(readLastSearch(store), now);
    expect(restored.date).toBe('2026-11-21');
    expect(restored.time).toBe('07:00');
  });

  it('starts empty, at the default departure, when nothing usable is stored', () => {
    const empty = {
      pickup: { text: '', point: null },
      destination: { text: '', point: null },
      date: '2026-11-22',
      time: '08:00',
    };
    expect(initialSearchForm(readLastSearch(memoryStore()), now)).toEqual(empty);
    expect(initialSearchForm(readLastSearch(null), now)).toEqual(empty);
    for (const raw of ['not json', 'null', '{"pickup":1}', '[]']) {
      const store = memoryStore();
      store.items.set(LAST_SEARCH_KEY, raw);
      expect(initialSearchForm(readLastSearch(store), now)).toEqual(empty);
    }
  });

  it('ignores a stored point that is not a point, and an impossible date', () => {
    const store = memoryStore();
    store.items.set(
      LAST_SEARCH_KEY,
      JSON.stringify({
        pickup: 'Ruiru',
        destination: 'CBD',
        date: 'soon',
        time: '07:00',
        timestamp: 1,
        pickupPoint: { latitude: 'x', longitude: 36 },
      }),
    );
    const restored = initialSearchForm(readLastSearch(store), now);
    expect(restored.pickup).toEqual({ text: 'Ruiru', point: null });
    expect(restored.date).toBe('2026-11-22');
    expect(restored.time).toBe('08:00');
  });

  it('does not fail when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveLastSearch(refusing, form, now)).not.toThrow();
    expect(readLastSearch(refusing)).toBeNull();
  });
});
