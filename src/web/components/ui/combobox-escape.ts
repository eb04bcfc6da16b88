/**
 * For a dialog's `onEscapeKeyDown`: Escape in a combobox whose suggestions are open closes the
 * suggestions first (the field handles it), not the whole dialog.
 */
export function keepEscapeForOpenCombobox(event: KeyboardEvent): void {
  const focused = document.activeElement;
  if (
    focused?.getAttribute('role') === 'combobox' &&
    focused.getAttribute('aria-expanded') === 'true'
  ) {
    event.preventDefault();
  }
}
