import { formatMessage } from '../../shared/errors/format-message.ts';
import { ERRORS, type ErrorCode } from '../../shared/errors/index.ts';
import type { Language } from '../../shared/language.ts';
import { SMS_EN } from './sms-en.ts';
import { SMS_SW } from './sms-sw.ts';
import { SW_ERRORS } from './sw-errors.ts';
import { USSD_EN } from './ussd-en.ts';
import { USSD_SW } from './ussd-sw.ts';
import { VALIDATION_EN } from './validation-en.ts';
import { VALIDATION_SW } from './validation-sw.ts';

// Every text the server writes for people (API errors and validation messages, SMS,
// notifications, USSD screens), one table per language, in ICU MessageFormat. English errors are the
// specification's words, kept beside their statuses in src/shared/errors; each area's Kiswahili
// is typed against its English, so a key without its translation does not compile.

const ENGLISH_ERRORS = Object.fromEntries(
  Object.entries(ERRORS).map(([code, error]) => [code, error.message]),
) as Record<ErrorCode, string>;

export type MessageKey =
  | ErrorCode
  | keyof typeof VALIDATION_EN
  | keyof typeof SMS_EN
  | keyof typeof USSD_EN;

export const MESSAGES: Record<Language, Record<MessageKey, string>> = {
  en: { ...ENGLISH_ERRORS, ...VALIDATION_EN, ...SMS_EN, ...USSD_EN },
  sw: { ...SW_ERRORS, ...VALIDATION_SW, ...SMS_SW, ...USSD_SW },
};

/** A server message in a language, its ICU placeholders filled from `values`. */
export function translate(
  language: Language,
  key: MessageKey,
  values: Record<string, unknown> = {},
): string {
  return formatMessage(MESSAGES[language][key], values);
}
