import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';

// Buy Tokens against the real server and its M-Pesa simulator (playwright.config.ts starts it):
// the simulator answers about 3 s after the prompt; 1032 is the amount a person cancels.

/** A fresh Kenyan mobile number as a person types it, and as the app shows it. */
function newPhoneNumber(): { typed: string; e164: string; shown: string } {
  const digits = `${1 + Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const national = `7${digits}`;
  return {
    typed: `0${national}`,
    e164: `+254${national}`,
    shown: `+254 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
  };
}

/** The code in the newest SMS to the phone, from the local SMS outbox. */
async function latestCode(request: APIRequestContext, e164: string): Promise<string> {
  const response = await request.get(`/api/dev/outbox?phone=${encodeURIComponent(e164)}`);
  expect(response.ok()).toBe(true);
  const [newest] = (await response.json()) as Array<{ message: string }>;
  const code = /\b(\d{5})\b/.exec(newest?.message ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${e164}`);
  return code;
}

/** Registers a new commuter through the sign-in dialog the tokens screen opened. */
async function registerInDialog(
  page: Page,
  request: APIRequestContext,
  phone: ReturnType<typeof newPhoneNumber>,
): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Sign in to the product' })).toBeVisible();
  await dialog.getByLabel('Phone number').fill(phone.typed);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 5' })).toBeFocused();
  await page.keyboard.type(await latestCode(request, phone.e164));
  await expect(dialog.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await dialog.getByLabel('Full name').fill('Achieng Otieno');
  await dialog.getByLabel('National ID number').fill('31234567');
  await dialog.getByText('Female', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens /tokens as a new commuter and signs in from there. */
async function openSignedIn(page: Page, request: APIRequestContext) {
  const phone = newPhoneNumber();
  await page.goto('/tokens');
  await registerInDialog(page, request, phone);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Buy Tokens' })).toBeVisible();
  return { phone, main };
}

/** The browser's own line for an HTTP error status (a visitor's 401s), not an app error. */
function appErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.startsWith('Failed to load resource'));
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
    await expect(dialog.getByRole('heading', { name: 'Sign in to the product' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(main.getByText('Sign in to buy tokens')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await registerInDialog(page, request, phone);

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

    // The simulator confirms after about 3 s; the next check sees it.
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
