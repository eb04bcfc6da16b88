import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { appStarted } from './app-started';
import { collectConsoleErrors } from './console-errors';

const SECTION_IDS = [
  'hero',
  'safety',
  'how-it-works',
  'features',
  'testimonials',
  'community-impact',
  'environmental-benefits',
  'faq',
  'driver-benefits',
  'contact',
];

const HEADER_LINKS = [
  { name: 'How it Works', id: 'how-it-works' },
  { name: 'Features', id: 'features' },
  { name: 'Testimonials', id: 'testimonials' },
  { name: 'Contact', id: 'contact' },
];

const FUEL_PRICE_LABEL = 'Fuel price (KSh per litre)';
const CONSUMPTION_LABEL = "Car's fuel use (km per litre)";

/** The header's section links: the row on a wide screen, the menu (opened here) on a phone. */
async function headerLink(page: Page, isMobile: boolean, name: string) {
  const banner = page.getByRole('banner');
  if (!isMobile) {
    return banner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
  }
  await banner.getByRole('button', { name: 'Menu' }).click();
  return banner.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name });
}

async function openLanding(page: Page) {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: /Share the ride into town/ }),
  ).toBeVisible();
  await appStarted(page);
}

test.describe('landing page sections', () => {
  test('has every section of the specification, reachable by its anchor', async ({ page }) => {
    // Ten fresh page loads.
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    for (const id of SECTION_IDS) {
      // A fresh load each time: the address is opened as a link from elsewhere would open it.
      await page.goto('about:blank');
      await page.goto(`/#${id}`);
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    await expect(page.locator('#environmental-benefits')).toContainText('KES 2.8M');
    await expect(page.locator('#environmental-benefits')).toContainText('156,000+');
    await expect(page.locator('#environmental-benefits')).toContainText('89%');
    await expect(page.locator('#environmental-benefits')).toContainText('Up to 45%');
    await expect(page.locator('#driver-benefits')).toContainText('within 24 hours');
    expect(errors).toEqual([]);
  });

  for (const link of HEADER_LINKS) {
    test(`the header's ${link.name} link scrolls to its section`, async ({ page, isMobile }) => {
      await openLanding(page);

      await (await headerLink(page, isMobile, link.name)).click();

      await expect(page).toHaveURL(new RegExp(`/#${link.id}$`));
      await expect(page.locator(`#${link.id}`)).toBeInViewport();
    });
  }

  test('a section link from another screen goes to the landing page section', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

    await (await headerLink(page, isMobile, 'Testimonials')).click();

    await expect(page).toHaveURL(/\/#testimonials$/);
    await expect(page.locator('#testimonials')).toBeInViewport();
    await expect(page.getByText('Wanjiru, Ruiru')).toBeVisible();
  });

  test('the FAQ answers open and close', async ({ page }) => {
    await page.goto('/#faq');
    await appStarted(page);
    // The sections' code, which the address asks for at once, takes over from the served copy.
    await page.waitForLoadState('networkidle');
    const question = page.locator('#faq').getByText('What happens if I cancel?');
    const answer = page.getByText('every token you paid comes back to your balance');
    await expect(answer).toBeHidden();

    await question.click();
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button is for narrow screens');

  test('opens, closes, and closes on an outside click and on Escape', async ({ page }) => {
    await openLanding(page);
    const button = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();

    await button.click();
    await expect(menu).toBeHidden();

    await button.click();
    await expect(menu).toBeVisible();
    // Well below the menu, over the dimmed page.
    await page.mouse.click(200, 780);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('savings calculator', () => {
  test('shows the savings for Ruiru to Westlands from the route table', async ({ page }) => {
    await openLanding(page);
    const hero = page.locator('#hero');
    const result = hero.getByRole('region', { name: 'Your savings' });
    await expect(result).toHaveCount(0);

    await hero.getByLabel('Start location').fill('Ruiru');
    await hero.getByLabel('Destination').fill('Westlands');

    // 32 km: ride-hailing 800 a trip against Pamoja's 320, 10 trips a week = 520 trips a year.
    await expect(result).toContainText('You could save');
    await expect(result).toContainText('KSh 249,600');
    await expect(result).toContainText('KSh 166,400');
    await expect(result).toContainText('KSh 416,000');
    await expect(result).toContainText('2,233 kg'); // 32 / 12 x 2.3 x 0.7 x 520
    await expect(result).toContainText('27 h 44 min a month'); // 0.64 h x 520 / 12
    await expect(result).toContainText('about 32 km');

    await hero.getByText('Per trip', { exact: true }).click();
    await expect(hero.getByRole('radio', { name: 'Per trip' })).toBeChecked();
    await expect(result).toContainText('KSh 480');
    await expect(result).toContainText('KSh 320');
    await expect(result).toContainText('KSh 800');
    await expect(result).toContainText('4.3 kg');
    await expect(result).toContainText('38 min a trip');

    // Driving alone: 32 / 12 x 180 = 480 in fuel against 320.
    await hero.getByText('Driving alone', { exact: true }).click();
    await expect(result).toContainText('KSh 160');

    await hero.getByLabel('Trips per week').fill('5');
    await hero.getByText('Per year', { exact: true }).click();
    await expect(result).toContainText('KSh 41,600'); // 160 x 5 x 52

    await hero.getByLabel('Start location').fill('Ru');
    await expect(result).toHaveCount(0);
    await expect(hero.getByText('Type where you start and where you are going')).toBeVisible();
  });

  test('remembers a changed fuel price and consumption after a reload', async ({ page }) => {
    await openLanding(page);
    const hero = page.locator('#hero');
    await expect(hero.getByLabel(FUEL_PRICE_LABEL)).toHaveValue('180');
    await expect(hero.getByLabel(CONSUMPTION_LABEL)).toHaveValue('12');

    await hero.getByLabel(FUEL_PRICE_LABEL).fill('215');
    await hero.getByLabel(CONSUMPTION_LABEL).fill('9');
    await page.reload();

    await expect(hero.getByLabel(FUEL_PRICE_LABEL)).toHaveValue('215');
    await expect(hero.getByLabel(CONSUMPTION_LABEL)).toHaveValue('9');
  });
});

test.describe('Book Ride', () => {
  test('asks a visitor to sign in first', async ({ page }) => {
    await openLanding(page);

    await page.getByRole('banner').getByRole('button', { name: 'Book Ride' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Sign in to Pamoja' })).toBeVisible();
  });
});

/** Registers a new commuter through the API; the browser context shares the session cookie. */
async function signUp(request: APIRequestContext, fullName: string): Promise<void> {
  const phoneNumber = `+2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  expect((await request.post('/api/auth/otp/send', { data: { phoneNumber } })).ok()).toBe(true);
  const outbox = await request.get(`/api/dev/outbox?phone=${encodeURIComponent(phoneNumber)}`);
  const [sms] = (await outbox.json()) as Array<{ message: string }>;
  const otp = /\b(\d{5})\b/.exec(sms?.message ?? '')?.[1];
  const verified = await request.post('/api/auth/otp/verify', {
    data: {
      phoneNumber,
      otp,
      isNewUser: true,
      fullName,
      nationalIdNumber: '29876543',
      gender: 'Female',
    },
  });
  expect(verified.ok()).toBe(true);
}

test.describe('signed in', () => {
  test('the header greets by first name, Book Ride goes to the search, Sign Out signs out', async ({
    page,
    isMobile,
  }) => {
    await signUp(page.request, 'Achieng Atieno Odhiambo');
    const banner = page.getByRole('banner');

    await page.goto('/contact');
    await expect(banner.getByText('Hi, Achieng')).toBeVisible();
    // The landing page's sections are for visitors; Contact (in every footer) stays.
    if (isMobile) await banner.getByRole('button', { name: 'Menu' }).click();
    await expect(banner.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'How it Works' })).toHaveCount(0);
    if (isMobile) await page.keyboard.press('Escape');

    await banner.getByRole('button', { name: 'Book Ride' }).click();
    await expect(page).toHaveURL(/\/search$/);

    if (isMobile) await banner.getByRole('button', { name: 'Menu' }).click();
    await banner.getByRole('button', { name: 'Sign Out' }).click();
    await expect(
      page.getByText("You've been successfully signed out", { exact: true }),
    ).toBeVisible();
    await expect(banner.getByText('Hi, Achieng')).toBeHidden();
  });
});
