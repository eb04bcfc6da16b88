import { OTP_RESEND_SECONDS } from './sign-in-messages';

/**
 * The sign-in dialog as a state machine (specification §4, "Sign-in dialog steps"):
 * phone → otp → (register →) success, with back from otp and register.
 */
export type SignInStep = 'phone' | 'otp' | 'register' | 'success';

export interface SignInState {
  step: SignInStep;
  /** The number the code went to, in E.164 form. */
  phoneNumber: string;
  /** When that code was sent (ms); null once it has been used. */
  codeSentAt: number | null;
  /** The code that passed verification, which registration sends again. */
  verifiedCode: string;
  /** Whether the account was created in this dialog. */
  isNewUser: boolean;
  /** A message for the phone step, e.g. after the post-login setup failed. */
  phoneError: string | null;
  /** Changes whenever the code boxes must start empty again (a resend, a new code). */
  codeRound: number;
}

export type SignInEvent =
  | { type: 'opened' }
  | { type: 'code-sent'; phoneNumber: string; at: number }
  | { type: 'code-resent'; at: number }
  /** Continue with the same number while its code is still fresh: no second SMS. */
  | { type: 'code-reused' }
  | { type: 'signed-in' }
  | { type: 'needs-registration'; phoneNumber: string | null; code: string }
  | { type: 'registered' }
  | { type: 'back' }
  | { type: 'setup-failed'; message: string };

export const initialSignInState: SignInState = {
  step: 'phone',
  phoneNumber: '',
  codeSentAt: null,
  verifiedCode: '',
  isNewUser: false,
  phoneError: null,
  codeRound: 0,
};

export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'opened':
      // A fresh start, but a code sent moments ago is remembered so it is not sent twice.
      return {
        ...initialSignInState,
        phoneNumber: state.phoneNumber,
        codeSentAt: state.codeSentAt,
        codeRound: state.codeRound,
      };
    case 'code-sent':
      return {
        ...state,
        step: 'otp',
        phoneNumber: event.phoneNumber,
        codeSentAt: event.at,
        verifiedCode: '',
        phoneError: null,
        codeRound: state.codeRound + 1,
      };
    case 'code-resent':
      return { ...state, codeSentAt: event.at, codeRound: state.codeRound + 1 };
    case 'code-reused':
      return { ...state, step: 'otp', phoneError: null };
    case 'signed-in':
      return { ...state, step: 'success', codeSentAt: null, isNewUser: false };
    case 'needs-registration':
      return {
        ...state,
        step: 'register',
        phoneNumber: event.phoneNumber ?? state.phoneNumber,
        verifiedCode: event.code,
      };
    case 'registered':
      return { ...state, step: 'success', codeSentAt: null, isNewUser: true };
    case 'back':
      if (state.step === 'register')
        return { ...state, step: 'otp', codeRound: state.codeRound + 1 };
      if (state.step === 'otp') return { ...state, step: 'phone' };
      return state;
    case 'setup-failed':
      return { ...initialSignInState, phoneError: event.message, codeRound: state.codeRound };
  }
}

/** Seconds left before another code may be asked for (the 60-second resend countdown). */
export function resendSecondsLeft(codeSentAt: number | null, now: number): number {
  if (codeSentAt === null) return 0;
  const elapsed = Math.floor((now - codeSentAt) / 1000);
  return Math.max(0, OTP_RESEND_SECONDS - elapsed);
}

/**
 * Continue on the phone step with the number a code just went to: the server would refuse a
 * second code within the minute, and the first one still works, so go back to the boxes instead.
 */
export function canReuseCode(state: SignInState, phoneNumber: string, now: number): boolean {
  return state.phoneNumber === phoneNumber && resendSecondsLeft(state.codeSentAt, now) > 0;
}

/** '0:45' for the resend link. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
