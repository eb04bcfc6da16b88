import { t } from '@lingui/core/macro';
import { NAIROBI_CBD } from '../../../shared/constants';
import type { Location } from '../../../shared/schemas/rides';

/** A place offered as a one-tap choice in the location picker. */
export interface BuiltInPlace extends Location {
  /** The short name on its button. */
  name: string;
}

/**
 * The specification's six built-in places (§8, §9): Nairobi CBD, the main international
 * airport, Westlands, Karen, Gigiri and Kasarani. Names and points are the ones the product's
 * place search answers for them (src/server/features/places/landmarks.ts), so a ride created
 * from a quick pick is found by a passenger who searched the same place by name.
 */
export const BUILT_IN_PLACES: readonly BuiltInPlace[] = [
  {
    name: 'Nairobi CBD',
    address: 'Nairobi CBD (Kencom)',
    latitude: -1.28549,
    longitude: 36.82528,
  },
  {
    name: 'JKIA',
    address: 'JKIA (Jomo Kenyatta International Airport), Nairobi',
    latitude: -1.31924,
    longitude: 36.92776,
  },
  { name: 'Westlands', address: 'Westlands, Nairobi', latitude: -1.26549, longitude: 36.80277 },
  { name: 'Karen', address: 'Karen, Nairobi', latitude: -1.32257, longitude: 36.70669 },
  {
    name: 'Gigiri',
    address: 'Gigiri (UN Complex), Nairobi',
    latitude: -1.23362,
    longitude: 36.81462,
  },
  {
    name: 'Kasarani',
    address: 'Kasarani (Moi International Sports Centre), Nairobi',
    latitude: -1.22155,
    longitude: 36.89377,
  },
];

/**
 * Where the picker puts you when the device cannot say where it is (specification §8); its
 * address in the language on screen when it is read.
 */
export const GPS_FALLBACK: Location = {
  get address() {
    return t`Nairobi CBD, Kenya (GPS not available)`;
  },
  latitude: NAIROBI_CBD.latitude,
  longitude: NAIROBI_CBD.longitude,
};
