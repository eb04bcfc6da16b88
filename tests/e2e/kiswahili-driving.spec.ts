import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { addVehicleWithApi, signInAsAgent, signInWithApi } from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { expectNoEnglish } from './no-english';
import { newPhoneNumber } from './sign-in-helpers';

// A driver's way in Kiswahili (issue 20): the National ID upload, an agent's review of it, the
// vehicle form, the ride form and the driver dashboard, with no English left on screen.

test.use({ locale: 'sw-KE' });

const SHOTS = 'docs/screenshots';

/** A 1x1 PNG: the National ID photo. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0b6e10000000049454e44ae426082',
  'hex',
);

const RUIRU = { address: 'Ruiru Town, Kiambu', latitude: -1.147565, longitude: 36.959228 };
const KENCOM = {
  address: 'Kencom, Moi Avenue, Nairobi CBD',
  latitude: -1.285817,
  longitude: 36.824544,
};

/**
 * A 390x844 picture of the screen with `from` near its top, in the phone project only (a
 * full-page picture would draw the fixed header and tab bar in the middle).
 */
async function shoot(page: Page, testInfo: TestInfo, name: string, from?: Locator) {
  if (testInfo.project.name !== 'mobile') return;
  await page.evaluate(
    (top) => window.scrollTo({ top, behavior: 'instant' }),
    from
      ? await from.evaluate((element) => element.getBoundingClientRect().top + window.scrollY - 72)
      : 0,
  );
  await page.evaluate(
    () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))),
  );
  await page.screenshot({
    path: `${SHOTS}/sw-${name}.png`,
    style: '.toast-viewport { display: none !important; }',
  });
}

/** Longer Kiswahili words must not push anything past the screen's edge. */
async function expectNoSideScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page, 'the page is wider than the screen').toBeLessThanOrEqual(widths.screen);
}

/** Saves the signed-in person's language on their account, as the switcher does. */
async function saveLanguage(page: Page, language: 'en' | 'sw') {
  const saved = await page.request.post('/api/Auth/UpdateUserDetails', { data: { language } });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test.describe('a driver in Kiswahili', () => {
  test('uploads a National ID, an agent approves it, then adds a car, offers a ride and reads the dashboard', async ({
    page,
    browser,
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  }, testInfo) => {
    test.setTimeout(150_000);
    const errors = collectConsoleErrors(page);
    const main = page.getByRole('main');
    const fullName = 'Wanjiru Kamau';
    const phone = newPhoneNumber();
    await signInWithApi(page.request, phone, {
      fullName,
      nationalId: String(30_000_000 + Math.floor(Math.random() * 9_000_000)),
    });
    await saveLanguage(page, 'sw');

    // Documents: the steps, the two ways to pick a photo, and why we ask.
    await page.goto('/documents');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Thibitisha akaunti yako' }),
    ).toBeVisible();
    await expect(main.getByText('Hatua 2 kati ya 4')).toBeVisible();
    await expect(main.getByText('Kwa nini tunakagua kitambulisho chako')).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSideScroll(page);

    // The file dialog, then the chosen photo before it is sent.
    await main.getByRole('button', { name: /Pakia faili/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pakia Kitambulisho chako cha Taifa' });
    await expect(dialog).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSideScroll(page);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Chagua faili' }).click();
    await (await chooser).setFiles({
      name: 'kitambulisho.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(dialog).toBeHidden();
    await expect(
      main.getByRole('img', { name: 'Onyesho la Kitambulisho chako cha Taifa' }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Pakia picha' })).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSideScroll(page);
    await shoot(page, testInfo, 'documents', main.getByText('Hatua 2 kati ya 4'));

    await main.getByRole('button', { name: 'Pakia picha' }).click();
    await expect(
      main.getByRole('status').filter({ hasText: 'Tunakurudisha mwanzo' }),
    ).toBeVisible();
    await expect(page.getByText('Hati imepakiwa', { exact: true }).first()).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSideScroll(page);
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });

    await page.goto('/documents');
    await expect(main.getByTestId('verification-status')).toContainText('Inasubiri wakala');
    await expect(main.getByText('Hatua 3 kati ya 4')).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSideScroll(page);
    await shoot(page, testInfo, 'documents-waiting', main.getByText('Hatua 3 kati ya 4'));

    // An agent's review queue, in Kiswahili too: the card, then the approval.
    const agentContext = await browser.newContext({
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      locale: 'sw-KE',
    });
    const agent = await agentContext.newPage();
    const agentErrors = collectConsoleErrors(agent);
    await signInAsAgent(agent, testInfo);
    await saveLanguage(agent, 'sw');
    try {
      await agent.goto('/admin');
      await expect(
        agent.getByRole('heading', { level: 1, name: 'Dashibodi ya wakala' }),
      ).toBeVisible();
      await expect(agent.getByRole('tab', { name: /Inasubiri/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const card = agent.getByTestId('review-card').filter({ hasText: phone.shown });
      await expect(card.getByRole('heading', { name: fullName })).toBeVisible();
      await expect(card).toContainText('Nambari ya Kitambulisho cha Taifa');
      await expect(card.getByRole('button', { name: 'Idhinisha' })).toBeVisible();
      await expectNoEnglish(agent);
      await expectNoSideScroll(agent);
      if (testInfo.project.name === 'mobile') {
        await card.scrollIntoViewIfNeeded();
        await agent.screenshot({
          path: `${SHOTS}/sw-admin.png`,
          style: '.toast-viewport { display: none !important; }',
        });
      }

      // The reject dialog lists the reasons in Kiswahili; this one is approved.
      await card.getByRole('button', { name: 'Kataa' }).click();
      const reject = agent.getByRole('dialog', { name: 'Ukatae Kitambulisho hiki cha Taifa?' });
      await expect(reject.getByText('Picha imefifia au ina giza mno kusomeka.')).toBeVisible();
      await expectNoEnglish(agent);
      await expectNoSideScroll(agent);
      if (testInfo.project.name === 'mobile') {
        await reject.evaluate((element) =>
          Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)),
        );
        await agent.screenshot({ path: `${SHOTS}/sw-admin-reject.png` });
      }
      await reject.getByRole('button', { name: 'Ghairi' }).click();
      await expect(reject).toBeHidden();

      await card.getByRole('button', { name: 'Idhinisha' }).click();
      const confirm = agent.getByRole('alertdialog', {
        name: 'Uidhinishe Kitambulisho hiki cha Taifa?',
      });
      await expect(confirm).toContainText(`${fullName} atakuwa dereva aliyethibitishwa`);
      await expectNoEnglish(agent);
      await expectNoSideScroll(agent);
      await confirm.getByRole('button', { name: 'Idhinisha' }).click();
      await expect(
        agent.getByText(`${fullName} sasa ni dereva aliyethibitishwa.`, { exact: true }),
      ).toBeVisible();

      await agent.getByRole('tab', { name: 'Imeidhinishwa' }).click();
      const decided = agent.getByTestId('review-card').filter({ hasText: phone.shown });
      await expect(decided).toContainText('na wewe');
      await expectNoEnglish(agent);
      await expectNoSideScroll(agent);
      expect(appErrors(agentErrors)).toEqual([]);
    } finally {
      // The worker's agent serves the English specs after this one.
      await saveLanguage(agent, 'en');
      await agentContext.close();
    }

    // Verified.
    await page.goto('/documents');
    await expect(main.getByTestId('verification-status')).toContainText('Dereva amethibitishwa');
    await expectNoEnglish(page);
    await expectNoSideScroll(page);

    // My Vehicles: none yet; the add form says what is missing in Kiswahili.
    await page.goto('/vehicles');
    await expect(main.getByRole('heading', { level: 1, name: 'Magari Yangu' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Hakuna gari lililoongezwa' })).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSideScroll(page);
    await main.getByRole('button', { name: 'Ongeza gari lako la kwanza' }).click();
    const form = page.getByRole('dialog', { name: 'Ongeza gari' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Ongeza gari' }).click();
    await expect(form.getByText('Weka nambari ya gari ya Kenya kama KAA 123B.')).toBeVisible();
    await expect(form.getByText('Chagua aina ya gari kutoka kwenye orodha.')).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSideScroll(page);
    await form.getByLabel('Aina', { exact: true }).selectOption('Toyota');
    await form.getByLabel('Modeli').selectOption('Fielder');
    await form.getByLabel('Mwaka').selectOption('2016');
    await form.getByLabel('Rangi').fill('Fedha');
    await form.getByLabel('Idadi ya viti').selectOption('5');
    await expect(form.getByLabel('Idadi ya viti').locator('option:checked')).toHaveText('viti 5');
    if (testInfo.project.name === 'mobile') {
      await form.evaluate((element) => element.scrollTo({ top: 0, behavior: 'instant' }));
      await page.screenshot({ path: `${SHOTS}/sw-vehicles.png` });
      await form.evaluate((element) =>
        element.scrollTo({ top: element.scrollHeight, behavior: 'instant' }),
      );
      await page.screenshot({ path: `${SHOTS}/sw-vehicles-form-end.png` });
    }
    const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
    await form
      .getByLabel('Nambari ya gari')
      .fill(`KD${letter()} ${100 + Math.floor(Math.random() * 900)}${letter()}`);
    await form.getByRole('button', { name: 'Ongeza gari' }).click();
    await expect(page.getByText('Gari limeongezwa!', { exact: true })).toBeVisible();
    await expect(form).toBeHidden();
    const car = main.getByRole('article', { name: 'Toyota Fielder' });
    await expect(car).toContainText('viti 5 dereva akiwemo');
    await expect(car.getByText('Linatumika', { exact: true })).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSideScroll(page);
    await shoot(page, testInfo, 'vehicles-list');

    // Create Ride: the form, its hints and summary, a recurring ride's days.
    await page.goto('/create-ride');
    await expect(main.getByRole('heading', { level: 1, name: 'Unda safari' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Maelezo ya njia' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Maelezo ya safari' })).toBeVisible();
    await expect(main.getByLabel('Gari', { exact: true })).toHaveValue(/.+/);
    await expect(
      main.getByText('Hadi 4: Toyota Fielder yako ina viti 5, wewe ukiwemo.'),
    ).toBeVisible();
    await main.getByLabel('Viti vilivyo wazi').fill('3');
    await main.getByLabel('Nauli kwa kiti').fill('200');
    await main.getByRole('switch', { name: 'Safari ya kujirudia' }).click();
    await expectNoEnglish(page);
    await expectNoSideScroll(page);
    // Sent empty of places: the form says so in Kiswahili.
    await main.getByRole('button', { name: 'Unda safari' }).click();
    await expect(main.getByText('Chagua safari inakoanzia.')).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSideScroll(page);
    await shoot(page, testInfo, 'create-ride');
    await shoot(page, testInfo, 'create-ride-trip', main.getByLabel('Viti vilivyo wazi'));

    // The driver dashboard, with a ride of tomorrow morning.
    const vehicle = await addVehicleWithApi(page.request);
    const created = await page.request.post('/api/Commute/SaveCommuteDetails', {
      data: {
        pickupLocation: RUIRU,
        destination: KENCOM,
        departureTime: new Date(Date.now() + 26 * 60 * 60 * 1000).toISOString(),
        availableSeats: 3,
        pricePerSeat: 150,
        vehicleId: vehicle.id,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await page.goto('/driver-dashboard');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Dashibodi ya dereva' }),
    ).toBeVisible();
    await expect(main.getByRole('tab', { name: 'Muhtasari' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(main.getByText('Magari yanayotumika')).toBeVisible();
    await expect(main.getByText('Njia za haraka')).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSideScroll(page);
    await shoot(page, testInfo, 'driver-dashboard');

    await main.getByRole('tab', { name: 'Nafasi' }).click();
    await expect(main.getByRole('heading', { name: /Safari zilizopangwa/ })).toBeVisible();
    await expect(main.getByText('Bado hakuna nafasi zilizohifadhiwa')).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSideScroll(page);
    await shoot(page, testInfo, 'driver-dashboard-bookings', main.getByRole('tablist'));

    await main.getByRole('tab', { name: 'Mapato' }).click();
    await expect(main.getByText('Mapato ambayo bado hayajalipwa')).toBeVisible();
    await expect(main.getByText('Mapato kwa wiki', { exact: true })).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSideScroll(page);
    await shoot(page, testInfo, 'driver-dashboard-earnings', main.getByRole('tablist'));
    await shoot(
      page,
      testInfo,
      'driver-dashboard-weeks',
      main.getByText('Mapato kwa wiki', { exact: true }),
    );

    expect(appErrors(errors)).toEqual([]);
  });
});
