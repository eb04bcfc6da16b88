import type { InputHTMLAttributes } from 'react';
import { inputStyles } from './input';

const noSpinButtons =
  '[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none';

interface NumberInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** A unit before the figure ('KSh'); decorative, so say it in the label too. */
  prefix?: string;
  /** The one figure a form is about (an amount to pay): large and bold. */
  large?: boolean;
}

/**
 * A whole-number field: the phone's number pad, and no spin buttons or scroll-wheel changes,
 * since a slip would change an amount or a seat count unseen.
 */
export function NumberInput({ prefix, large = false, className = '', ...props }: NumberInputProps) {
  const look = large ? 'min-h-14 font-semibold text-2xl tabular-nums' : '';
  const room = prefix ? (large ? 'pl-14' : 'pl-13') : '';
  const input = (
    <input
      type="number"
      inputMode="numeric"
      onWheel={(event) => event.currentTarget.blur()}
      {...props}
      className={`${inputStyles} ${noSpinButtons} ${look} ${room} ${className}`.trim()}
    />
  );
  if (!prefix) return input;
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-4 flex items-center font-semibold text-ink-muted"
      >
        {prefix}
      </span>
      {input}
    </div>
  );
}
