import { useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { useReducer, useRef, useState } from 'react';
import type { UserDetails } from '../../../shared/schemas/user';
import { modalContentStyles, modalOverlayStyles } from '../../components/ui/modal-styles';
import { useReturnFocus } from '../../components/ui/return-focus';
import { ApiError } from '../../lib/api-error';
import { currentLanguage } from '../../lib/i18n/catalogues';
import { SUCCESS_FINISH_DELAY_MS } from '../../lib/session/sign-in-timings';
import { firstName } from '../../lib/session/use-session';
import { toast } from '../../lib/toast-store';
import { loadSignedInUser, sleep } from './load-signed-in-user';
import { OtpStep } from './otp-step';
import { readPhoneEntry } from './phone-entry';
import { PhoneStep } from './phone-step';
import { RegisterStep } from './register-step';
import {
  emptyRegistrationForm,
  fallbackProfile,
  type RegistrationForm,
  registrationPayload,
} from './registration-form';
import {
  fetchUserDetails,
  registerWithCode,
  sendSignInCode,
  verifySignInCode,
} from './sign-in-api';
import { SignInTopBar, StepIcon, useStepHeadings } from './sign-in-chrome';
import { signInText } from './sign-in-messages';
import {
  registrationErrorMessage,
  registrationSucceeded,
  sendErrorMessage,
  userFromAnswer,
  type VerifyOutcome,
  verifyOutcomeFromAnswer,
  verifyOutcomeFromError,
} from './sign-in-outcomes';
import { canReuseCode, initialSignInState, signInReducer } from './sign-in-steps';
import { SuccessStep } from './success-step';

interface SignInDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Marks the session valid, stores the user, closes the dialog and resumes the action. */
  onSignedIn(user: UserDetails): void;
}

/** Sign-in by phone and one-time code, with registration for a new number (spec §2, §4, §5, §8). */
export function SignInDialog({ open, onOpenChange, onSignedIn }: SignInDialogProps) {
  const { t } = useLingui();
  const [state, dispatch] = useReducer(signInReducer, initialSignInState);
  const [typedPhone, setTypedPhone] = useState('');
  const [form, setForm] = useState<RegistrationForm>(emptyRegistrationForm);
  const finishing = useRef(false);

  // Every opening starts at the phone step, unless a finished sign-in is still being set up.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && !finishing.current) {
      dispatch({ type: 'opened' });
      setForm(emptyRegistrationForm);
    }
  }

  async function submitPhone(typed: string): Promise<string | null> {
    const entry = readPhoneEntry(typed);
    if (!entry.ok) return entry.message;
    if (canReuseCode(state, entry.phoneNumber, Date.now())) {
      dispatch({ type: 'code-reused' });
      return null;
    }
    try {
      const answer = await sendSignInCode(entry.phoneNumber);
      if (answer.success === false) throw new ApiError(answer.message, 200, answer);
    } catch (error) {
      return sendErrorMessage(error);
    }
    dispatch({ type: 'code-sent', phoneNumber: entry.phoneNumber, at: Date.now() });
    toast({
      title: t`OTP Sent`,
      description: t`Please check your phone for the verification code`,
    });
    return null;
  }

  async function resendCode(): Promise<void> {
    try {
      const answer = await sendSignInCode(state.phoneNumber);
      if (answer.success === false) throw new Error(answer.message);
    } catch {
      toast({
        title: t`Failed to resend`,
        description: t`Please try again later`,
        variant: 'destructive',
      });
      return;
    }
    dispatch({ type: 'code-resent', at: Date.now() });
    toast({
      title: t`OTP Resent`,
      description: t`Please check your phone for the verification code`,
    });
  }

  async function verifyCode(code: string): Promise<VerifyOutcome> {
    let outcome: VerifyOutcome;
    try {
      outcome = verifyOutcomeFromAnswer(await verifySignInCode(state.phoneNumber, code));
    } catch (error) {
      outcome = verifyOutcomeFromError(error);
    }
    if (outcome.kind === 'signed-in') {
      dispatch({ type: 'signed-in' });
      finishSignIn({
        phoneNumber: state.phoneNumber,
        typedName: null,
        answerUser: outcome.user,
        isNewUser: false,
      });
    } else if (outcome.kind === 'needs-registration') {
      dispatch({ type: 'needs-registration', phoneNumber: outcome.phoneNumber, code });
      toast({
        title: t`Phone Verified`,
        description: t`Please complete your profile to continue`,
      });
    }
    return outcome;
  }

  async function register(): Promise<string | null> {
    const payload = registrationPayload(state.phoneNumber, state.verifiedCode, form);
    let answerUser: UserDetails | null;
    try {
      const answer = await registerWithCode(payload);
      if (!registrationSucceeded(answer)) throw new ApiError(answer.message, 200, answer);
      answerUser = userFromAnswer(answer);
    } catch (error) {
      return registrationErrorMessage(error);
    }
    dispatch({ type: 'registered' });
    finishSignIn({
      phoneNumber: state.phoneNumber,
      typedName: payload.fullName,
      answerUser,
      isNewUser: true,
    });
    return null;
  }

  /**
   * About a second after 'Welcome aboard!': load the profile (or fall back), hand it over, and
   * greet. If the session did not take, say so and start again at the phone step.
   */
  function finishSignIn(signIn: {
    phoneNumber: string;
    typedName: string | null;
    answerUser: UserDetails | null;
    isNewUser: boolean;
  }) {
    finishing.current = true;
    void (async () => {
      try {
        await sleep(SUCCESS_FINISH_DELAY_MS);
        const loaded = await loadSignedInUser(
          { fetchUserDetails, sleep },
          {
            answerUser: signIn.answerUser,
            buildProfile: () =>
              fallbackProfile(signIn.phoneNumber, signIn.typedName, currentLanguage()),
          },
        );
        onSignedIn(loaded.user);
        // The next person on a shared phone should not find this number waiting for them.
        setTypedPhone('');
        // A returning person is welcomed back; a new one is welcomed and told where the profile
        // can be completed (specification document 1 §4).
        const name = firstName(loaded.user);
        toast(
          signIn.isNewUser
            ? {
                title: t`Welcome to Pamoja!`,
                description: t`You can complete your profile in settings.`,
              }
            : {
                title: t`Welcome back!`,
                description: loaded.source === 'fallback' ? undefined : t`Signed in as ${name}.`,
              },
        );
      } catch {
        dispatch({ type: 'setup-failed', message: signInText('authenticationFailed') });
      } finally {
        finishing.current = false;
      }
    })();
  }

  const { title, subtitle } = useStepHeadings(state.step, state.phoneNumber);
  // Each step focuses its own first field; Radix would pick the Back or Close button.
  const returnFocus = useReturnFocus({ onOpenAutoFocus: (event) => event.preventDefault() });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={modalOverlayStyles} />
        <Dialog.Content
          className={modalContentStyles}
          {...returnFocus}
          // A tap beside the dialog must not throw away a code or a half-filled profile.
          onInteractOutside={(event) => {
            if (state.step !== 'phone') event.preventDefault();
          }}
        >
          <SignInTopBar
            canGoBack={state.step === 'otp' || state.step === 'register'}
            onBack={() => dispatch({ type: 'back' })}
          />
          <StepIcon step={state.step} />
          <Dialog.Title className="mt-4 text-center font-bold text-2xl text-ink tracking-tight">
            {title}
          </Dialog.Title>
          <Dialog.Description className="mt-1.5 mb-6 text-center text-ink-muted">
            {subtitle}
          </Dialog.Description>
          {state.step === 'phone' ? (
            <PhoneStep
              phone={typedPhone}
              onPhoneChange={setTypedPhone}
              initialError={state.phoneError}
              onSubmit={submitPhone}
            />
          ) : null}
          {state.step === 'otp' ? (
            <OtpStep
              key={state.codeRound}
              codeSentAt={state.codeSentAt}
              onVerify={verifyCode}
              onResend={resendCode}
            />
          ) : null}
          {state.step === 'register' ? (
            <RegisterStep form={form} onFormChange={setForm} onSubmit={register} />
          ) : null}
          {state.step === 'success' ? <SuccessStep /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
