import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { appErrors, collectConsoleErrors } from './console-errors';
import { newPhoneNumber, registerInDialog } from './sign-in-helpers';

const ACHIENG = { fullName: 'Achieng Otieno', nationalId: '31234567' };

// Buy Tokens against the real server and its M-Pesa simulator (playwright.config.ts starts it):
// the simulator answers 1 s after the prompt; 1032 is the amount a person cancels.

/** Opens /tokens as a new commuter and signs in from there. */
async function openSignedIn(page: Page, request: APIRequestContext) {
  const phone = newPhoneNumber();
  await page.goto('/tokens');
  await registerInDialog(page, request, phone, ACHIENG);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Buy Tokens' })).toBeVisible();
  return { phone, main };
}

test.describe('buying tokens with M-Pesa', () => {
  test('a visitor is asked to sign in, then buys 500 tokens and sees the new balance', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const phone = newPhoneNumber();
    const main = page.getByRole('main');

    // Signed out: the dialog opens by itself; closed, the screen says what to do.
    await page.goto('/tokens');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Sign in to Pamoja' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(main.getByText('Sign in to buy tokens')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await registerInDialog(page, request, phone, ACHIENG);

    // The registered phone, read-only; a new account holds no tokens.
    await expect(main.getByLabel('M-Pesa phone number')).toHaveValue(phone.shown);
    await expect(main.getByLabel('M-Pesa phone number')).not.toBeEditable();
    await expect(main.getByTestId('token-balance')).toHaveText('KSh 0');
    await expect(main.getByText('1 Token is equal to Ksh 1')).toBeVisible();

    const pay = main.getByRole('button', { name: 'Make Payment' });
    const amount = main.getByLabel('Amount to buy');
    await expect(pay).toBeDisabled();
    await amount.fill('0');
    await expect(pay).toBeDisabled();
    await amount.fill('500');
    await expect(main.getByText('You get 500 tokens')).toBeVisible();
    await pay.click();

    await expect(page.getByText('Payment Request Sent', { exact: true })).toBeVisible();
    const status = main.getByRole('status');
    await expect(status).toContainText('Waiting for M-Pesa');
    await expect(status).toContainText(`Prompt sent to ${phone.shown} for KSh 500.`);
    await expect(amount).toBeDisabled();

    // The simulator confirms after 1 s; the app's first check, 3 s after the prompt, sees it.
    await expect(status).toContainText('Payment Successful!', { timeout: 15_000 });
    await expect(status).toContainText('500 tokens added to your balance.');
    await expect(main.getByTestId('token-balance')).toHaveText('KSh 500');

    // 3 s later the form is ready for the next purchase, amount cleared.
    await expect(amount).toHaveValue('', { timeout: 6_000 });
    await expect(amount).toBeEnabled();
    await expect(status).not.toContainText('Payment Successful!');
    await expect(pay).toBeDisabled();

    // The balance everywhere is the new one: the home screen shows it too.
    await page
      .getByRole('navigation', { name: 'App sections' })
      .getByRole('link', { name: 'Schedule' })
      .click();
    await expect(page.getByRole('main').getByText('KSh 500')).toBeVisible();

    expect(appErrors(errors)).toEqual([]);
  });

  test('a prompt cancelled on the phone says so, and nothing is added', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const { main } = await openSignedIn(page, request);

    await main.getByLabel('Amount to buy').fill('1032');
    await main.getByRole('button', { name: 'Make Payment' }).click();
    await expect(main.getByRole('status')).toContainText('Waiting for M-Pesa');

    const failure = main.getByRole('alert');
    await expect(failure).toContainText('Payment Failed', { timeout: 15_000 });
    await expect(failure).toContainText('You cancelled the M-Pesa prompt.');
    await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(main.getByTestId('token-balance')).toHaveText('KSh 0');

    // Changing the amount puts the failure away and the button is back.
    await main.getByLabel('Amount to buy').fill('200');
    await expect(failure).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Make Payment' })).toBeEnabled();

    expect(appErrors(errors)).toEqual([]);
  });
});
