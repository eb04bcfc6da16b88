import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * A button that acts only when held down for `holdMs` (a finger, the mouse, or Space or Enter
 * held on the keyboard): what must never happen by accident, an SOS. It fills while held; letting
 * go early does nothing. A tap or a click alone never fires it.
 */
export function HoldButton({
  holdMs = 2000,
  onHeld,
  disabled = false,
  children,
  hint,
}: {
  holdMs?: number;
  onHeld(): void;
  disabled?: boolean;
  children: ReactNode;
  /** How to use it, read out with the button ('Press and hold for 2 seconds'). */
  hint: string;
}) {
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hintId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  function start() {
    if (disabled || timer.current !== undefined) return;
    setHolding(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setHolding(false);
      onHeld();
    }, holdMs);
  }

  function stop() {
    clearTimeout(timer.current);
    timer.current = undefined;
    setHolding(false);
  }

  const isHoldKey = (event: KeyboardEvent) => event.key === ' ' || event.key === 'Enter';

  return (
    <>
      <button
        type="button"
        disabled={disabled}
        aria-describedby={hintId}
        onPointerDown={(event) => {
          // Held by this pointer even when the finger slides a little.
          event.currentTarget.setPointerCapture?.(event.pointerId);
          start();
        }}
        onPointerUp={stop}
        onPointerCancel={stop}
        onLostPointerCapture={stop}
        onKeyDown={(event) => {
          if (!isHoldKey(event)) return;
          event.preventDefault();
          if (!event.repeat) start();
        }}
        onKeyUp={(event) => {
          if (isHoldKey(event)) stop();
        }}
        onBlur={stop}
        onContextMenu={(event) => event.preventDefault()}
        className="relative isolate flex min-h-16 w-full touch-none select-none items-center justify-center overflow-hidden rounded-2xl bg-danger px-6 font-bold text-lg text-white shadow-sm disabled:opacity-50"
      >
        <span
          aria-hidden="true"
          className="absolute inset-y-0 left-0 -z-10 bg-ink/35 ease-linear"
          style={{
            width: holding ? '100%' : '0%',
            transitionProperty: 'width',
            transitionDuration: holding ? `${holdMs}ms` : '150ms',
          }}
        />
        {children}
      </button>
      <p id={hintId} className="mt-2 text-center text-ink-muted text-sm">
        {hint}
      </p>
    </>
  );
}
