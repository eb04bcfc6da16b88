import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A Kenyan mobile number as a person types it, in E.164, and as the app shows it. */
export interface Phone {
  typed: string;
  e164: string;
  shown: string;
}

/** The phone of a national number such as 712345678. */
export function phoneFromNational(national: string): Phone {
  return {
    typed: `0${national}`,
    e164: `+254${national}`,
    shown: `+254 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
  };
}

/** A fresh Kenyan mobile number: 07 and eight digits. */
export function newPhoneNumber(): Phone {
  const digits = `${1 + Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  return phoneFromNational(`7${digits}`);
}

/** The code in the newest SMS to the phone, from the local SMS outbox. */
export async function latestCode(request: APIRequestContext, e164: string): Promise<string> {
  const response = await request.get(`/api/dev/outbox?phone=${encodeURIComponent(e164)}`);
  expect(response.ok()).toBe(true);
  const [newest] = (await response.json()) as Array<{ message: string }>;
  const code = /\b(\d{5})\b/.exec(newest?.message ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${e164}`);
  return code;
}

/** Registers a new person through the sign-in dialog that is open, reading the code from the outbox. */
export async function registerInDialog(
  page: Page,
  request: APIRequestContext,
  phone: Phone,
  person: { fullName: string; nationalId: string },
): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Sign in to Pamoja' })).toBeVisible();
  await dialog.getByLabel('Phone number').fill(phone.typed);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 5' })).toBeFocused();
  await page.keyboard.type(await latestCode(request, phone.e164));
  await expect(dialog.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await dialog.getByLabel('Full name').fill(person.fullName);
  await dialog.getByLabel('National ID number').fill(person.nationalId);
  await dialog.getByText('Female', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(dialog).toBeHidden();
}
