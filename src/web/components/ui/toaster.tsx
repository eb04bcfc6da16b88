import { useLingui } from '@lingui/react/macro';
import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '../../../shared/constants';
import { dismissToast, getToasts, subscribeToToasts } from '../../lib/toast-store';

const variantStyles = {
  default: 'border-line bg-white text-ink',
  destructive: 'border-danger/30 bg-danger-soft text-danger',
} as const;

/** Renders the toasts raised through `toast()`; mount it once, near the root. */
export function Toaster() {
  const { t } = useLingui();
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);

  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t`Notification`}
    >
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={`toast-root relative flex items-start gap-3 rounded-xl border p-4 pr-11 shadow-lg ${variantStyles[variant]}`}
        >
          <div className="grid gap-1">
            {title ? <Toast.Title className="font-semibold text-sm">{title}</Toast.Title> : null}
            {description ? (
              <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={t`Close`}
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-lg opacity-70 hover:opacity-100"
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4">
              <path
                d="M4 4l8 8M12 4l-8 8"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport fixed right-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:right-4" />
    </Toast.Provider>
  );
}
