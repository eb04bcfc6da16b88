/**
 * The look of a modal (Radix Dialog or AlertDialog). Phones get it near the top, where the
 * on-screen keyboard cannot cover it; wider screens get it centred. It sits below the toasts
 * (z-50) so a message raised from inside the dialog stays readable.
 */
export const modalOverlayStyles =
  'fixed inset-0 z-40 bg-ink/50 transition-opacity duration-200 starting:opacity-0 ' +
  'motion-reduce:transition-none';

export const modalContentStyles =
  'fixed top-[max(1rem,6dvh)] left-1/2 z-40 max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] ' +
  'max-w-md -translate-x-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl outline-none ' +
  'transition-[opacity,translate] duration-200 starting:translate-y-3 starting:opacity-0 ' +
  'motion-reduce:transition-none sm:top-1/2 sm:-translate-y-1/2 sm:p-7 ' +
  'sm:starting:-translate-y-[calc(50%-0.75rem)]';

export const iconButtonStyles =
  'inline-flex size-11 items-center justify-center rounded-full text-ink-muted ' +
  'transition-colors hover:bg-surface hover:text-ink';
