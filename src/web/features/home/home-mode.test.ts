import { describe, expect, it } from 'vitest';
import { HOME_MODE_KEY } from '../../lib/storage-keys';
import { readHomeMode, saveHomeMode } from './home-mode';

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const refusing = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('the remembered home mode', () => {
  it('starts in passenger mode when nothing was kept', () => {
    expect(readHomeMode(memoryStore())).toBe('passenger');
    expect(readHomeMode(null)).toBe('passenger');
  });

  it('reads back the mode that was chosen', () => {
    const store = memoryStore();
    saveHomeMode(store, 'driver');
    expect(store.getItem(HOME_MODE_KEY)).toBe('driver');
    expect(readHomeMode(store)).toBe('driver');
    saveHomeMode(store, 'passenger');
    expect(readHomeMode(store)).toBe('passenger');
  });

  it('reads anything unknown as passenger mode', () => {
    expect(readHomeMode(memoryStore({ [HOME_MODE_KEY]: 'Driver ' }))).toBe('passenger');
    expect(readHomeMode(memoryStore({ [HOME_MODE_KEY]: '' }))).toBe('passenger');
  });

  it('keeps working when the browser refuses storage', () => {
    expect(readHomeMode(refusing)).toBe('passenger');
    expect(() => saveHomeMode(refusing, 'driver')).not.toThrow();
  });
});
