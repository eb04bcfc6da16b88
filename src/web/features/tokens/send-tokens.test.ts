import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { checkSendInput, sendProblem } from './send-tokens';

const ME = '+254712345678';

describe('checking a transfer before asking the server', () => {
  it('takes the phone as people type it and whole tokens from 1 to 20,000', () => {
    expect(checkSendInput('0722 000 111', '500', ME)).toEqual({
      ok: true,
      phoneNumber: '+254722000111',
      amount: 500,
    });
    expect(checkSendInput('+254722000111', '20000', ME)).toMatchObject({
      ok: true,
      amount: 20_000,
    });
  });

  it('points at the field that is wrong', () => {
    expect(checkSendInput('12345', '500', ME)).toEqual({
      ok: false,
      problem: { field: 'phone', message: 'Invalid Kenyan phone number format' },
    });
    expect(checkSendInput('0712 345 678', '500', ME)).toEqual({
      ok: false,
      problem: { field: 'phone', message: 'You cannot send tokens to yourself.' },
    });
    for (const amount of ['', '0', '20001', '2.5', 'abc']) {
      expect(checkSendInput('0722000111', amount, ME), amount).toEqual({
        ok: false,
        problem: {
          field: 'amount',
          message: 'Please enter a valid amount: whole tokens from 1 to 20,000.',
        },
      });
    }
  });
});

describe('what a refused transfer says', () => {
  const refusal = (status: number, data: Record<string, unknown>) =>
    new ApiError('the server words, never shown', status, data);

  it('words it from the code and its data', () => {
    expect(
      sendProblem(refusal(422, { code: 'transfer_daily_limit', limit: 50_000, remaining: 1_500 })),
    ).toEqual({
      field: 'amount',
      message: 'You can send at most KSh 50,000 a day. You can send up to KSh 1,500 more today.',
    });
    expect(
      sendProblem(refusal(402, { code: 'transfer_insufficient_tokens', balance: 80 })),
    ).toEqual({ field: 'amount', message: 'Not enough tokens: your balance is KSh 80.' });
    expect(sendProblem(refusal(404, { code: 'recipient_not_found' }))).toEqual({
      field: 'phone',
      message: 'No Pamoja account uses this phone number. Check the number and try again.',
    });
    expect(sendProblem(refusal(429, { code: 'too_many_transfers' }))).toEqual({
      field: null,
      message: 'Too many transfers. Please wait an hour and try again.',
    });
  });

  it('asks to try again when the answer was lost', () => {
    expect(sendProblem(new ApiError('Network error: offline', 0))).toEqual({
      field: null,
      message: 'Your tokens could not be sent. Please check your connection and try again.',
    });
    expect(sendProblem(refusal(500, { code: 'internal_error' })).field).toBeNull();
  });
});
