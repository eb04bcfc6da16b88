import { expect, type Page, test } from '@playwright/test';
import { signInAsAgent, signInAsVerifiedDriver, signInWithApi, uniqueSurname } from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { newPhoneNumber } from './sign-in-helpers';

/** The toast, and whether it keeps clear of the bottom navigation's tabs. */
async function expectToastAboveTabs(page: Page, text: string) {
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(toast).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'App sections' });
  await expect(tabs).toBeVisible();
  await expect
    .poll(async () => {
      const [t, n] = [await toast.boundingBox(), await tabs.boundingBox()];
      return t && n ? t.y + t.height <= n.y : false;
    })
    .toBe(true);
}

test.describe('editing one’s profile', () => {
  test('a passenger changes name, email and gender, in the specification’s words', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const surname = uniqueSurname();
    await signInWithApi(page.request, newPhoneNumber(), {
      fullName: `Akinyi ${surname}`,
      nationalId: '31234567',
    });
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();

    const name = page.getByLabel('Full name');
    const email = page.getByLabel('Email (optional)');
    await expect(name).toHaveValue(`Akinyi ${surname}`);
    await expect(email).toHaveValue('');
    await expect(page.getByLabel('National ID number')).toHaveValue('31234567');
    await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
    // Not verified: nothing is locked, so nothing is said about reviews.
    await expect(page.getByText('Verified by an agent')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Profile picture' })).toBeVisible();

    await name.fill('  ');
    await email.fill('akinyi@');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please enter your full name', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Please enter a valid email address', { exact: true }),
    ).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill(`Akinyi Atieno ${surname}`);
    await email.fill('akinyi@example.co.ke');
    await page.getByText('Female', { exact: true }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expectToastAboveTabs(page, 'Profile updated');
    await expect(page.getByRole('main').getByText(`Akinyi Atieno ${surname}`)).toBeVisible();
    const saved = await (await page.request.get('/api/user/details')).json();
    expect(saved).toMatchObject({
      fullName: `Akinyi Atieno ${surname}`,
      email: 'akinyi@example.co.ke',
      gender: 'Female',
      nationalId: '31234567',
    });
    expect(appErrors(errors)).toEqual([]);
  });

  test('a verified driver is told before a new name goes back to an agent, who approves it from home', async ({
    page,
    browser,
  }, testInfo) => {
    const errors = collectConsoleErrors(page);
    const surname = uniqueSurname();
    const phone = await signInAsVerifiedDriver(page, testInfo, `Otieno ${surname}`);
    await page.goto('/profile/edit');
    await expect(page.getByText('Verified by an agent', { exact: true })).toBeVisible();

    await page.getByLabel('Full name').fill(`Otieno Ouma ${surname}`);
    await expect(
      page.getByText('Saving sends your account for review', { exact: true }),
    ).toBeVisible();
    const save = page.getByRole('button', { name: 'Save changes' });
    await save.click();
    const confirm = page.getByRole('alertdialog', { name: 'Send your new details for review?' });
    await expect(confirm).toContainText(
      'Changing your name or National ID number sends your account back to an agent for review.',
    );
    // Escape closes the question and puts focus back on the button that asked it.
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(save).toBeFocused();
    expect((await (await page.request.get('/api/user/details')).json()).isVerified).toBe(true);

    await save.click();
    await confirm.getByRole('button', { name: 'Save and send for review' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expectToastAboveTabs(page, 'Sent for review');
    await expect(page.getByRole('main').getByText('Driver, review pending')).toBeVisible();

    // Driver mode keeps the dashboard; creating rides waits for the agent.
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: 'Passenger' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(main.getByRole('radio', { name: 'Driver' })).toBeChecked();
    await expect(main.getByText('Get verified to offer rides', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Create New Ride' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Driver Dashboard' })).toBeVisible();

    // The agent: from home to the console, where the driver's ID waits with the name approved before.
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: testInfo.project.use.viewport,
      isMobile: testInfo.project.use.isMobile,
      hasTouch: testInfo.project.use.hasTouch,
    });
    const agent = await context.newPage();
    const agentErrors = collectConsoleErrors(agent);
    await signInAsAgent(agent, testInfo);
    await agent.goto('/');
    const consoleCard = agent.getByRole('region', { name: 'Agent console' });
    await expect(consoleCard).toContainText(/National IDs? (is|are) waiting for an agent\./, {
      timeout: 15_000,
    });
    await consoleCard.getByRole('link', { name: 'Open the agent console' }).click();
    await expect(agent).toHaveURL(/\/admin$/);

    const card = agent.getByTestId('review-card').filter({ hasText: phone.shown });
    await expect(card.getByRole('heading', { name: `Otieno Ouma ${surname}` })).toBeVisible();
    await expect(card).toContainText(`Approved before as${`Otieno ${surname}`}`);

    const approve = card.getByRole('button', { name: 'Approve' });
    await approve.click();
    const sure = agent.getByRole('alertdialog', { name: 'Approve this National ID?' });
    await expect(sure).toBeVisible();
    await agent.keyboard.press('Escape');
    await expect(sure).toBeHidden();
    await expect(approve).toBeFocused();

    await approve.click();
    await sure.getByRole('button', { name: 'Approve' }).click();
    await expect(
      agent.getByText(`Otieno Ouma ${surname} is now a Verified Driver.`, { exact: true }),
    ).toBeVisible();
    expect(appErrors(agentErrors)).toEqual([]);
    await context.close();

    expect((await (await page.request.get('/api/user/details')).json()).isVerified).toBe(true);
    expect(appErrors(errors)).toEqual([]);
  });

  test('an agent finds the console in the More menu; Escape closes it back onto More', async ({
    page,
  }, testInfo) => {
    await signInAsAgent(page, testInfo);
    await page.goto('/profile');
    const more = page
      .getByRole('navigation', { name: 'App sections' })
      .getByRole('button', { name: 'More' });
    await more.click();
    const menu = page.getByRole('dialog', { name: 'More' });
    await expect(menu.getByRole('link', { name: 'Agent console' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    await more.click();
    await menu.getByRole('link', { name: 'Agent console' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agent console' })).toBeVisible();
  });
});
