import { expect, type Page, test } from '@playwright/test';
import { signInWithApi } from './api-helpers';
import { appStarted } from './app-started';
import { appErrors, collectConsoleErrors } from './console-errors';
import { expectNoEnglish } from './no-english';
import { newPhoneNumber } from './sign-in-helpers';

// Issue 20: the landing page, its header and menu, and the More dialog in Kiswahili, and the
// header's EN / SW switcher, which changes the words at once and keeps the page as it was.

const LOWER_SECTIONS = [
  { id: 'safety', heading: 'Unamjua unayesafiri naye' },
  { id: 'how-it-works', heading: 'Kutoka stegi yako hadi ofisini kwa hatua nne' },
  { id: 'features', heading: 'Imeundwa kwa safari ya kila siku kazini' },
  { id: 'testimonials', heading: 'Wasafiri wa Nairobi wanasemaje' },
  { id: 'community-impact', heading: 'Nzuri kwa jiji, si kwa mfuko wako tu' },
  { id: 'environmental-benefits', heading: 'Hewa safi zaidi Nairobi' },
  { id: 'faq', heading: 'Maswali ambayo wasafiri hutuuliza' },
  { id: 'driver-benefits', heading: 'Lipwa kwa viti vilivyo wazi' },
];

const heroHeading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('the landing page in Kiswahili', () => {
  test.use({ locale: 'sw-KE' });

  test('is in Kiswahili from the hero to the footer', async ({ page }, testInfo) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await appStarted(page);

    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(heroHeading(page)).toContainText('Shiriki safari kuingia mjini.');
    await expect(page).toHaveTitle('Pamoja · Shiriki safari kuingia Nairobi');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Hifadhi kiti' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Kiswahili' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoEnglish(page);

    // The calculator's answer, with its figures.
    const hero = page.locator('#hero');
    await hero.getByLabel('Mahali pa kuanzia').fill('Ruiru');
    await hero.getByLabel('Unakoenda').fill('Westlands');
    const result = hero.getByRole('region', { name: 'Akiba yako' });
    await expect(result).toContainText('Unaweza kuokoa');
    await expect(result).toContainText('KSh 249,600');
    await expect(result).toContainText('saa 27 dakika 44 kwa mwezi');
    await expect(result).toContainText('Westlands: takriban km 32.');
    await hero.getByText('Kwa safari', { exact: true }).click();
    await expect(result).toContainText('dak 38 kwa safari');
    await expectNoEnglish(page);

    // Every lower section, rendered as the visitor scrolls down to it.
    for (const section of LOWER_SECTIONS) {
      const band = page.locator(`#${section.id}`);
      await band.scrollIntoViewIfNeeded();
      await expect(band.getByRole('heading', { level: 2 })).toContainText(section.heading);
    }
    await page.locator('#faq').getByText('Itakuwaje nikighairi?').click();
    await expect(page.getByText('kila tokeni uliyolipa inarudi kwenye salio lako')).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo')).toContainText('Wasiliana nasi');
    await expectNoEnglish(page);
    expect(appErrors(errors)).toEqual([]);

    if (testInfo.project.name !== 'mobile') return;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: 'docs/screenshots/sw-landing.png',
      fullPage: true,
      scale: 'css',
    });
  });

  test("the phone's menu is in Kiswahili", async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button is for narrow screens');
    await page.goto('/');
    await appStarted(page);
    await expect(heroHeading(page)).toContainText('Shiriki safari');

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Menyu' }).click();
    const menu = banner.getByRole('navigation', { name: 'Menyu' });
    await expect(menu.getByRole('link', { name: 'Jinsi inavyofanya kazi' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Mawasiliano' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Ingia' })).toBeVisible();
    await expectNoEnglish(page);
    await page.screenshot({ path: 'docs/screenshots/sw-landing-menu.png' });
  });
});

test.describe('the language switcher', () => {
  test('keeps the page and what was typed on it, EN to SW and back', async ({ page }) => {
    await page.goto('/');
    await appStarted(page);
    await expect(heroHeading(page)).toContainText('Share the ride into town.');
    const hero = page.locator('#hero');
    await hero.getByLabel('Start location').fill('Ruiru');
    await hero.getByLabel('Destination').fill('Westlands');
    await expect(hero.getByRole('region', { name: 'Your savings' })).toContainText(
      'You could save',
    );
    const address = page.url();
    // Gone if the page were loaded again.
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    const marker = () => page.evaluate(() => (window as unknown as { marker?: number }).marker);
    const banner = page.getByRole('banner');

    await banner.getByRole('button', { name: 'Kiswahili' }).click();
    await expect(heroHeading(page)).toContainText('Shiriki safari kuingia mjini.');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(hero.getByLabel('Mahali pa kuanzia')).toHaveValue('Ruiru');
    await expect(hero.getByLabel('Unakoenda')).toHaveValue('Westlands');
    await expect(hero.getByRole('region', { name: 'Akiba yako' })).toContainText('Unaweza kuokoa');
    expect(page.url()).toBe(address);
    expect(await marker()).toBe(1);

    await banner.getByRole('button', { name: 'English' }).click();
    await expect(heroHeading(page)).toContainText('Share the ride into town.');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(hero.getByLabel('Start location')).toHaveValue('Ruiru');
    await expect(hero.getByRole('region', { name: 'Your savings' })).toContainText(
      'You could save',
    );
    expect(page.url()).toBe(address);
    expect(await marker()).toBe(1);
  });

  test('gives a visitor with an English browser Kiswahili at a tap, kept after a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await appStarted(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(heroHeading(page)).toContainText('Share the ride into town.');

    await page.getByRole('banner').getByRole('button', { name: 'Kiswahili' }).click();
    await expect(heroHeading(page)).toContainText('Shiriki safari kuingia mjini.');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'pamoja_lang')?.value).toBe('sw');

    await page.reload();
    await expect(heroHeading(page)).toContainText('Shiriki safari kuingia mjini.');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Kiswahili' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectNoEnglish(page);
  });
});

test.describe('signed in, in Kiswahili', () => {
  test.use({ locale: 'sw-KE' });

  test('the header greets in Kiswahili, and the home, Contact and More speak it', async ({
    page,
  }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    await signInWithApi(page.request, newPhoneNumber(), {
      fullName: 'Achieng Atieno Odhiambo',
      nationalId: '29876543',
    });
    await page.goto('/contact');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Hi, Achieng')).toBeVisible();
    // A new account starts in English; choosing Kiswahili saves it on the account.
    const saved = page.waitForResponse((response) =>
      response.url().endsWith('/api/Auth/UpdateUserDetails'),
    );
    await banner.getByRole('button', { name: 'Kiswahili' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(banner.getByText('Habari, Achieng')).toBeVisible();
    await expect(banner.getByRole('link', { name: /^Arifa/ })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Hifadhi kiti' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Wasiliana Nasi' })).toBeVisible();
    await expectNoEnglish(page);
    if (mobile) await page.screenshot({ path: 'docs/screenshots/sw-contact.png', fullPage: true });

    // Home, in both modes.
    await page.goto('/');
    await expect(page.getByText('Habari ya asubuhi')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Muhtasari wa akaunti' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sehemu za programu' })).toContainText(
      'Ratiba',
    );
    await expectNoEnglish(page);
    if (mobile) await page.screenshot({ path: 'docs/screenshots/sw-home.png' });
    await page.getByText('Dereva', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Muhtasari wa dereva' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Hali ya dereva:' })).toBeVisible();
    await expectNoEnglish(page);
    if (mobile) await page.screenshot({ path: 'docs/screenshots/sw-home-driver.png' });

    // The More menu, with its own switcher: English at once, the dialog still open, and back.
    await page.goto('/more');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Zaidi' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Wasifu' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Toka' })).toBeVisible();
    await expect(dialog).toContainText('Toleo 4.0.2');
    await expectNoEnglish(page);
    // Once it has faded in.
    await expect(dialog).toHaveCSS('opacity', '1');
    if (mobile) await page.screenshot({ path: 'docs/screenshots/sw-more.png' });

    await dialog.getByRole('button', { name: 'English' }).click();
    await expect(dialog.getByRole('heading', { name: 'More' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Profile' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Kiswahili' }).click();
    await expect(dialog.getByRole('heading', { name: 'Zaidi' })).toBeVisible();

    // The choice is on the account: the next visit starts in Kiswahili.
    await page.reload();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Zaidi' })).toBeVisible();
  });
});
