import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FULL_NAME_REQUIRED } from '../../shared/auth-messages.ts';
import { userFacingMessages } from '../../shared/user-facing.ts';
import { translate } from './messages.ts';
import { ruleOf, textIn, type ValidationIssue, validationMessageIn } from './validation.ts';
import { VALIDATION_EN } from './validation-en.ts';

// Every module of src/shared, so each message written for people (`userFacing`) is registered.
import.meta.glob(['../../shared/**/*.ts', '!../../shared/**/*.test.ts'], { eager: true });

/** zod's first complaint about a value. */
function issueOf(schema: z.ZodType, value: unknown): ValidationIssue {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('the value was valid');
  return parsed.error.issues[0] as unknown as ValidationIssue;
}

/** Complaints of every kind zod has, from the kinds of rules Pamoja's schemas use. */
const ISSUES: [string, z.ZodType, unknown][] = [
  ['missing text', z.string(), undefined],
  ['a number for text', z.string(), 5],
  ['text for a number', z.number(), '5'],
  ['not a whole number', z.number().int(), 1.5],
  ['not a number', z.number(), Number.NaN],
  ['an array for an object', z.object({}), []],
  ['null for a boolean', z.boolean(), null],
  ['text too short', z.string().min(2), 'a'],
  ['text too long', z.string().max(3), 'abcd'],
  ['text of the wrong length', z.string().length(5), 'abc'],
  ['a list too short', z.array(z.string()).min(1), []],
  ['a list too long', z.array(z.string()).max(1), ['a', 'b']],
  ['a number too small', z.number().min(1), 0],
  ['a number not above', z.number().gt(0), 0],
  ['a number too big', z.number().max(10), 11],
  ['a number not below', z.number().lt(10), 10],
  ['an enum', z.enum(['Male', 'Female', 'Other']), 'x'],
  ['a literal', z.literal('National ID'), 'x'],
  ['an e-mail', z.email(), 'no'],
  ['a uuid', z.uuid(), 'no'],
  ['a url', z.url(), 'no'],
  ['a date-time', z.iso.datetime(), 'no'],
  ['a date', z.iso.date(), 'no'],
  ['a pattern', z.string().regex(/^[0-9]+$/), 'no'],
  ['a prefix', z.string().startsWith('KE'), 'no'],
  ['a suffix', z.string().endsWith('B'), 'no'],
  ['a part', z.string().includes('@'), 'no'],
  ['a multiple', z.number().multipleOf(5), 3],
  ['one unknown key', z.strictObject({}), { a: 1 }],
  ['two unknown keys', z.strictObject({}), { a: 1, b: 2 }],
  ['a custom rule', z.string().refine(() => false), 'x'],
];

describe('validation messages', () => {
  it.each(ISSUES)('name the rule of %s as zod says it in English', (_, schema, value) => {
    const issue = issueOf(schema, value);
    expect(translate('en', ...ruleOf(issue))).toBe(issue.message);
  });

  it.each(ISSUES)('word the rule of %s in Kiswahili', (_, schema, value) => {
    const text = translate('sw', ...ruleOf(issueOf(schema, value)));
    expect(text).not.toMatch(/[{}]|Invalid|expected|Too /);
  });

  it('answer English exactly as before: field and rule, or a text for people alone', () => {
    const schema = z.object({ fullName: z.string({ error: FULL_NAME_REQUIRED }).min(1) });
    const missing = issueOf(schema, {});
    expect(validationMessageIn('en', missing)).toBe('Please enter your full name');
    const short = issueOf(z.object({ code: z.string().min(2) }), { code: 'a' });
    expect(validationMessageIn('en', short)).toBe(
      'code: Too small: expected string to have >=2 characters',
    );
    expect(validationMessageIn('en', undefined)).toBe('Invalid request');
    expect(validationMessageIn('en', { path: [], message: 'Invalid input' })).toBe('Invalid input');
  });

  it('answer Kiswahili with the same shape: the field name stays, the words change', () => {
    const missing = issueOf(z.object({ fullName: z.string({ error: FULL_NAME_REQUIRED }) }), {});
    expect(validationMessageIn('sw', missing)).toBe('Tafadhali weka jina lako kamili');
    const short = issueOf(z.object({ code: z.string().min(2) }), { code: 'a' });
    expect(validationMessageIn('sw', short)).toBe('code: Fupi mno: lazima iwe na angalau herufi 2');
    const seats = issueOf(z.object({ seats: z.number() }), {});
    expect(validationMessageIn('sw', seats)).toBe('seats: Inahitajika (nambari)');
    const ride = issueOf(z.object({ rideId: z.uuid({ error: 'must be a ride id' }) }), {
      rideId: 'x',
    });
    expect(validationMessageIn('sw', ride)).toBe('rideId: lazima kiwe kitambulisho cha safari');
    const gender = issueOf(z.object({ gender: z.enum(['Male', 'Female']) }), { gender: 'x' });
    expect(validationMessageIn('sw', gender)).toBe(
      'gender: Chaguo si sahihi: chagua mojawapo ya "Male"|"Female"',
    );
    const nested = issueOf(z.object({ days: z.array(z.number().max(6)) }), { days: [7] });
    expect(validationMessageIn('sw', nested)).toBe('days.0: Kubwa mno: nambari isizidi 6');
    expect(validationMessageIn('sw', undefined)).toBe('Ombi hili si sahihi.');
  });

  it('have Kiswahili for every message the specification writes for people', () => {
    const english = new Set<string>(Object.values(VALIDATION_EN));
    expect(userFacingMessages().size).toBeGreaterThan(10);
    for (const message of userFacingMessages()) {
      expect(english.has(message), message).toBe(true);
      expect(textIn('sw', message), message).not.toBe(message);
    }
  });

  it("find a schema's own words by their English, one text per key", () => {
    const texts = Object.entries(VALIDATION_EN).filter(([key]) => key.startsWith('field_'));
    expect(new Set(texts.map(([, text]) => text)).size).toBe(texts.length);
    expect(textIn('sw', 'must not be empty')).toBe('isiwe tupu');
    expect(textIn('en', 'must not be empty')).toBe('must not be empty');
    expect(textIn('sw', 'a text nobody translated')).toBe('a text nobody translated');
  });
});
