import type { Page } from '@playwright/test';

/** Collects everything the page reports as an error, so a test can assert the list stays empty. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Errors other than the browser's own line for an HTTP error status (a visitor's 401s, on purpose). */
export function appErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.startsWith('Failed to load resource'));
}
