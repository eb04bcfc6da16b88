import { useRef } from 'react';

/**
 * Focus back on what opened a dialog when it closes (Escape, Close, Cancel). Radix does this
 * only for a Dialog.Trigger, and Pamoja's dialogs open from state: spread these on the
 * Content. The element focused as the dialog opens is the opener; gone by then (the card it
 * sat on left the list), focus stays where Radix puts it. A caller's own handler runs first and
 * may take over by preventing the default.
 */
export function useReturnFocus(
  own: { onOpenAutoFocus?(event: Event): void; onCloseAutoFocus?(event: Event): void } = {},
) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      own.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      own.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
