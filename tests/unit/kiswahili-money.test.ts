import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLosses } from '../../src/web/features/profile/profile-format';
import { formatTokens } from '../../src/web/features/tokens/format-tokens';
import { checkSendInput, sendProblem } from '../../src/web/features/tokens/send-tokens';
import { ApiError } from '../../src/web/lib/api-error';

// The same helpers in Kiswahili: plurals, amounts and names go in as ICU arguments.

beforeAll(async () => {
  // The words of the screens beyond the landing page, as a screen loads them (commute and app).
  const [commute, app] = await Promise.all([
    import('../../src/web/locales/sw/commute.po'),
    import('../../src/web/locales/sw/app.po'),
  ]);
  const messages = { ...commute.messages, ...app.messages };
  i18n.loadAndActivate({ locale: 'sw', messages });
});

afterAll(() => {
  i18n.activate('en');
});

describe('in Kiswahili', () => {
  it('counts tokens', () => {
    expect(formatTokens(1)).toBe('tokeni 1');
    expect(formatTokens(1250)).toBe('tokeni 1,250');
  });

  it('names what deleting the account takes away, one and many', () => {
    const losses = accountLosses({
      accountBalance: 0,
      upcomingBookings: 1,
      upcomingRides: 2,
      vehicles: 1,
      documents: 2,
    });
    expect(losses.slice(1, 5)).toEqual([
      'Nafasi 1 ijayo itaghairiwa na pesa zake zitarejeshwa.',
      'Safari 2 unazotoa zitaghairiwa, na abiria wake watarejeshewa pesa.',
      'Gari 1 litaondolewa.',
      'Hati 2 za utambulisho zitafutwa.',
    ]);
  });

  it('words a refused transfer with its amounts', () => {
    expect(checkSendInput('0722000111', '0', null)).toEqual({
      ok: false,
      problem: {
        field: 'amount',
        message: 'Tafadhali weka kiasi sahihi: tokeni kamili kuanzia 1 hadi 20,000.',
      },
    });
    expect(
      sendProblem(new ApiError('x', 402, { code: 'transfer_insufficient_tokens', balance: 80 })),
    ).toEqual({ field: 'amount', message: 'Tokeni hazitoshi: salio lako ni KSh 80.' });
  });
});
