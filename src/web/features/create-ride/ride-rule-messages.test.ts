import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { RIDE_ERRORS } from '../../../shared/errors/rides';
import { RIDE_RULE_MESSAGES } from './ride-rule-messages';

describe('the ride rules’ messages', () => {
  it('word the plural of the seat limit', () => {
    expect(i18n._(RIDE_RULE_MESSAGES.tooManySeats(1))).toBe(
      'This vehicle takes at most 1 passenger.',
    );
    expect(i18n._(RIDE_RULE_MESSAGES.tooManySeats(4))).toBe(
      'This vehicle takes at most 4 passengers.',
    );
  });

  it('read in English exactly as the server’s', () => {
    expect(i18n._(RIDE_RULE_MESSAGES.unverified)).toBe(RIDE_ERRORS.driver_unverified.message);
    expect(i18n._(RIDE_RULE_MESSAGES.tooSoon)).toBe(RIDE_ERRORS.departure_too_soon.message);
    expect(i18n._(RIDE_RULE_MESSAGES.tooFar)).toBe(RIDE_ERRORS.departure_too_far.message);
    expect(i18n._(RIDE_RULE_MESSAGES.noDays)).toBe(RIDE_ERRORS.repeat_days_required.message);
  });
});
