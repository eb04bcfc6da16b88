import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  COLOUR_MESSAGE,
  MAKE_MESSAGE,
  MODEL_MESSAGE,
  PLATE_MESSAGE,
  SEATS_MESSAGE,
  YEAR_MESSAGE,
} from '../../../shared/schemas/vehicles';
import {
  newestVehicleYear,
  OLDEST_VEHICLE_YEAR,
  SEATING_CAPACITIES,
} from '../../../shared/vehicle-catalogue';

// The form checks with the server's schema, whose messages are English (src/shared/schemas);
// the web shows each in the language on screen, from its own messages with the same words.

const oldest = OLDEST_VEHICLE_YEAR;
const newest = newestVehicleYear();
const choices = SEATING_CAPACITIES.join(', ');

const FIELD_MESSAGES = new Map<string, MessageDescriptor>([
  [PLATE_MESSAGE, msg`Enter a Kenyan number plate such as KAA 123B.`],
  [YEAR_MESSAGE, msg`Enter a year from ${oldest} to ${newest}.`],
  [SEATS_MESSAGE, msg`Choose the seats from the list: ${choices}.`],
  [MAKE_MESSAGE, msg`Choose the make from the list.`],
  [MODEL_MESSAGE, msg`Choose a model of this make from the list.`],
  [COLOUR_MESSAGE, msg`Enter the colour of the vehicle.`],
]);

/** A field's message in the language on screen (any other text as it is). */
export function fieldMessage(i18n: I18n, text: string): string {
  const message = FIELD_MESSAGES.get(text);
  return message ? i18n._(message) : text;
}
