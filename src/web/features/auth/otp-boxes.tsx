import { useLingui } from '@lingui/react/macro';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useImperativeHandle,
  useRef,
} from 'react';
import { backspaceInBox, type DigitsChange, pasteIntoBox, typeIntoBox } from './otp-digits';

export interface OtpBoxesHandle {
  focusBox(index: number): void;
}

interface OtpBoxesProps {
  digits: string[];
  onChange(digits: string[]): void;
  invalid: boolean;
  describedBy?: string;
  readOnly?: boolean;
  ref?: Ref<OtpBoxesHandle>;
}

/**
 * Five one-digit boxes: typing moves to the next box, backspace in an empty box goes back, and a
 * pasted (or SMS-suggested) code fills them all. The first box offers the phone's one-time code.
 */
export function OtpBoxes({ digits, onChange, invalid, describedBy, readOnly, ref }: OtpBoxesProps) {
  const { t } = useLingui();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  // The digits as the last keystroke left them: on a slow phone the next key can arrive before
  // React has rendered the last one, and must build on it, not on the digits of the last render.
  const latest = useRef(digits);
  latest.current = digits;

  function focusBox(index: number) {
    const input = inputs.current[index];
    input?.focus();
    input?.select();
  }

  useImperativeHandle(ref, () => ({ focusBox }));

  // The boxes appear because a code was just sent: the first one is where typing starts.
  useEffect(() => {
    inputs.current[0]?.focus();
  }, []);

  function apply(change: DigitsChange) {
    latest.current = change.digits;
    onChange(change.digits);
    focusBox(change.focus);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (readOnly) return;
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // A digit typed on a keyboard is handled here: typed over the same digit, the box's value
      // would not change, no change event would come, and focus would not move on.
      event.preventDefault();
      apply(typeIntoBox(latest.current, index, event.key));
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspaceInBox(latest.current, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>, index: number) {
    event.preventDefault();
    if (readOnly) return;
    apply(pasteIntoBox(latest.current, index, event.clipboardData.getData('text')));
  }

  return (
    <div className="flex justify-between gap-2 sm:gap-3">
      {digits.map((digit, index) => {
        const position = index + 1;
        const count = digits.length;
        return (
          <input
            // The boxes never reorder; their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list of positions
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t`Digit ${position} of ${count}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            readOnly={readOnly}
            value={digit}
            onFocus={(event) => event.target.select()}
            onChange={(event) => {
              if (!readOnly) apply(typeIntoBox(latest.current, index, event.target.value));
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            onPaste={(event) => onPaste(event, index)}
            className={
              'aspect-square w-full min-w-0 max-w-16 rounded-xl border-2 bg-white text-center ' +
              'font-semibold text-2xl text-ink tabular-nums caret-primary transition-colors ' +
              'focus-visible:border-primary focus-visible:outline-offset-0 ' +
              (invalid ? 'border-danger' : digit ? 'border-primary/60' : 'border-line')
            }
          />
        );
      })}
    </div>
  );
}
