import { describe, expect, it } from 'vitest';
import {
  canReuseCode,
  formatCountdown,
  initialSignInState,
  resendSecondsLeft,
  type SignInEvent,
  type SignInState,
  signInReducer,
} from './sign-in-steps';

const phone = '+254712345678';

function run(...events: SignInEvent[]): SignInState {
  return events.reduce(signInReducer, initialSignInState);
}

describe('the sign-in steps', () => {
  it('start at the phone step', () => {
    expect(initialSignInState.step).toBe('phone');
  });

  it('go to the code after a successful send, with fresh boxes', () => {
    const state = run({ type: 'code-sent', phoneNumber: phone, at: 1000 });
    expect(state).toMatchObject({ step: 'otp', phoneNumber: phone, codeSentAt: 1000 });
    expect(state.codeRound).toBe(1);
  });

  it('go from the code to success for a known phone', () => {
    const state = run({ type: 'code-sent', phoneNumber: phone, at: 0 }, { type: 'signed-in' });
    expect(state).toMatchObject({ step: 'success', isNewUser: false, codeSentAt: null });
  });

  it('go from the code to registration for a new phone, keeping the code for it', () => {
    const state = run(
      { type: 'code-sent', phoneNumber: phone, at: 0 },
      { type: 'needs-registration', phoneNumber: null, code: '12345' },
    );
    expect(state).toMatchObject({ step: 'register', phoneNumber: phone, verifiedCode: '12345' });
  });

  it('use the phone number the server answered when it gives one', () => {
    const state = run(
      { type: 'code-sent', phoneNumber: phone, at: 0 },
      { type: 'needs-registration', phoneNumber: '+254700000001', code: '12345' },
    );
    expect(state.phoneNumber).toBe('+254700000001');
  });

  it('go from registration to success', () => {
    const state = run(
      { type: 'code-sent', phoneNumber: phone, at: 0 },
      { type: 'needs-registration', phoneNumber: null, code: '12345' },
      { type: 'registered' },
    );
    expect(state).toMatchObject({ step: 'success', isNewUser: true });
  });

  it('go back from registration to the code, and from the code to the phone', () => {
    const atRegister = run(
      { type: 'code-sent', phoneNumber: phone, at: 0 },
      { type: 'needs-registration', phoneNumber: null, code: '12345' },
    );
    const atCode = signInReducer(atRegister, { type: 'back' });
    expect(atCode.step).toBe('otp');
    expect(signInReducer(atCode, { type: 'back' }).step).toBe('phone');
  });

  it('return to the phone step with the error when the post-login setup fails', () => {
    const state = run(
      { type: 'code-sent', phoneNumber: phone, at: 0 },
      { type: 'signed-in' },
      { type: 'setup-failed', message: 'Authentication failed. Please try again.' },
    );
    expect(state).toMatchObject({
      step: 'phone',
      phoneError: 'Authentication failed. Please try again.',
    });
  });

  it('clear the boxes on a resend and restart the countdown', () => {
    const sent = run({ type: 'code-sent', phoneNumber: phone, at: 0 });
    const resent = signInReducer(sent, { type: 'code-resent', at: 61_000 });
    expect(resent.codeSentAt).toBe(61_000);
    expect(resent.codeRound).toBe(sent.codeRound + 1);
  });

  it('start again at the phone step when reopened, remembering a fresh code', () => {
    const state = run({ type: 'code-sent', phoneNumber: phone, at: 5 }, { type: 'opened' });
    expect(state).toMatchObject({ step: 'phone', phoneNumber: phone, codeSentAt: 5 });
  });
});

describe('the resend countdown', () => {
  it('runs 60 seconds from the send', () => {
    expect(resendSecondsLeft(10_000, 10_000)).toBe(60);
    expect(resendSecondsLeft(10_000, 25_500)).toBe(45);
    expect(resendSecondsLeft(10_000, 70_000)).toBe(0);
    expect(resendSecondsLeft(10_000, 999_000)).toBe(0);
    expect(resendSecondsLeft(null, 0)).toBe(0);
  });

  it('reads as minutes and seconds', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(9)).toBe('0:09');
  });

  it('lets the same number go back to its fresh code instead of a second SMS', () => {
    const sent = run({ type: 'code-sent', phoneNumber: phone, at: 0 }, { type: 'back' });
    expect(canReuseCode(sent, phone, 30_000)).toBe(true);
    expect(canReuseCode(sent, '+254700000001', 30_000)).toBe(false);
    expect(canReuseCode(sent, phone, 60_000)).toBe(false);
  });

  it('never reuses a code that signed someone in', () => {
    const used = run({ type: 'code-sent', phoneNumber: phone, at: 0 }, { type: 'signed-in' });
    expect(canReuseCode(used, phone, 1000)).toBe(false);
  });
});
