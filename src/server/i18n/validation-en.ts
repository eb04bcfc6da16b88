import {
  EMAIL_INVALID,
  FULL_NAME_REQUIRED,
  GENDER_REQUIRED,
  NATIONAL_ID_REQUIRED,
  OTP_INCOMPLETE_MESSAGE,
} from '../../shared/auth-messages.ts';
import { formatKsh } from '../../shared/format-money.ts';
import { PHONE_INVALID_MESSAGE, PHONE_REQUIRED_MESSAGE } from '../../shared/phone.ts';
import { NATIONAL_ID, REJECTION_REASON_MESSAGE } from '../../shared/rules/documents.ts';
import { MAX_PAYOUT, MIN_PAYOUT } from '../../shared/rules/payouts.ts';
import { MAX_SEATS_PER_BOOKING, PLACE_QUERY_LENGTH } from '../../shared/rules/rides.ts';
import { MAX_EMERGENCY_CONTACTS } from '../../shared/rules/trips.ts';
import { TOP_UP_AMOUNT_MESSAGE, TRANSFER_AMOUNT_MESSAGE } from '../../shared/rules/wallet.ts';
import {
  COLOUR_MESSAGE,
  MAKE_MESSAGE,
  MODEL_MESSAGE,
  PLATE_MESSAGE,
  SEATS_MESSAGE,
  YEAR_MESSAGE,
} from '../../shared/schemas/vehicles.ts';

/**
 * How the server words a request its schema refused (English).
 *
 * `field_*`: the schemas' own messages, word for word (the specification's user-facing texts
 * and the rules a schema states for one field); an answer in another language finds its
 * translation by this English text. `rule_*`: zod's own messages, by issue code, in ICU form;
 * English answers keep zod's text as it is, other languages word the same rule from the issue's
 * code and parameters (src/server/i18n/validation.ts).
 */
export const VALIDATION_EN = {
  // The specification's user-facing texts (`userFacing(...)`): answered without a field name.
  field_phone_required: PHONE_REQUIRED_MESSAGE,
  field_phone_invalid: PHONE_INVALID_MESSAGE,
  field_otp_incomplete: OTP_INCOMPLETE_MESSAGE,
  field_full_name_required: FULL_NAME_REQUIRED,
  field_national_id_required: NATIONAL_ID_REQUIRED,
  field_gender_required: GENDER_REQUIRED,
  field_email_invalid: EMAIL_INVALID,
  field_vehicle_required: 'Please select a vehicle',
  field_plate: PLATE_MESSAGE,
  field_year: YEAR_MESSAGE,
  field_seats: SEATS_MESSAGE,
  field_make: MAKE_MESSAGE,
  field_model: MODEL_MESSAGE,
  field_colour: COLOUR_MESSAGE,
  field_rejection_reason: REJECTION_REASON_MESSAGE,
  field_top_up_amount: TOP_UP_AMOUNT_MESSAGE,
  field_transfer_amount: TRANSFER_AMOUNT_MESSAGE,

  // The rules schemas state for one field: answered after the field's name.
  field_ride_id: 'must be a ride id',
  field_booking_id: 'must be a booking id',
  field_vehicle_id: 'must be a vehicle id',
  field_document_id: 'must be a document id',
  field_upload_id: 'must be an upload id',
  field_transaction_id: 'must be a transaction id',
  field_incident_id: 'must be an incident id',
  field_dispute_id: 'must be a dispute id',
  field_notification_id: 'must be a notification id',
  field_id: 'must be an id',
  field_date_time: 'must be an ISO date-time such as 2026-11-23T07:30:00+03:00',
  field_date: 'must be a date such as 2026-12-24',
  field_before_year_9999: 'must be before December 9999',
  field_not_empty: 'must not be empty',
  field_book_one_seat: 'book at least 1 seat',
  field_seats_per_booking: `at most ${MAX_SEATS_PER_BOOKING} seats per booking`,
  field_custom_pickup: 'a custom pickup needs its latitude, longitude and address',
  field_place_query: `type at least ${PLACE_QUERY_LENGTH.min} characters`,
  field_payout_minimum: `withdraw at least ${formatKsh(MIN_PAYOUT)}`,
  field_payout_maximum: `withdraw at most ${formatKsh(MAX_PAYOUT)} at a time`,
  field_repeat_days: 'choose at least one day',
  field_push_endpoint: 'must be the push service address',
  field_push_key: 'must be the browser key',
  field_push_secret: 'must be the browser secret',
  field_national_id_too_long: 'National ID Number is too long',
  field_document_type: `must be '${NATIONAL_ID}'`,
  field_length_8_to_100: 'must be 8 to 100 characters',
  field_boarding_code: 'must be the 4-digit boarding code',
  field_emergency_contacts: `at most ${MAX_EMERGENCY_CONTACTS} emergency contacts`,
  field_upload_link: 'This upload link is not valid.',
  field_photo_link: 'This photo link is not valid.',

  // zod's messages by issue code (zod/v4/locales/en), the words English answers carry.
  rule_required: 'Invalid input: expected {expected}, received undefined',
  rule_invalid_type: 'Invalid input: expected {expected}, received {received}',
  rule_invalid_literal: 'Invalid input: expected {value}',
  rule_invalid_option: 'Invalid option: expected one of {values}',
  rule_too_small_size:
    'Too small: expected {origin} to have {comparison, select, exact {exactly } inclusive {>=} other {>}}{minimum} {origin, select, string {characters} file {bytes} map {entries} other {items}}',
  rule_too_small:
    'Too small: expected {origin} to be {comparison, select, exact {exactly } inclusive {>=} other {>}}{minimum}',
  rule_too_big_size:
    'Too big: expected {origin} to have {comparison, select, exact {exactly } inclusive {<=} other {<}}{maximum} {origin, select, string {characters} file {bytes} map {entries} other {items}}',
  rule_too_big:
    'Too big: expected {origin} to be {comparison, select, exact {exactly } inclusive {<=} other {<}}{maximum}',
  rule_starts_with: 'Invalid string: must start with "{prefix}"',
  rule_ends_with: 'Invalid string: must end with "{suffix}"',
  rule_includes: 'Invalid string: must include "{includes}"',
  rule_pattern: 'Invalid string: must match pattern {pattern}',
  rule_format:
    'Invalid {format, select, email {email address} url {URL} uuid {UUID} guid {GUID} datetime {ISO datetime} date {ISO date} time {ISO time} duration {ISO duration} ipv4 {IPv4 address} ipv6 {IPv6 address} base64 {base64-encoded string} base64url {base64url-encoded string} json_string {JSON string} e164 {E.164 number} jwt {JWT} other {{format}}}',
  rule_multiple_of: 'Invalid number: must be a multiple of {divisor}',
  rule_unrecognized_keys: 'Unrecognized {count, plural, one {key} other {keys}}: {keys}',
  rule_invalid_key: 'Invalid key in {origin}',
  rule_invalid_element: 'Invalid value in {origin}',
  rule_discriminator: 'Invalid discriminator value. Expected {options}',
  rule_ambiguous: 'Invalid input: more than one option matched',
  rule_invalid: 'Invalid input',
} as const;
