import { expect, type Locator, type Page, test } from '@playwright/test';
import { buyTokensWithApi, signInAsVerifiedDriver, signInWithApi } from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { newPhoneNumber } from './sign-in-helpers';

// Tokens back to M-Pesa (B2C) against the real server and its M-Pesa simulator, which pays a
// payout 1 s after it is asked (playwright.config.ts). Phones get screenshots of each screen for
// review.

const SHOTS = '/tmp/shots-i17-payouts';

/** What a phone shows (390x844), with `what` scrolled to the middle of the screen. */
async function shot(page: Page, name: string, what: Locator) {
  if (test.info().project.name !== 'mobile') return;
  await what.evaluate((element) =>
    element.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A new passenger, signed in, holding `tokens` bought with M-Pesa. */
async function passengerWithTokens(page: Page, tokens: number) {
  const phone = newPhoneNumber();
  await signInWithApi(page.request, phone, { fullName: 'Wanjiru Kamau', nationalId: '31234567' });
  await buyTokensWithApi(page.request, tokens);
  return phone;
}

test.describe('withdrawing tokens to M-Pesa', () => {
  test('a passenger withdraws part of their tokens from the Tokens screen', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    const phone = await passengerWithTokens(page, 500);
    const main = page.getByRole('main');

    await page.goto('/tokens');
    await expect(main.getByTestId('token-balance')).toHaveText('KSh 500');
    await main.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw tokens to M-Pesa' });
    await expect(dialog.getByLabel('M-Pesa number')).toHaveValue(phone.shown);
    await expect(dialog.getByText('From KSh 10 up to KSh 500, in whole shillings.')).toBeVisible();

    const amount = dialog.getByLabel('Amount to withdraw');
    await amount.fill('600');
    await expect(dialog.getByText('You can withdraw up to KSh 500.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
    await amount.fill('300');
    await shot(page, 'tokens-withdraw-dialog', amount);
    await dialog.getByRole('button', { name: 'Withdraw KSh 300' }).click();

    await expect(page.getByText('Payout Requested', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(main.getByTestId('token-balance')).toHaveText('KSh 200');
    const latest = main.getByRole('region', { name: 'Latest withdrawal' });
    await expect(latest).toContainText('KSh 300');
    await expect(latest).toContainText(`M-Pesa ${phone.shown}`);
    // The simulator pays after 1 s; the screen looks again while the payout is pending.
    await expect(latest).toContainText('Completed', { timeout: 20_000 });
    await expect(latest).toContainText(/Receipt [A-Z0-9]{10}/);
    await expect(page.getByText('Payout Completed', { exact: true })).toBeVisible();
    await shot(page, 'tokens-after-withdrawal', latest);

    const balance = await (await page.request.get('/api/user/balance')).json();
    expect(balance).toEqual({ balance: 200 });
    expect(appErrors(errors)).toEqual([]);
  });

  test('deleting an account with tokens first offers to withdraw them', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    await passengerWithTokens(page, 450);
    const main = page.getByRole('main');

    await page.goto('/profile');
    await main.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(confirm.getByText('Take your KSh 450 with you')).toBeVisible();
    await expect(
      confirm.getByText(
        'What is left in your tokens when you delete is sent to your M-Pesa (from KSh 10).',
      ),
    ).toBeVisible();
    await shot(page, 'delete-account-offer', confirm.getByRole('heading').first());

    await confirm.getByRole('button', { name: 'Withdraw KSh 450 to M-Pesa' }).click();
    await expect(page.getByText('Payout Requested', { exact: true })).toBeVisible();
    // The preview is asked again: nothing is left to lose, and nothing to offer.
    await expect(confirm.getByText('Take your KSh 450 with you')).toBeHidden();
    await expect(confirm.getByText(/is sent to your M-Pesa/)).toBeHidden();
    await expect(
      confirm.getByText(
        'Your profile and phone number will be removed, and you will be signed out everywhere.',
      ),
    ).toBeVisible();
    await shot(page, 'delete-account-after-withdrawal', confirm.getByRole('heading').first());

    const payouts = await (await page.request.get('/api/payouts')).json();
    expect(payouts).toEqual([expect.objectContaining({ amount: 450, automatic: false })]);
    expect(appErrors(errors)).toEqual([]);
  });

  test('a driver turns automatic payouts off and on in the Earnings tab', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    await signInAsVerifiedDriver(page, testInfo, 'Otieno Odhiambo');
    const main = page.getByRole('main');

    await page.goto('/driver-dashboard');
    await main.getByRole('tab', { name: 'Earnings' }).click();
    const earnings = main.getByRole('tabpanel', { name: 'Earnings' });
    const automatic = earnings.getByRole('switch', {
      name: 'Pay my earnings to M-Pesa automatically',
    });
    await expect(automatic).toBeChecked();
    await expect(earnings.getByText(/Every evening at 9 pm, earnings from trips/)).toBeVisible();
    await shot(page, 'earnings-automatic-on', automatic);

    await automatic.click();
    await expect(page.getByText('Automatic payouts off', { exact: true })).toBeVisible();
    await expect(automatic).not.toBeChecked();
    await expect(
      earnings.getByText('Off: your earnings stay in your balance until you withdraw them.'),
    ).toBeVisible();
    await shot(page, 'earnings-automatic-off', automatic);
    expect((await (await page.request.get('/api/driver/earnings')).json()).automaticPayouts).toBe(
      false,
    );

    // The setting is the server's: a new visit shows it as left.
    await page.reload();
    await main.getByRole('tab', { name: 'Earnings' }).click();
    await expect(automatic).not.toBeChecked();
    await automatic.click();
    await expect(automatic).toBeChecked();
    expect(appErrors(errors)).toEqual([]);
  });
});
