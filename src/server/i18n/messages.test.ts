import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../shared/errors/format-message.ts';
import { ERRORS } from '../../shared/errors/index.ts';
import { LANGUAGES } from '../../shared/language.ts';
import { MESSAGES, type MessageKey, translate } from './messages.ts';
import { SMS_EN } from './sms-en.ts';
import { USSD_EN } from './ussd-en.ts';
import { VALIDATION_EN } from './validation-en.ts';

// The server's table of messages (API errors, validation, SMS): every key in both languages,
// the same ICU arguments in each, and every message formats with values of each kind.

interface Argument {
  name: string;
  kind: string;
  /** The branches of a plural or select: `one`, `other`, `=0`, `deactivate`, … */
  keys: string[];
}

function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in "${text}"`);
}

function branchesOf(text: string): Map<string, string> {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const end = closingBrace(text, open);
    branches.set(text.slice(i, open).trim(), text.slice(open + 1, end));
    i = end + 1;
  }
  return branches;
}

/** Every ICU argument of a message, those inside plural and select branches included. */
function argumentsOf(text: string): Argument[] {
  const found: Argument[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '{') continue;
    const end = closingBrace(text, i);
    const [name = '', kind = 'plain', ...rest] = text.slice(i + 1, end).split(',');
    const argument = { name: name.trim(), kind: kind.trim(), keys: [] as string[] };
    if (argument.kind === 'plural' || argument.kind === 'select') {
      const branches = branchesOf(rest.join(','));
      argument.keys = [...branches.keys()];
      for (const branch of branches.values()) found.push(...argumentsOf(branch));
    }
    found.push(argument);
    i = end;
  }
  return found;
}

const namesOf = (text: string) => [...new Set(argumentsOf(text).map((a) => a.name))].sort();

/**
 * Values to format a message with, derived from its arguments: each count a plural or number
 * may meet (0, 1, 2, a thousands figure), each branch of a select and one it does not name,
 * and a word for a plain argument. Every combination, so every branch is formatted.
 */
function sampleValues(texts: string[]): Record<string, unknown>[] {
  const candidates = new Map<string, unknown[]>();
  for (const argument of texts.flatMap(argumentsOf)) {
    const known = candidates.get(argument.name) ?? [];
    if (argument.kind === 'plural' || argument.kind === 'number') known.push(0, 1, 2, 1234);
    else if (argument.kind === 'select') known.push(...argument.keys, 'something else');
    else known.push('Ruiru');
    candidates.set(argument.name, [...new Set(known)]);
  }
  let combinations: Record<string, unknown>[] = [{}];
  for (const [name, values] of candidates) {
    combinations = combinations.flatMap((partial) =>
      values.map((value) => ({ ...partial, [name]: value })),
    );
  }
  return combinations;
}

const keys = Object.keys(MESSAGES.en) as MessageKey[];

describe("the server's messages", () => {
  it('have every key in English and in Kiswahili, none empty', () => {
    expect(Object.keys(MESSAGES.sw).sort()).toEqual([...keys].sort());
    for (const language of LANGUAGES) {
      for (const key of keys) {
        expect(MESSAGES[language][key]?.trim(), `${language} ${key}`).toBeTruthy();
      }
    }
  });

  it('keep the areas apart: no key is both an error code, a validation message, an SMS or a USSD screen', () => {
    const areas = [
      Object.keys(ERRORS),
      Object.keys(VALIDATION_EN),
      Object.keys(SMS_EN),
      Object.keys(USSD_EN),
    ];
    const all = areas.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(keys.length).toBe(all.length);
  });

  it('say every error and validation message in Kiswahili, not in English again', () => {
    for (const key of [...Object.keys(ERRORS), ...Object.keys(VALIDATION_EN)] as MessageKey[]) {
      expect(MESSAGES.sw[key], key).not.toBe(MESSAGES.en[key]);
    }
  });

  it.each(keys)('%s has the same ICU arguments in both languages', (key) => {
    const english = MESSAGES.en[key];
    const kiswahili = MESSAGES.sw[key];
    expect(namesOf(kiswahili)).toEqual(namesOf(english));
    const swahiliArguments = argumentsOf(kiswahili);
    for (const plural of argumentsOf(english).filter((a) => a.kind === 'plural')) {
      const translated = swahiliArguments.filter(
        (a) => a.name === plural.name && a.kind === 'plural',
      );
      expect(translated.length, `${plural.name} is a plural in Kiswahili too`).toBeGreaterThan(0);
      for (const branch of translated) {
        // Kiswahili counts like English: one and other (CLDR), and every exact case kept.
        const needed = new Set(['other', ...plural.keys]);
        if (plural.keys.includes('one')) needed.add('one');
        for (const k of needed) expect(branch.keys, `${plural.name} ${k}`).toContain(k);
      }
    }
    for (const branching of swahiliArguments.filter((a) => a.keys.length > 0)) {
      expect(branching.keys, `${branching.name} has an other branch`).toContain('other');
    }
  });

  it.each(keys)('%s formats in both languages with sample values', (key) => {
    const samples = sampleValues([MESSAGES.en[key], MESSAGES.sw[key]]);
    for (const values of samples) {
      for (const language of LANGUAGES) {
        const text = translate(language, key, values);
        expect(text.trim(), `${language} ${JSON.stringify(values)}`).not.toBe('');
        expect(text, `${language} ${JSON.stringify(values)}`).not.toMatch(/[{}]/);
        if (!MESSAGES[language][key].includes('undefined')) expect(text).not.toContain('undefined');
      }
    }
  });

  it('formats the Kiswahili of plurals, numbers and selects', () => {
    expect(translate('sw', 'insufficient_seats', { availableSeats: 1 })).toBe(
      'Samahani, viti havitoshi: kimebaki kiti 1 tu kwenye safari hii.',
    );
    expect(translate('sw', 'insufficient_seats', { availableSeats: 3 })).toBe(
      'Samahani, viti havitoshi: vimebaki viti 3 tu kwenye safari hii.',
    );
    expect(translate('sw', 'insufficient_tokens', { total: 12500 })).toBe(
      'Tokeni hazitoshi: unahitaji kulipa KSh 12,500. Tafadhali ongeza salio kisha ujaribu tena.',
    );
    expect(translate('sw', 'wrong_boarding_code', { triesLeft: 0 })).toBe(
      'Msimbo huo wa kupanda si sahihi. Hakuna jaribio lililobaki.',
    );
    expect(
      translate('sw', 'vehicle_in_use', { rides: 3, withPassengers: 2, action: 'deactivate' }),
    ).toBe(
      'Gari hili linatumika kwa safari 3 zijazo, 2 zikiwa na abiria waliohifadhi viti. Ghairi safari hizo kwanza, kisha lizime.',
    );
    expect(translate('sw', 'saved_place_label_taken', { label: 'Home' })).toContain('Nyumbani');
    expect(translate('sw', 'saved_place_label_taken', { label: 'Gym' })).toContain('Gym');
    expect(translate('en', 'ride_not_found')).toBe('This ride does not exist.');
  });
});

describe('the test helpers', () => {
  it('find arguments inside branches, with their kinds and branches', () => {
    expect(argumentsOf('{n, plural, one {# for {name}} other {#}} {x, number}')).toEqual([
      { name: 'name', kind: 'plain', keys: [] },
      { name: 'n', kind: 'plural', keys: ['one', 'other'] },
      { name: 'x', kind: 'number', keys: [] },
    ]);
    const message = '{a} {b, select, x {y} other {z}}';
    expect(sampleValues([message]).map((values) => formatMessage(message, values))).toEqual([
      'Ruiru y',
      'Ruiru z',
      'Ruiru z',
    ]);
    expect(sampleValues(['{b, select, x {y} other {z}}']).map((v) => v.b)).toEqual([
      'x',
      'other',
      'something else',
    ]);
  });
});
