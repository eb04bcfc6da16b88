import { expect, type Locator, type Page, test } from '@playwright/test';
import { appErrors, collectConsoleErrors } from './console-errors';
import { latestCode, newPhoneNumber } from './sign-in-helpers';

function signInDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

function codeBox(dialog: Locator, n: number): Locator {
  return dialog.getByRole('textbox', { name: `Digit ${n} of 5` });
}

async function askForCode(dialog: Locator, typedPhone: string): Promise<void> {
  await expect(dialog.getByRole('heading', { name: 'Sign in to Pamoja' })).toBeVisible();
  await dialog.getByLabel('Phone number').fill(typedPhone);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

/** Types the code the way a person does: one digit after another, from the first box. */
async function typeCode(page: Page, dialog: Locator, code: string): Promise<void> {
  await expect(codeBox(dialog, 1)).toBeFocused();
  await page.keyboard.type(code);
}

test.describe('sign-in by phone and one-time code', () => {
  test('a new commuter registers, signs out, and signs in again to finish what they started', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const errors = collectConsoleErrors(page);
    const phone = newPhoneNumber();
    const dialog = signInDialog(page);

    // A visitor opening the profile is asked to sign in.
    await page.goto('/profile');
    await askForCode(dialog, phone.typed);
    await expect(dialog.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
    await expect(dialog).toContainText(phone.shown);
    await expect(page.getByText('OTP Sent', { exact: true })).toBeVisible();

    await typeCode(page, dialog, await latestCode(request, phone.e164));

    // The code is checked by itself after the fifth digit; a new number goes on to registration.
    await expect(dialog.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    await expect(page.getByText('Phone Verified', { exact: true })).toBeVisible();
    const register = dialog.getByRole('button', { name: 'Complete Registration' });
    await expect(register).toBeDisabled();
    await dialog.getByLabel('Full name').fill('Wanjiku Njeri Kamau');
    await dialog.getByLabel('Email (optional)').fill('wanjiku@example.co.ke');
    await dialog.getByLabel('National ID number').fill('28765432');
    await expect(register).toBeDisabled();
    await dialog.getByText('Female', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Female' })).toBeChecked();
    await register.click();

    await expect(dialog.getByRole('heading', { name: 'Welcome aboard!' })).toBeVisible();
    await expect(dialog.getByText('Authentication Successful!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Back on the profile that asked for sign-in, now with the new account.
    const main = page.getByRole('main');
    await expect(main.getByText('Wanjiku Njeri Kamau')).toBeVisible();
    await expect(main.getByText(phone.shown)).toBeVisible();
    await expect(main.getByText('Version 4.0.2 (Build 42)')).toBeVisible();

    await main.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText("You've been successfully signed out", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Book Ride' })).toBeVisible();

    // Book Ride as a visitor asks for sign-in first, then goes on to the ride search.
    await page.getByRole('banner').getByRole('button', { name: 'Book Ride' }).click();
    await expect(dialog.getByRole('heading', { name: 'Sign in to Pamoja' })).toBeVisible();

    // Within the minute the server will not send another code, and the dialog says so.
    await askForCode(dialog, phone.typed);
    await expect(dialog.getByRole('alert')).toHaveText(
      'Too many attempts. Please wait a few minutes before trying again.',
    );
    // A minute later it will: the server's development clock moves on instead of the test
    // waiting for it.
    const moved = await request.post('/api/dev/clock', { data: { advanceMinutes: 1 } });
    expect(moved.ok()).toBe(true);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Verify your number' })).toBeVisible();

    // A known number goes straight from the code to success: no registration this time.
    await typeCode(page, dialog, await latestCode(request, phone.e164));
    await expect(dialog.getByRole('heading', { name: 'Welcome aboard!' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();

    // Signed in, the home screen greets the commuter by first name.
    await page.getByRole('link', { name: 'Pamoja home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Wanjiku' })).toBeVisible();

    expect(appErrors(errors)).toEqual([]);
  });

  test('a wrong code clears the boxes and says so; the right one still works', async ({
    page,
    request,
  }) => {
    const phone = newPhoneNumber();
    const dialog = signInDialog(page);

    await page.goto('/profile');
    await askForCode(dialog, phone.typed);
    await expect(dialog.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
    const code = await latestCode(request, phone.e164);

    // An incomplete code is not sent.
    await page.keyboard.type('12');
    await dialog.getByRole('button', { name: 'Verify Code' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter the complete 5-digit code');

    // Typing over a box with the digit it already holds moves on, as any other digit does.
    await codeBox(dialog, 1).focus();
    await page.keyboard.type('13');
    await expect(codeBox(dialog, 2)).toHaveValue('3');
    await expect(codeBox(dialog, 3)).toBeFocused();

    await codeBox(dialog, 2).press('Backspace');
    await codeBox(dialog, 1).press('Backspace');
    await expect(codeBox(dialog, 1)).toHaveValue('');
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    await page.keyboard.type(wrong);

    await expect(dialog.getByRole('alert')).toHaveText(
      'Invalid verification code. Please check the code and try again.',
    );
    for (const n of [1, 2, 3, 4, 5]) await expect(codeBox(dialog, n)).toHaveValue('');
    await expect(codeBox(dialog, 1)).toBeFocused();

    await page.keyboard.type(code);
    await expect(dialog.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  });

  test('a pasted code fills all five boxes', async ({ page, request }) => {
    const phone = newPhoneNumber();
    const dialog = signInDialog(page);

    await page.goto('/profile');
    await askForCode(dialog, phone.typed);
    await expect(dialog.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
    const code = await latestCode(request, phone.e164);

    // What the phone's clipboard holds after copying the SMS, pasted into the third box. The
    // boxes are read at once: the code is submitted by itself 100 ms later.
    await codeBox(dialog, 3).focus();
    const boxes = await dialog.locator('input').evaluateAll(async (inputs, text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      inputs[2]?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
      return inputs.map((input) => (input as HTMLInputElement).value);
    }, `Your Pamoja code is ${code}.`);

    expect(boxes).toEqual([...code]);
    await expect(dialog.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  });
});

test.describe('account deletion', () => {
  test('names what will be lost, needs DELETE typed, and ends the session', async ({
    page,
    request,
  }) => {
    const phone = newPhoneNumber();
    const dialog = signInDialog(page);
    await page.goto('/profile');
    await askForCode(dialog, phone.typed);
    // The code is in the outbox once the dialog has moved on to ask for it.
    await expect(dialog.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
    await typeCode(page, dialog, await latestCode(request, phone.e164));
    await dialog.getByLabel('Full name').fill('Otieno Omondi');
    await dialog.getByLabel('National ID number').fill('31234567');
    await dialog.getByText('Male', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('main').getByRole('button', { name: 'Delete Account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(
      confirm.getByText(
        'Your profile and phone number will be removed, and you will be signed out everywhere.',
      ),
    ).toBeVisible();
    const deleteButton = confirm.getByRole('button', { name: 'Delete my account' });
    await expect(deleteButton).toBeDisabled();
    await confirm.getByLabel('Type DELETE to confirm').fill('delete');
    await expect(deleteButton).toBeDisabled();
    await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
    await deleteButton.click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
    const session = await page.request.get('/api/auth/session');
    expect(await session.json()).toEqual({ isAuthenticated: false });
  });
});
