import { expect, test } from '@playwright/test';
import { signInWithApi } from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { newPhoneNumber } from './sign-in-helpers';

// A name that is HTML is shown as the text it is: no element is made from it, nothing runs.
// (The API keeps such text byte for byte: tests/api/injection.test.ts.)

const NAME = '<img src=x onerror="window.__pwned=1">';

test('a person whose name is HTML sees it as plain text, and it never runs', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await signInWithApi(page.request, newPhoneNumber(), { fullName: NAME, nationalId: '27654321' });

  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main.getByText(NAME, { exact: true })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, <img' })).toBeVisible();

  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  // An inline handler that got into the page would at least be reported, refused by the CSP.
  expect(appErrors(errors)).toEqual([]);
});
