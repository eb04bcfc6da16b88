import type { LatLng } from '../../../shared/geo.ts';
import type { Language } from '../../../shared/language.ts';
import { translate } from '../../i18n/messages.ts';
import { personIn, placeIn } from '../notifications/notice-text.ts';

export interface SosMessageFacts {
  /** The person who pressed SOS, as their account names them. */
  name: string | null;
  vehicle: { make: string; model: string; color: string; licensePlate: string };
  /** Where they were, or the driver's last position; null when neither is known. */
  position: LatLng | null;
  shareUrl: string;
}

/** Metres are enough to find a car: 5 decimals. */
const coordinate = (value: number) => String(Math.round(value * 1e5) / 1e5);

/**
 * The text to each emergency contact, in two SMS at most: who, which car, where, the live link
 * and what to do, in a language. The name and the vehicle's words are people's own text, so they are cleaned
 * like every label we send (no links, numbers or amounts) and kept short; the plate has been
 * normalised to a Kenyan plate when the vehicle was saved.
 */
export function sosMessage(facts: SosMessageFacts, language: Language): string {
  const { vehicle, position } = facts;
  return translate(language, 'sms.sos', {
    name: personIn(language, facts.name, 'yourContact'),
    car: placeIn(language, `${vehicle.make} ${vehicle.model} ${vehicle.color}`, 'aCar'),
    plate: vehicle.licensePlate,
    located: position ? 'yes' : 'no',
    position: position
      ? `https://maps.google.com/?q=${coordinate(position.latitude)},${coordinate(position.longitude)}`
      : '',
    url: facts.shareUrl,
  });
}
