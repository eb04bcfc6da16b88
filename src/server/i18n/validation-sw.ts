import { formatKsh } from '../../shared/format-money.ts';
import { MAX_REASON_LENGTH, MIN_REASON_LENGTH, NATIONAL_ID } from '../../shared/rules/documents.ts';
import { MAX_PAYOUT, MIN_PAYOUT } from '../../shared/rules/payouts.ts';
import { MAX_SEATS_PER_BOOKING, PLACE_QUERY_LENGTH } from '../../shared/rules/rides.ts';
import { MAX_EMERGENCY_CONTACTS } from '../../shared/rules/trips.ts';
import { MAX_TOP_UP, MAX_TRANSFER, MIN_TOP_UP, MIN_TRANSFER } from '../../shared/rules/wallet.ts';
import { YEAR_MESSAGE } from '../../shared/schemas/vehicles.ts';
import { SEATING_CAPACITIES } from '../../shared/vehicle-catalogue.ts';
import type { VALIDATION_EN } from './validation-en.ts';

/** The years the vehicle rule names, as it named them when it was built. */
const [OLDEST_YEAR, NEWEST_YEAR] = YEAR_MESSAGE.match(/\d{4}/g) ?? [];
const kenyan = (n: number) => n.toLocaleString('en-KE');

/** A zod type name (`string`, `int`, …) in Kiswahili; names we do not know stay as they are. */
const typeName = (argument: string) =>
  `{${argument}, select, string {maandishi} number {nambari} int {nambari kamili} boolean {true au false} bigint {nambari kamili} array {orodha} object {object ya JSON} date {tarehe} null {null} NaN {NaN} other {{${argument}}}}`;

/** How many of what: characters of text, bytes of a file, items of a list. */
const amount = (argument: string) =>
  `{origin, select, string {herufi {${argument}}} file {baiti {${argument}}} other {{${argument}, plural, one {kipengele #} other {vipengele #}}}}`;

/** The Kiswahili of every validation message (English: validation-en.ts), same ICU arguments. */
export const VALIDATION_SW: Record<keyof typeof VALIDATION_EN, string> = {
  field_phone_required: 'Nambari ya simu inahitajika na lazima iwe maandishi',
  field_phone_invalid: 'Nambari ya simu ya Kenya si sahihi',
  field_otp_incomplete: 'Tafadhali weka msimbo kamili wa tarakimu 5',
  field_full_name_required: 'Tafadhali weka jina lako kamili',
  field_national_id_required: 'Tafadhali weka nambari ya Kitambulisho chako cha Taifa',
  field_gender_required: 'Tafadhali chagua jinsia yako',
  field_email_invalid: 'Tafadhali weka barua pepe sahihi',
  field_vehicle_required: 'Tafadhali chagua gari',
  field_plate: 'Weka nambari ya gari ya Kenya kama KAA 123B.',
  field_year: `Weka mwaka kuanzia ${OLDEST_YEAR} hadi ${NEWEST_YEAR}.`,
  field_seats: `Chagua idadi ya viti kutoka kwenye orodha: ${SEATING_CAPACITIES.join(', ')}.`,
  field_make: 'Chagua aina ya gari kutoka kwenye orodha.',
  field_model: 'Chagua modeli ya aina hii kutoka kwenye orodha.',
  field_colour: 'Weka rangi ya gari.',
  field_rejection_reason: `Tafadhali andika sababu yenye herufi ${MIN_REASON_LENGTH} hadi ${MAX_REASON_LENGTH}.`,
  field_top_up_amount: `Tafadhali weka kiasi sahihi: tokeni kamili kuanzia ${MIN_TOP_UP} hadi ${kenyan(MAX_TOP_UP)}.`,
  field_transfer_amount: `Tafadhali weka kiasi sahihi: tokeni kamili kuanzia ${MIN_TRANSFER} hadi ${kenyan(MAX_TRANSFER)}.`,

  field_ride_id: 'lazima kiwe kitambulisho cha safari',
  field_booking_id: 'lazima kiwe kitambulisho cha nafasi uliyohifadhi',
  field_vehicle_id: 'lazima kiwe kitambulisho cha gari',
  field_document_id: 'lazima kiwe kitambulisho cha hati',
  field_upload_id: 'lazima kiwe kitambulisho cha faili lililopakiwa',
  field_transaction_id: 'lazima kiwe kitambulisho cha muamala',
  field_incident_id: 'lazima kiwe kitambulisho cha tukio',
  field_dispute_id: 'lazima kiwe kitambulisho cha malalamiko',
  field_notification_id: 'lazima kiwe kitambulisho cha arifa',
  field_id: 'lazima kiwe kitambulisho',
  field_date_time: 'lazima iwe tarehe na saa ya ISO kama 2026-11-23T07:30:00+03:00',
  field_date: 'lazima iwe tarehe kama 2026-12-24',
  field_before_year_9999: 'lazima iwe kabla ya Desemba 9999',
  field_not_empty: 'isiwe tupu',
  field_book_one_seat: 'hifadhi angalau kiti 1',
  field_seats_per_booking: `viti visizidi ${MAX_SEATS_PER_BOOKING} kwa nafasi moja`,
  field_custom_pickup: 'mahali pa kuchukuliwa ulipochagua panahitaji latitudo, longitudo na anwani',
  field_place_query: `andika angalau herufi ${PLACE_QUERY_LENGTH.min}`,
  field_payout_minimum: `toa angalau ${formatKsh(MIN_PAYOUT)}`,
  field_payout_maximum: `toa pesa zisizozidi ${formatKsh(MAX_PAYOUT)} kwa wakati mmoja`,
  field_repeat_days: 'chagua angalau siku moja',
  field_push_endpoint: 'lazima iwe anwani ya huduma ya arifa',
  field_push_key: 'lazima uwe ufunguo wa kivinjari',
  field_push_secret: 'lazima iwe siri ya kivinjari',
  field_national_id_too_long: 'Nambari ya Kitambulisho cha Taifa ni ndefu mno',
  field_document_type: `lazima iwe '${NATIONAL_ID}'`,
  field_length_8_to_100: 'lazima iwe na herufi 8 hadi 100',
  field_boarding_code: 'lazima uwe msimbo wa kupanda wa tarakimu 4',
  field_emergency_contacts: `watu wasiozidi ${MAX_EMERGENCY_CONTACTS} wa kuwasiliana nao wakati wa dharura`,
  field_upload_link: 'Kiungo hiki cha kupakia si sahihi.',
  field_photo_link: 'Kiungo hiki cha picha si sahihi.',

  rule_required: `Inahitajika (${typeName('expected')})`,
  rule_invalid_type: `Aina si sahihi: inatakiwa ${typeName('expected')}, imepokelewa ${typeName('received')}`,
  rule_invalid_literal: 'Thamani si sahihi: inatakiwa {value}',
  rule_invalid_option: 'Chaguo si sahihi: chagua mojawapo ya {values}',
  rule_too_small_size: `{origin, select, string {Fupi mno} other {Chache mno}}: {comparison, select, exact {lazima iwe na ${amount('minimum')} kamili} inclusive {lazima iwe na angalau ${amount('minimum')}} other {lazima iwe na zaidi ya ${amount('minimum')}}}`,
  rule_too_small: `Ndogo mno: ${typeName('origin')} {comparison, select, exact {lazima iwe {minimum} kamili} inclusive {lazima iwe angalau {minimum}} other {lazima iwe zaidi ya {minimum}}}`,
  rule_too_big_size: `{origin, select, string {Ndefu mno} other {Nyingi mno}}: {comparison, select, exact {lazima iwe na ${amount('maximum')} kamili} inclusive {isizidi ${amount('maximum')}} other {lazima iwe na chini ya ${amount('maximum')}}}`,
  rule_too_big: `Kubwa mno: ${typeName('origin')} {comparison, select, exact {lazima iwe {maximum} kamili} inclusive {isizidi {maximum}} other {lazima iwe chini ya {maximum}}}`,
  rule_starts_with: 'Maandishi si sahihi: lazima yaanze na "{prefix}"',
  rule_ends_with: 'Maandishi si sahihi: lazima yaishe na "{suffix}"',
  rule_includes: 'Maandishi si sahihi: lazima yawe na "{includes}"',
  rule_pattern: 'Maandishi si sahihi: lazima yalingane na muundo {pattern}',
  rule_format:
    '{format, select, email {Barua pepe si sahihi} url {Anwani ya wavuti (URL) si sahihi} uuid {Kitambulisho (UUID) si sahihi} guid {Kitambulisho (GUID) si sahihi} datetime {Tarehe na saa (ISO) si sahihi} date {Tarehe (ISO) si sahihi} time {Saa (ISO) si sahihi} duration {Muda (ISO) si sahihi} ipv4 {Anwani ya IPv4 si sahihi} ipv6 {Anwani ya IPv6 si sahihi} base64 {Maandishi ya base64 si sahihi} base64url {Maandishi ya base64url si sahihi} json_string {Maandishi ya JSON si sahihi} e164 {Nambari ya E.164 si sahihi} jwt {JWT si sahihi} other {Muundo wa {format} si sahihi}}',
  rule_multiple_of: 'Nambari si sahihi: lazima igawanyike kwa {divisor}',
  rule_unrecognized_keys:
    '{count, plural, one {Sehemu isiyojulikana} other {Sehemu zisizojulikana}}: {keys}',
  rule_invalid_key: 'Ufunguo si sahihi ndani ya {origin}',
  rule_invalid_element: 'Thamani si sahihi ndani ya {origin}',
  rule_discriminator: 'Aina si sahihi. Inatakiwa {options}',
  rule_ambiguous: 'Thamani si sahihi: inalingana na zaidi ya chaguo moja',
  rule_invalid: 'Thamani si sahihi',
};
