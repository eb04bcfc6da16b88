import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { HOME_MODE_KEY } from '../../lib/storage-keys';

/** The home screen's two modes (specification document 2 §4): switched freely. */
export type HomeMode = 'passenger' | 'driver';

export const HOME_MODES: readonly { value: HomeMode; label: MessageDescriptor }[] = [
  { value: 'passenger', label: msg`Passenger` },
  { value: 'driver', label: msg`Driver` },
];

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The remembered mode; passenger when none was kept or the storage cannot be read. */
export function readHomeMode(store: KeyValueStore | null): HomeMode {
  try {
    return store?.getItem(HOME_MODE_KEY) === 'driver' ? 'driver' : 'passenger';
  } catch {
    return 'passenger';
  }
}

export function saveHomeMode(store: KeyValueStore | null, mode: HomeMode): void {
  try {
    store?.setItem(HOME_MODE_KEY, mode);
  } catch {
    // Full or refused storage: the mode still switches, it is just not remembered.
  }
}
