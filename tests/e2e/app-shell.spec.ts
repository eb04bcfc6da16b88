import { expect, test } from '@playwright/test';
import { appStarted } from './app-started';
import { collectConsoleErrors } from './console-errors';

test.describe('landing page', () => {
  test('shows the hero headline to a visitor without console errors', async ({ page }) => {
    const errors = collectConsoleErrors(page);

    await page.goto('/');

    await expect(
      page.getByRole('heading', { level: 1, name: /Share the ride into town/ }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How much could you save?' })).toBeVisible();
    await expect(page).toHaveTitle(/Pamoja/);
    expect(errors).toEqual([]);
  });

  test('links to the contact page from the footer', async ({ page }) => {
    const footerCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/site-footer-[^/]*\.js$/.test(request.url())) footerCode.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The footer is in the page from the start; its code comes as the visitor heads down the
    // page, not with the first screen.
    await expect(page.getByRole('contentinfo')).toContainText('Contact us');
    await appStarted(page);
    await page.waitForLoadState('networkidle');
    expect(footerCode).toEqual([]);
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => footerCode.length).toBe(1);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();

    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  });

  test('loads nothing from another host', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.origin !== new URL(baseURL ?? '').origin) {
        foreign.push(request.url());
      }
    });

    await page.goto('/');
    await page.waitForLoadState('networkidle');

    expect(foreign).toEqual([]);
  });
});

test.describe('unknown routes', () => {
  test("show 'Page Not Found' with a link that leads home", async ({ page }) => {
    const errors = collectConsoleErrors(page);

    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /Share the ride into town/ }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('keyboard', () => {
  test('the first Tab reaches the skip link, which moves focus to the content', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.keyboard.press('Tab');

    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();

    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});
