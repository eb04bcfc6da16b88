import { AUTH_ERRORS } from './auth.ts';
import { COMMON_ERRORS } from './common.ts';
import { COMMUTE_ERRORS } from './commute.ts';
import { DOCUMENT_ERRORS } from './documents.ts';
import { formatMessage } from './format-message.ts';
import { MONEY_ERRORS } from './money.ts';
import { PHOTO_ERRORS } from './photos.ts';
import { PLACE_ERRORS } from './places.ts';
import { RIDE_ERRORS } from './rides.ts';
import { TRIP_ERRORS } from './trips.ts';
import { VEHICLE_ERRORS } from './vehicles.ts';

// Every error the API answers, `{code, message, ...data}`: the code is stable and is what the web
// app acts on; the message is the English text (the specification's words), one table per area.

export const ERROR_AREAS = {
  common: COMMON_ERRORS,
  auth: AUTH_ERRORS,
  rides: RIDE_ERRORS,
  trips: TRIP_ERRORS,
  money: MONEY_ERRORS,
  documents: DOCUMENT_ERRORS,
  vehicles: VEHICLE_ERRORS,
  photos: PHOTO_ERRORS,
  places: PLACE_ERRORS,
  commute: COMMUTE_ERRORS,
} as const;

export const ERRORS = {
  ...COMMON_ERRORS,
  ...AUTH_ERRORS,
  ...RIDE_ERRORS,
  ...TRIP_ERRORS,
  ...MONEY_ERRORS,
  ...DOCUMENT_ERRORS,
  ...VEHICLE_ERRORS,
  ...PHOTO_ERRORS,
  ...PLACE_ERRORS,
  ...COMMUTE_ERRORS,
};

export type ErrorCode = keyof typeof ERRORS;

/** The English message of an error, its placeholders filled from the error's data. */
export function errorMessage(code: ErrorCode, data: Record<string, unknown> = {}): string {
  return formatMessage(ERRORS[code].message, data);
}
