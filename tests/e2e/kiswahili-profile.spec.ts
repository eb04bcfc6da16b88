import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  buyTokensWithApi,
  signInAsVerifiedDriver,
  signInWithApi,
  uniqueSurname,
} from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { expectNoEnglish } from './no-english';
import { latestCode, newPhoneNumber } from './sign-in-helpers';

// Sign-in, the profile and the tokens screen for a commuter whose browser prefers Kiswahili
// (issue 20): every word of these screens in Kiswahili, and the language chosen on the profile
// saved on the account.

test.use({ locale: 'sw-KE' });

/**
 * A screenshot of the screen as a phone shows it (the mobile project only: 390x844), with
 * `what`, when given, scrolled to the middle.
 */
async function screenshot(page: Page, name: string, what?: Locator): Promise<void> {
  if (test.info().project.name !== 'mobile') return;
  await what?.evaluate((element) =>
    element.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  // The toasts come and go; the screen itself is what is looked at.
  await page.screenshot({
    path: `docs/screenshots/${name}.png`,
    style: '.toast-viewport { visibility: hidden; }',
  });
}

/** The language saved on the account of `api`'s session. */
async function savedLanguage(api: APIRequestContext): Promise<string> {
  const details = await api.get('/api/user/details');
  expect(details.ok()).toBe(true);
  return ((await details.json()) as { language: string }).language;
}

/** The account of `page`'s session, in Kiswahili. */
async function chooseKiswahili(page: Page): Promise<void> {
  const saved = await page.request.post('/api/Auth/UpdateUserDetails', {
    data: { language: 'sw' },
  });
  expect(saved.ok()).toBe(true);
}

/** A registered commuter, signed in in `page`, whose account is in Kiswahili. */
async function signInKiswahiliCommuter(page: Page): Promise<string> {
  const fullName = `Achieng ${uniqueSurname()}`;
  await signInWithApi(page.request, newPhoneNumber(), { fullName, nationalId: '31234567' });
  await chooseKiswahili(page);
  return fullName;
}

test.describe('Pamoja in Kiswahili: sign-in, profile and tokens', () => {
  test('a new commuter signs in and registers in Kiswahili', async ({ page, request }) => {
    test.setTimeout(60_000);
    const errors = collectConsoleErrors(page);
    const phone = newPhoneNumber();
    const dialog = page.getByRole('dialog');

    // A visitor opening the profile is asked to sign in, in the browser's language.
    await page.goto('/profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(dialog.getByRole('heading', { name: 'Ingia kwenye Pamoja' })).toBeVisible();
    await expect(dialog.getByText('Weka nambari yako ya simu ili uanze')).toBeVisible();
    await expect(
      dialog.getByText('Tutatuma msimbo wa tarakimu 5 kwa nambari hii kwa SMS.'),
    ).toBeVisible();

    // Nothing typed: the dialog's own words say so.
    await dialog.getByRole('button', { name: 'Endelea' }).click();
    await expect(dialog.getByText('Tafadhali weka nambari yako ya simu')).toBeVisible();
    await dialog.getByLabel('Nambari ya simu').fill('12345');
    await dialog.getByRole('button', { name: 'Endelea' }).click();
    await expect(dialog.getByText('Nambari ya simu ya Kenya si sahihi')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Funga' })).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'sw-sign-in');
    await dialog.getByLabel('Nambari ya simu').fill(phone.typed);

    await dialog.getByRole('button', { name: 'Endelea' }).click();
    await expect(dialog.getByRole('heading', { name: 'Thibitisha nambari yako' })).toBeVisible();
    await expect(dialog).toContainText(`Tumetuma msimbo wa tarakimu 5 kwa ${phone.shown}`);
    await expect(page.getByText('Msimbo Umetumwa', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Hukupata msimbo?')).toBeVisible();
    await expect(dialog).toContainText(/Tuma tena baada ya \d:\d\d/);

    // Two digits and Verify: the complete code is asked for, before anything is sent.
    const firstBox = dialog.getByRole('textbox', { name: 'Tarakimu 1 kati ya 5' });
    await expect(firstBox).toBeFocused();
    await page.keyboard.type('12');
    await dialog.getByRole('button', { name: 'Thibitisha Msimbo' }).click();
    await expect(dialog.getByText('Tafadhali weka msimbo kamili wa tarakimu 5')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Rudi' })).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'sw-sign-in-code');

    await firstBox.focus();
    await page.keyboard.type(await latestCode(request, phone.e164));

    // A new number goes on to registration.
    await expect(dialog.getByRole('heading', { name: 'Kamilisha wasifu wako' })).toBeVisible();
    await expect(page.getByText('Simu Imethibitishwa', { exact: true })).toBeVisible();
    const register = dialog.getByRole('button', { name: 'Kamilisha Usajili' });
    await expect(register).toBeDisabled();
    await dialog.getByLabel('Jina kamili').fill('Wanjiku Njeri Kamau');
    await dialog.getByLabel('Barua pepe (si lazima)').fill('wanjiku@example.co.ke');
    await dialog.getByLabel('Nambari ya Kitambulisho cha Taifa').fill('28765432');
    await expect(dialog.getByRole('group', { name: 'Jinsia' })).toBeVisible();
    await dialog.getByText('Mwanamke', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Mwanamke' })).toBeChecked();
    await expect(register).toBeEnabled();
    await expectNoEnglish(page);
    await screenshot(page, 'sw-register');

    await register.click();
    await expect(dialog.getByRole('heading', { name: 'Karibu sana!' })).toBeVisible();
    await expect(dialog.getByText('Umethibitishwa!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Karibu Pamoja!', { exact: true })).toBeVisible();
    expect(appErrors(errors)).toEqual([]);
  });

  test('the profile, edit profile and tokens screens are in Kiswahili', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const fullName = await signInKiswahiliCommuter(page);

    await page.goto('/profile');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wasifu na mipangilio' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(fullName)).toBeVisible();
    const settings = page.getByRole('navigation', { name: 'Mipangilio' });
    await expect(settings.getByText('Language / Lugha', { exact: true })).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Kiswahili' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const row of ['Hariri wasifu', 'Maeneo uliyohifadhi', 'Watu wa dharura']) {
      await expect(settings.getByRole('link', { name: row })).toBeVisible();
    }
    await expect(settings.getByRole('button', { name: 'Futa Akaunti' })).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Toka' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Picha ya wasifu' })).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'sw-profile');

    // Edit profile: the form and its checks.
    await settings.getByRole('link', { name: 'Hariri wasifu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hariri wasifu' })).toBeVisible();
    const name = page.getByLabel('Jina kamili');
    await expect(name).toHaveValue(fullName);
    await expect(page.getByRole('radio', { name: 'Mwanaume', exact: true })).toBeChecked();
    await name.fill(' ');
    await page.getByLabel('Barua pepe (si lazima)').fill('achieng@');
    await page.getByRole('button', { name: 'Hifadhi mabadiliko' }).click();
    await expect(page.getByText('Tafadhali weka jina lako kamili', { exact: true })).toBeVisible();
    await expect(page.getByText('Tafadhali weka barua pepe sahihi', { exact: true })).toBeVisible();
    await expect(name).toBeFocused();
    await expectNoEnglish(page);
    await screenshot(page, 'sw-edit-profile');
    await name.fill(fullName);
    await page.getByLabel('Barua pepe (si lazima)').fill('');
    await page.getByRole('button', { name: 'Hifadhi mabadiliko' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Wasifu umesasishwa', { exact: true })).toBeVisible();

    // Tokens: the balance, the top-up form and how it works.
    await page.goto('/tokens');
    await expect(page.getByRole('heading', { level: 1, name: 'Nunua Tokeni' })).toBeVisible();
    await expect(page.getByText('Salio lako la tokeni')).toBeVisible();
    await page.getByLabel('Kiasi cha kununua').fill('500');
    await expect(page.getByRole('main')).toContainText('Utapata tokeni 500');
    await expect(page.getByRole('button', { name: /Lipa Sasa/ })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Tuma tokeni' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Jinsi ya kununua tokeni' })).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'sw-tokens');
    await screenshot(page, 'sw-tokens-top-up', page.getByRole('button', { name: /Lipa Sasa/ }));
    expect(appErrors(errors)).toEqual([]);
  });

  test('English chosen on the profile is saved on the account, and Kiswahili again', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await signInKiswahiliCommuter(page);
    await page.goto('/profile');
    const settings = page.getByRole('navigation', { name: 'Mipangilio' });
    await expect(settings.getByRole('link', { name: 'Hariri wasifu' })).toBeVisible();

    await settings.getByRole('button', { name: 'English' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Profile and settings' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const english = page.getByRole('navigation', { name: 'Settings' });
    await expect(english.getByRole('link', { name: 'Edit profile' })).toBeVisible();
    await expect(english.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => savedLanguage(page.request)).toBe('en');

    await english.getByRole('button', { name: 'Kiswahili' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wasifu na mipangilio' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect.poll(() => savedLanguage(page.request)).toBe('sw');
    await expectNoEnglish(page);
    expect(appErrors(errors)).toEqual([]);
  });
  test('emergency contacts, saved places, deleting the account, withdrawing and sending tokens', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    const phone = newPhoneNumber();
    await signInWithApi(page.request, phone, {
      fullName: `Wanjiru ${uniqueSurname()}`,
      nationalId: '31234567',
    });
    await chooseKiswahili(page);
    await buyTokensWithApi(page.request, 500);
    const main = page.getByRole('main');

    // Emergency contacts, with the form's own checks.
    await page.goto('/profile/emergency-contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Watu wa dharura' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Mtu 1' })).toBeVisible();
    await main.getByLabel('Nambari ya simu').fill('12345');
    await main.getByRole('button', { name: 'Hifadhi watu wa dharura' }).click();
    await expect(main.getByText('Weka jina lake', { exact: true })).toBeVisible();
    await expect(
      main.getByText('Nambari ya simu ya Kenya si sahihi', { exact: true }),
    ).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'sw-emergency-contacts');

    // Saved places: Home and Work, and room for others.
    await page.goto('/profile/places');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Maeneo uliyohifadhi' }),
    ).toBeVisible();
    const fixed = main.getByRole('list', { name: 'Nyumbani na Kazini' });
    await expect(fixed.getByRole('listitem').first()).toContainText('Nyumbani');
    await expect(fixed.getByRole('listitem').last()).toContainText('Kazini');
    await expect(fixed.getByRole('button', { name: 'Weka Nyumbani' })).toBeVisible();
    await expect(fixed.getByText('Bado haijawekwa')).toHaveCount(2);
    await expect(main.getByText('0 kati ya 8')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Chagua mahali lilipo' })).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'sw-saved-places');

    // Deleting the account: the balance offered back and what would be lost, then kept.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Futa Akaunti' }).click();
    const deletion = page.getByRole('alertdialog', { name: 'Futa akaunti yako?' });
    await expect(deletion.getByText('Usiache KSh 500 zako nyuma')).toBeVisible();
    await expect(
      deletion.getByText(
        'Wasifu wako na nambari yako ya simu vitafutwa, na utatolewa kwenye akaunti kila mahali.',
      ),
    ).toBeVisible();
    await expect(deletion.getByRole('button', { name: 'Futa akaunti yangu' })).toBeDisabled();
    await expectNoEnglish(page);
    await screenshot(page, 'sw-delete-account');
    await deletion.getByRole('button', { name: 'Baki na akaunti yangu' }).click();
    await expect(deletion).toBeHidden();

    // Withdrawing tokens to M-Pesa.
    await page.goto('/tokens');
    await expect(main.getByTestId('token-balance')).toHaveText('KSh 500');
    await expect(main.getByText('tokeni 500', { exact: true })).toBeVisible();
    await main.getByRole('button', { name: 'Toa pesa', exact: true }).click();
    const withdrawal = page.getByRole('dialog', { name: 'Toa tokeni kwenda M-Pesa' });
    await expect(withdrawal.getByLabel('Nambari ya M-Pesa')).toHaveValue(phone.shown);
    const amount = withdrawal.getByLabel('Kiasi cha kutoa');
    await amount.fill('600');
    await expect(withdrawal.getByText('Unaweza kutoa hadi KSh 500.')).toBeVisible();
    await amount.fill('300');
    await expect(
      withdrawal.getByText('Kuanzia KSh 10 hadi KSh 500, kwa shilingi kamili.'),
    ).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'sw-withdraw');
    await withdrawal.getByRole('button', { name: 'Toa KSh 300' }).click();
    await expect(page.getByText('Ombi la Kutoa Pesa Limetumwa', { exact: true })).toBeVisible();
    const latest = main.getByRole('region', { name: 'Utoaji wa hivi karibuni' });
    await expect(latest).toContainText('Imekamilika', { timeout: 20_000 });
    await expect(latest).toContainText(/Risiti [A-Z0-9]{10}/);
    await expect(page.getByText('Pesa Zimetumwa', { exact: true })).toBeVisible();

    // Sending tokens: the form's checks.
    const send = main.locator('#send-tokens');
    await send.getByLabel('Nambari ya simu ya mpokeaji').fill(phone.typed);
    await send.getByLabel('Kiasi cha kutuma').fill('50');
    await send.getByRole('button', { name: 'Endelea' }).click();
    await expect(send.getByText('Huwezi kujitumia tokeni mwenyewe.')).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'sw-send-tokens', send);
    expect(appErrors(errors)).toEqual([]);
  });

  test('a driver’s payouts screen is in Kiswahili', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    await signInAsVerifiedDriver(page, testInfo, `Otieno ${uniqueSurname()}`);
    await chooseKiswahili(page);
    await page.goto('/payouts');
    await expect(page.getByRole('heading', { level: 1, name: 'Kutoa Pesa' })).toBeVisible();
    await expect(page.getByText('Kiasi unachoweza kutoa')).toBeVisible();
    await expect(page.getByTestId('withdrawable')).toHaveText('KSh 0');
    await expect(page.getByText('Bado hakuna cha kutoa')).toBeVisible();
    await expect(
      page.getByText('Bado hakuna malipo. Pesa unazotoa kwenda M-Pesa zitaonekana hapa.'),
    ).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'sw-payouts');
    expect(appErrors(errors)).toEqual([]);
  });
});
