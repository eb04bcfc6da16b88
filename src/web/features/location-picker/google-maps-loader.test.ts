import { describe, expect, it } from 'vitest';
import {
  createMapsLoader,
  type GoogleMapsApi,
  type MapsLoaderDeps,
  mapsKeyFrom,
  mapsScriptUrl,
} from './google-maps-loader';

const api = { maps: {} } as GoogleMapsApi;

/** A loader whose page, key answer and script are stand-ins that record what happened. */
function loader(
  options: { enabled: boolean; answer?: unknown; script?: 'loads' | 'fails' | 'hangs' } = {
    enabled: true,
  },
) {
  const scripts: string[] = [];
  let keyAsks = 0;
  let refuseKey: () => void = () => {};
  const deps: MapsLoaderDeps = {
    mapsEnabled: () => options.enabled,
    fetchKey: async () => {
      keyAsks += 1;
      return options.answer ?? { googleApiKey: 'AIza-key' };
    },
    addScript(src, ready, failed) {
      scripts.push(src);
      refuseKey = failed;
      if (options.script === 'fails') setTimeout(failed, 0);
      else if (options.script !== 'hangs') setTimeout(ready, 0);
    },
    api: () => api,
    timeoutMs: 50,
  };
  return {
    maps: createMapsLoader(deps),
    scripts,
    keyAsks: () => keyAsks,
    refuseKey: () => refuseKey(),
  };
}

describe('the Google Maps loader', () => {
  it('loads nothing, and asks for no key, without a maps key (the drawn map)', async () => {
    const t = loader({ enabled: false });
    expect(await t.maps.load()).toBeNull();
    expect(t.keyAsks()).toBe(0);
    expect(t.scripts).toEqual([]);
  });

  it('loads the Maps JavaScript once, for Kenya, with the map alone', async () => {
    const t = loader({ enabled: true, script: 'loads' });
    expect(await t.maps.load()).toBe(api);
    expect(await t.maps.load()).toBe(api);
    expect(t.keyAsks()).toBe(1);
    expect(t.scripts).toEqual([
      'https://maps.googleapis.com/maps/api/js?key=AIza-key&region=KE&language=en&loading=async&callback=__pamojaMapsReady',
    ]);
  });

  it('fails when the script cannot load or does not call back in time, and may try again', async () => {
    const failing = loader({ enabled: true, script: 'fails' });
    await expect(failing.maps.load()).rejects.toThrow('Google Maps failed to load');
    await expect(failing.maps.load()).rejects.toThrow('Google Maps failed to load');
    expect(failing.scripts).toHaveLength(2);
    const hanging = loader({ enabled: true, script: 'hangs' });
    await expect(hanging.maps.load()).rejects.toThrow('Google Maps did not load in time');
  });

  it('tells the map when Google refuses the key after loading', async () => {
    const t = loader({ enabled: true, script: 'loads' });
    let told = 0;
    t.maps.onFailure(() => {
      told += 1;
    });
    await t.maps.load();
    t.refuseKey();
    expect(told).toBe(1);
  });

  it('loads nothing when the server has no key to give', async () => {
    const t = loader({ enabled: true, answer: { googleApiKey: null } });
    expect(await t.maps.load()).toBeNull();
    expect(t.scripts).toEqual([]);
  });

  it('reads the key from every shape of the maps key answer', () => {
    expect(mapsKeyFrom({ googleApiKey: 'a' })).toBe('a');
    expect(mapsKeyFrom({ data: { googleApiKey: 'b' } })).toBe('b');
    expect(mapsKeyFrom({ key: 'c' })).toBe('c');
    expect(mapsKeyFrom(' d ')).toBe('d');
    expect(mapsKeyFrom({ googleApiKey: null })).toBeNull();
    expect(mapsKeyFrom('')).toBeNull();
    expect(mapsKeyFrom(null)).toBeNull();
  });

  it('escapes the key in the script address', () => {
    expect(mapsScriptUrl('a&b', 'cb')).toContain('key=a%26b&');
  });
});
