// Catalogues compiled by @lingui/vite-plugin when imported (lib/i18n/catalogues.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
