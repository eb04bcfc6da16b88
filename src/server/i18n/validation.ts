import type { Language } from '../../shared/language.ts';
import { isUserFacing } from '../../shared/user-facing.ts';
import { type MessageKey, translate } from './messages.ts';
import { VALIDATION_EN } from './validation-en.ts';

/**
 * A schema's complaint as zod reports it (a route schema's, through fastify-type-provider-zod's
 * `keyword`/`params`, or `parseWith`'s): its code, the field's path, zod's English message and
 * the code's parameters (`minimum`, `origin`, `format`, `values`, …).
 */
export interface ValidationIssue {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  [parameter: string]: unknown;
}

/** The schemas' own English messages (`field_*` in validation-en.ts), by their text. */
const FIELD_TEXTS = new Map<string, MessageKey>(
  Object.entries(VALIDATION_EN)
    .filter(([key]) => key.startsWith('field_'))
    .map(([key, text]) => [text, key as MessageKey]),
);

/**
 * An English text written for people (a schema's message such as 'Please enter your full
 * name') in a language: its translation when the tables have it, else the English as it is.
 */
export function textIn(language: Language, english: string): string {
  if (language === 'en') return english;
  const key = FIELD_TEXTS.get(english);
  return key ? translate(language, key) : english;
}

/**
 * A schema's first complaint as the answer's message: `field: rule`, or the text alone when it
 * was written for people (`userFacing`) or names no field. English is zod's or the schema's own
 * text, unchanged; another language finds the schema's message in the tables, else words the
 * rule from the issue's code and parameters.
 */
export function validationMessageIn(
  language: Language,
  issue: ValidationIssue | undefined,
): string {
  const field = issue?.path.map(String).join('.') ?? '';
  const english = issue?.message ?? 'Invalid request';
  let text = english;
  if (language !== 'en') {
    const known = FIELD_TEXTS.get(english);
    if (known) text = translate(language, known);
    else if (issue) text = translate(language, ...ruleOf(issue));
    else text = translate(language, 'invalid_request');
  }
  return isUserFacing(english) || !field ? text : `${field}: ${text}`;
}

type Rule = [key: MessageKey, values: Record<string, unknown>];

/** The size units zod counts for these origins (characters, bytes, items, entries). */
const SIZED = new Set(['string', 'file', 'array', 'set', 'map']);

/** The rule an issue broke, as a `rule_*` message and its values (zod/v4/locales/en's cases). */
export function ruleOf(issue: ValidationIssue): Rule {
  const origin = typeof issue.origin === 'string' ? issue.origin : 'value';
  const comparison = issue.exact ? 'exact' : issue.inclusive ? 'inclusive' : 'other';
  switch (issue.code) {
    case 'invalid_type': {
      const received = /, received (\S+)$/.exec(issue.message)?.[1];
      const expected = String(issue.expected);
      if (received === 'undefined') return ['rule_required', { expected }];
      if (received) return ['rule_invalid_type', { expected, received }];
      return ['rule_invalid', {}];
    }
    case 'invalid_value': {
      const values = Array.isArray(issue.values) ? issue.values : [];
      return values.length === 1
        ? ['rule_invalid_literal', { value: shown(values[0]) }]
        : ['rule_invalid_option', { values: values.map(shown).join('|') }];
    }
    case 'too_small':
      return [
        SIZED.has(origin) ? 'rule_too_small_size' : 'rule_too_small',
        { origin, comparison, minimum: String(issue.minimum) },
      ];
    case 'too_big':
      return [
        SIZED.has(origin) ? 'rule_too_big_size' : 'rule_too_big',
        { origin, comparison, maximum: String(issue.maximum) },
      ];
    case 'invalid_format':
      switch (issue.format) {
        case 'starts_with':
          return ['rule_starts_with', { prefix: String(issue.prefix) }];
        case 'ends_with':
          return ['rule_ends_with', { suffix: String(issue.suffix) }];
        case 'includes':
          return ['rule_includes', { includes: String(issue.includes) }];
        case 'regex':
          return ['rule_pattern', { pattern: String(issue.pattern) }];
        default:
          return ['rule_format', { format: String(issue.format) }];
      }
    case 'not_multiple_of':
      return ['rule_multiple_of', { divisor: String(issue.divisor) }];
    case 'unrecognized_keys': {
      const keys = Array.isArray(issue.keys) ? issue.keys : [];
      return ['rule_unrecognized_keys', { count: keys.length, keys: keys.map(shown).join(', ') }];
    }
    case 'invalid_key':
      return ['rule_invalid_key', { origin }];
    case 'invalid_element':
      return ['rule_invalid_element', { origin }];
    case 'invalid_union': {
      const options = Array.isArray(issue.options) ? issue.options : [];
      if (options.length > 0) {
        return ['rule_discriminator', { options: options.map((o) => `'${o}'`).join(' | ') }];
      }
      return [issue.inclusive === false ? 'rule_ambiguous' : 'rule_invalid', {}];
    }
    default:
      return ['rule_invalid', {}];
  }
}

/** A value as zod's messages show it: strings quoted, bigints with their `n`. */
function shown(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'string') return `"${value}"`;
  return String(value);
}
