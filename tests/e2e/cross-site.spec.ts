import { expect, test } from '@playwright/test';
import { signInWithApi } from './api-helpers';
import { newPhoneNumber } from './sign-in-helpers';

// Another site cannot act for a signed-in person by sending their browser to a state-changing
// GET: the session cookie (SameSite=Lax) goes along on a top-level navigation, but the app's own
// X-API-Version header cannot, whatever the spelling of the path.

test('a page on another site that redirects to an encoded delete-account path deletes nothing', async ({
  page,
  baseURL,
}) => {
  await signInWithApi(page.request, newPhoneNumber(), {
    fullName: 'Wanjiru Kamau',
    nationalId: '28765432',
  });
  const target = `${baseURL}/%61pi/Auth/DeleteAccountDetails`;
  await page.route('http://evil.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Win a prize</title><script>location.replace(${JSON.stringify(target)})</script>`,
    }),
  );

  const refused = page.waitForResponse((response) => response.url() === target);
  await page.goto('http://evil.example/prize');
  const answer = await refused;
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toEqual({
    code: 'origin_refused',
    message: 'This request was refused: it must come from the Pamoja app.',
  });

  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toMatchObject({ isAuthenticated: true });
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText('Wanjiru Kamau', { exact: true })).toBeVisible();
});
