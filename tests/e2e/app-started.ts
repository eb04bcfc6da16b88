import { expect, type Page } from '@playwright/test';

/**
 * The landing page arrives pre-rendered, on screen before its code runs: a tap then does nothing
 * yet. Waits until the app has taken the page over (src/web/main.tsx), as a test must before it
 * taps or types there.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
}
