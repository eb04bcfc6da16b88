import { expect, type Page, test } from '@playwright/test';
import { signInWithApi } from './api-helpers';
import { appStarted } from './app-started';
import { appErrors, collectConsoleErrors } from './console-errors';
import { newPhoneNumber } from './sign-in-helpers';

// Issue 22: the landing page arrives rendered by the server, in the visitor's language, with
// every section and the footer, before any script runs; the app then hydrates it in place.

const PAGES = {
  en: {
    hero: 'Share the ride into town. Pay for your seat.',
    sections: {
      safety: 'You know who you are riding with',
      'how-it-works': 'From your stage to your desk in four steps',
      features: 'Built for the daily commute, not the occasional trip',
      testimonials: 'What Nairobi commuters say',
      'community-impact': 'Good for the city, not just your wallet',
      'environmental-benefits': 'Cleaner air over Nairobi, one shared seat at a time',
      faq: 'Questions commuters ask us',
      'driver-benefits': 'Drive to work anyway? Get paid for the empty seats.',
    },
    footer: ['Carpooling for Nairobi commuters. Share the ride, pay for your seat.', 'Follow us'],
  },
  sw: {
    hero: 'Shiriki safari kuingia mjini.',
    sections: {
      safety: 'Unamjua unayesafiri naye',
      'how-it-works': 'Kutoka stegi yako hadi ofisini kwa hatua nne',
      features: 'Imeundwa kwa safari ya kila siku kazini',
      testimonials: 'Wasafiri wa Nairobi wanasemaje',
      'community-impact': 'Nzuri kwa jiji, si kwa mfuko wako tu',
      'environmental-benefits': 'Hewa safi zaidi Nairobi',
      faq: 'Maswali ambayo wasafiri hutuuliza',
      'driver-benefits': 'Lipwa kwa viti vilivyo wazi',
    },
    footer: [
      'Kushiriki gari kwa wasafiri wa Nairobi. Shiriki safari, lipia kiti chako.',
      'Tufuate',
    ],
  },
} as const;

/** The hero, every lower section and the footer with the deployment's contact details. */
async function expectWholePage(page: Page, language: keyof typeof PAGES) {
  const words = PAGES[language];
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(words.hero);
  await expect(page.locator('#hero').getByLabel(/./).first()).toBeVisible();
  for (const [id, heading] of Object.entries(words.sections)) {
    await expect(page.locator(`#${id}`).getByRole('heading', { level: 2 })).toContainText(heading);
  }
  const footer = page.getByRole('contentinfo');
  for (const text of words.footer) await expect(footer).toContainText(text);
  // The deployment's settings (CONTACT_EMAIL's default), which the server rendered in.
  await expect(footer.getByRole('link', { name: 'support@pamoja.co.ke' })).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows the hero, every section and the footer', async ({ page }) => {
    await page.goto('/');
    await expectWholePage(page, 'en');
    await expect(page).toHaveTitle('Pamoja · Share the ride into Nairobi');
  });

  test.describe('in Kiswahili', () => {
    test.use({ locale: 'sw-KE' });

    test('the landing page shows the hero, every section and the footer', async ({ page }) => {
      await page.goto('/');
      await expectWholePage(page, 'sw');
      await expect(page).toHaveTitle('Pamoja · Safiri pamoja hadi Nairobi');
    });
  });

  test('other addresses are the app, for its code to render', async ({ page }) => {
    await page.goto('/search');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test.describe('with JavaScript', () => {
  test('the app takes the page over in place, without errors, and answers', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    // Marks the hero's heading before any script runs (the page is parsed, scripts wait): a
    // page React threw away and rendered again would have a new one.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        const heading = document.querySelector('h1');
        if (document.readyState === 'interactive' && heading) heading.dataset.served = '';
      });
    });
    await page.goto('/');
    await appStarted(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1[data-served]')).toHaveCount(1);

    const hero = page.locator('#hero');
    await hero.getByLabel('Start location').fill('Ruiru');
    await hero.getByLabel('Destination').fill('Westlands');
    await expect(hero.getByRole('region', { name: 'Your savings' })).toContainText('KSh 249,600');

    const question = page.locator('#faq').getByText('How many seats can I book?');
    const answer = page.getByText('Up to 4 seats in one booking');
    await expect(answer).toBeHidden();
    // The lower sections' code takes over from the served copy as they come near (typing above
    // may already have sent for it), replacing the question's element: scrolled to and tapped
    // until it answers, whichever element is there then.
    await expect(async () => {
      await question.click({ timeout: 2_000 });
      await expect(answer).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });

    // The footer is taken over the same way: scrolled to until it is there and reads right.
    const footer = page.getByRole('contentinfo');
    await expect(async () => {
      await footer.scrollIntoViewIfNeeded({ timeout: 2_000 });
      await expect(footer).toContainText('support@pamoja.co.ke', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  test('keeps what was typed before the code arrived', async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const hero = page.locator('#hero');
    await hero.getByLabel('Start location').fill('Ruiru');
    await hero.getByLabel('Destination').fill('Westlands');
    await hero.getByText('Per trip', { exact: true }).click();
    release();

    await appStarted(page);
    await expect(hero.getByRole('region', { name: 'Your savings' })).toContainText('KSh 480');
  });

  test('an answer opened in the served copy stays open, and focused, when the code takes over', async ({
    page,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/landing-sections-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    await appStarted(page);
    const faq = page.locator('#faq');
    // The served copy's element: the code's rendering puts a new one in its place.
    await faq
      .locator('details')
      .nth(1)
      .evaluate((element) => {
        element.dataset.served = '';
      });
    const question = faq.getByText('What happens if I cancel?');
    const answer = page.getByText('every token you paid comes back to your balance');
    await question.click();
    await expect(answer).toBeVisible();
    await expect(faq.locator('summary').nth(1)).toBeFocused();

    release();
    await expect(faq.locator('details[data-served]')).toHaveCount(0);
    await expect(answer).toBeVisible();
    await expect(faq.locator('summary').nth(1)).toBeFocused();
    // And the code's own element answers: the same tap closes it.
    await question.click();
    await expect(answer).toBeHidden();
  });

  test('a signed-in person at / gets the app, which shows their home', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await signInWithApi(page.request, newPhoneNumber(), {
      fullName: 'Nyambura Wanjiku',
      nationalId: '31234567',
    });

    const served = await page.request.get('/');
    expect(await served.text()).toContain('<div id="root"></div>');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Nyambura' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Share the ride into town/ })).toHaveCount(0);
    expect(appErrors(errors)).toEqual([]);
  });
});
