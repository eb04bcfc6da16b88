import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import {
  buyTokensWithApi,
  KENCOM,
  offerRideAsNewDriver,
  RUIRU,
  signInWithApi,
  tomorrowInNairobi,
  uniqueSurname,
} from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { expectNoEnglish } from './no-english';
import { newPhoneNumber } from './sign-in-helpers';

// My Trips and what hangs off it in Kiswahili (issue 20): a passenger's upcoming and regular
// bookings, a booked ride's trip screen, the share page, a cancellation; a driver's regular ride
// and trip screen; ride alerts, saved places and notifications. A Kiswahili phone (sw-KE), no
// English left on screen, and a picture of each screen at 390x844 in docs/screenshots/sw-*.png.

test.use({ locale: 'sw-KE' });

const SHOTS = 'docs/screenshots';

// biome-ignore lint/suspicious/noExplicitAny: test plumbing over API answers
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return response.json();
}

/** Saves Kiswahili on the account, as the switcher would: the app follows the saved language. */
async function chooseKiswahili(api: APIRequestContext): Promise<void> {
  await ok(await api.post('/api/Auth/UpdateUserDetails', { data: { language: 'sw' } }));
}

/** The phone's screen (390x844): from the top, or scrolled to `target` under the sticky header. */
async function shot(page: Page, name: string, target?: Locator): Promise<void> {
  if (target) {
    await target.evaluate((element) => {
      element.scrollIntoView({ block: 'start', behavior: 'instant' });
      window.scrollBy({ top: -76, behavior: 'instant' });
    });
  } else {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  }
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/sw-${name}.png` });
}

/** A driver's ride repeating every weekday at 06:30, from tomorrow. */
function offerRegularRide(testInfo: TestInfo) {
  return offerRideAsNewDriver(testInfo, `Mutua ${uniqueSurname()}`, {
    departureTime: `${tomorrowInNairobi()}T06:30:00+03:00`,
    pricePerSeat: 100,
    availableSeats: 3,
    isRecurring: true,
    recurringDays: [1, 2, 3, 4, 5],
  });
}

/** A browser at phone size, in Kiswahili, signed in with `api`'s session. */
async function phoneOf(browser: Browser, testInfo: TestInfo, api: APIRequestContext) {
  const context = await browser.newContext({ ...testInfo.project.use, locale: 'sw-KE' });
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await context.addCookies((await api.storageState()).cookies);
  return context;
}

test.beforeEach(({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'Kiswahili screens are pictured at phone size');
  // The map's tiles come from the internet, which CI does not have.
  return page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

test('My Trips, a trip screen, the share page and a cancellation in Kiswahili', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  const main = page.getByRole('main');

  // A ride tomorrow at 06:00 booked on its own, and a regular ride booked every weekday.
  const { driver, ride } = await offerRideAsNewDriver(testInfo, `Otieno ${uniqueSurname()}`, {
    departureTime: `${tomorrowInNairobi()}T06:00:00+03:00`,
  });
  await driver.dispose();
  const regular = await offerRegularRide(testInfo);
  await regular.driver.dispose();

  await signInWithApi(page.request, newPhoneNumber(), {
    fullName: 'Wanjiru Kamau',
    nationalId: '30123456',
  });
  await chooseKiswahili(page.request);
  await buyTokensWithApi(page.request, 5000);
  const booking = await ok(
    await page.request.post('/api/Commute/SavePassengerBooking', {
      data: { scheduledCommuteId: ride.id, numberOfSeats: 1 },
    }),
  );
  await ok(
    await page.request.post('/api/bookings/series', {
      data: { rideId: regular.ride.id, weekdays: [1, 2, 3, 4, 5], numberOfSeats: 1 },
    }),
  );

  // My Trips: the booking and the regular booking, in Kiswahili.
  await page.goto('/trips');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(main.getByRole('heading', { level: 1, name: 'Safari Zangu' })).toBeVisible();
  await expect(main.getByRole('tab', { name: 'Zijazo' })).toHaveAttribute('aria-selected', 'true');
  const card = main
    .getByRole('article')
    .filter({ hasText: booking.destination.address })
    .filter({
      hasNot: page.getByTestId('series-date'),
    });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Kama abiria');
  await expect(card).toContainText(`Dereva: ${booking.driverName}`);
  await expect(card).toContainText('kiti 1');
  await expect(card).toContainText('Msimbo wa kupanda');
  await expect(card.getByTestId('boarding-code')).toHaveText(/^\d{4}$/);
  // Times stay digits with AM/PM, never Swahili hour counting.
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(/6:00\sAM$/);
  await expect(card.getByRole('button', { name: 'Ghairi nafasi' })).toBeVisible();

  const series = main.getByTestId('series-trip');
  await expect(series).toContainText('Safari ya kila mara');
  await expect(series.getByRole('heading', { level: 3 })).toHaveText(
    /Jumatatu–Ijumaa 6:30\s(AM|am), safari \d+$/,
  );
  await expect(series).toContainText('Msimbo wa kupanda, safari ijayo');
  await expect(series.getByRole('button', { name: 'Ghairi zote' })).toBeVisible();
  await expect(series.getByRole('button', { name: 'Ghairi siku hii' }).first()).toBeVisible();
  await expectNoEnglish(page);
  await shot(page, 'trips');
  await shot(page, 'trips-series', series);

  // The booked ride's trip screen: waiting for the driver, the boarding code, the car to look for.
  await card.locator(`a[href="/trip/${ride.id}"]`).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Safari yako' })).toBeVisible();
  await expect(main.getByTestId('trip-status')).toHaveText('Unamsubiri dereva wako');
  await expect(main.getByText(/^Inaondoka kesho, 6:00\s(AM|am)$/)).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Msimbo wako wa kupanda' })).toBeVisible();
  await expect(main.getByText('Shiriki safari yako')).toBeVisible();
  await expect(main.getByText(/Hatukusanyi kamwe maeneo ya abiria/)).toBeVisible();
  await expectNoEnglish(page);
  await shot(page, 'trip-day');

  // The share page a family member opens, no account needed.
  const share = await ok(await page.request.post(`/api/trips/${ride.id}/share`, { data: {} }));
  await page.goto(new URL(share.url).pathname);
  await expect(main.getByRole('heading', { level: 1, name: 'Fuatilia safari hii' })).toBeVisible();
  await expect(main.getByTestId('trip-status')).toHaveText('Bado haijaanza');
  await expect(main.getByText(/^Inaondoka kesho, 6:00\s(AM|am)$/)).toBeVisible();
  await expectNoEnglish(page);
  await shot(page, 'share-page');

  // Cancelling says first, in Kiswahili, what comes back.
  await page.goto('/trips');
  await card.getByRole('button', { name: 'Ghairi nafasi' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Ughairi nafasi hii?' });
  await expect(dialog).toContainText('Utarudishiwa');
  await expect(dialog).toContainText('dereva wako atajulishwa kwa SMS');
  await expect(dialog.getByRole('button', { name: 'Usighairi nafasi' })).toBeVisible();
  await expectNoEnglish(page);
  // The dialog has finished appearing.
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/sw-trips-cancel.png` });

  await dialog.getByRole('button', { name: 'Ndiyo, ghairi nafasi' }).click();
  await expect(page.getByText('Nafasi imeghairiwa', { exact: true })).toBeVisible();
  await expect(page.getByText('Umefanikiwa kughairi nafasi yako.', { exact: true })).toBeVisible();
  await main.getByRole('tab', { name: 'Imeghairiwa' }).click();
  const cancelled = main
    .getByRole('tabpanel', { name: 'Imeghairiwa' })
    .getByRole('article')
    .filter({ hasText: booking.destination.address });
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled.getByRole('button')).toHaveCount(0);
  await expectNoEnglish(page);
  await shot(page, 'trips-cancelled');

  await main.getByRole('tab', { name: 'Imekamilika' }).click();
  await expect(main.getByText('Hakuna safari zilizokamilika', { exact: true })).toBeVisible();
  await expectNoEnglish(page);

  expect(appErrors(errors)).toEqual([]);
});

test("a driver's regular ride and trip screen in Kiswahili", async ({ browser }, testInfo) => {
  test.setTimeout(150_000);
  const { driver, ride } = await offerRegularRide(testInfo);
  await chooseKiswahili(driver);

  // A passenger books the first departure, so the driver has someone to pick up.
  const passenger = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const passengerName = `Akinyi ${uniqueSurname()}`;
  await signInWithApi(passenger.request, newPhoneNumber(), {
    fullName: passengerName,
    nationalId: '31234567',
  });
  await buyTokensWithApi(passenger.request, 500);
  await ok(
    await passenger.request.post('/api/Commute/SavePassengerBooking', {
      data: { scheduledCommuteId: ride.id, numberOfSeats: 1 },
    }),
  );
  await passenger.close();

  const phone = await phoneOf(browser, testInfo, driver);
  const page = await phone.newPage();
  const errors = collectConsoleErrors(page);
  const main = page.getByRole('main');

  await page.goto(`/series/${ride.seriesId}`);
  await expect(main.getByRole('heading', { level: 1, name: 'Safari ya kila mara' })).toBeVisible();
  await expect(main.getByTestId('series-days')).toHaveText(/^Jumatatu–Ijumaa, 6:30\sAM$/);
  await expect(main.getByText('Inaendelea', { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Safari zijazo' })).toBeVisible();
  await expect(main.getByTestId('series-departure').first()).toContainText(
    'kiti 1 kimehifadhiwa, viti 2 wazi',
  );
  await expect(main.getByRole('button', { name: 'Sitisha kwa likizo' })).toBeVisible();
  await expectNoEnglish(page);
  await shot(page, 'series');

  // Skipping a date says first what happens to its passengers.
  await main
    .getByTestId('series-departure')
    .first()
    .getByRole('button', { name: 'Ruka tarehe hii' })
    .click();
  const skip = page.getByRole('alertdialog', { name: 'Uruke tarehe hii?' });
  await expect(skip).toContainText('Abiria wake (kiti 1) watarudishiwa tokeni zao zote');
  await expectNoEnglish(page);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/sw-series-skip.png` });
  await skip.getByRole('button', { name: 'Usiruke tarehe hii' }).click();

  // The first departure's trip screen: too early to start, the passenger waiting.
  await page.goto(`/trip/${ride.id}`);
  await expect(main.getByTestId('trip-status')).toHaveText(/^Inaondoka 6:30\s(AM|am)$/);
  await expect(main.getByText(/^Unaweza kuanza safari kuanzia 6:00\s(AM|am)/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Anza safari' })).toBeDisabled();
  await expect(main.getByRole('heading', { name: 'Abiria', exact: true })).toBeVisible();
  const row = main.getByRole('listitem').filter({ hasText: passengerName });
  await expect(row).toContainText('Anasubiri');
  await expectNoEnglish(page);
  await shot(page, 'trip-day-driver');

  expect(appErrors(errors)).toEqual([]);
  await phone.close();
  await driver.dispose();
});

test('ride alerts, saved places and notifications in Kiswahili', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const main = page.getByRole('main');

  await signInWithApi(page.request, newPhoneNumber(), {
    fullName: 'Njeri Wambui',
    nationalId: '30456789',
  });
  await chooseKiswahili(page.request);
  await buyTokensWithApi(page.request, 1000);
  for (const place of [
    { label: 'Home', ...RUIRU },
    { label: 'Work', ...KENCOM },
    { label: 'Gym', latitude: -1.2637, longitude: 36.8046, address: 'Westlands, Nairobi' },
  ]) {
    await ok(await page.request.post('/api/user/places', { data: place }));
  }
  await ok(
    await page.request.post('/api/alerts', {
      data: {
        pickupLocation: RUIRU,
        destination: KENCOM,
        departureTime: '07:00',
        weekdays: [1, 2, 3, 4, 5],
        maxDistance: 5,
      },
    }),
  );
  // A booked seat puts a notification in the inbox.
  const { driver, ride } = await offerRideAsNewDriver(testInfo, `Kiprop ${uniqueSurname()}`, {
    departureTime: `${tomorrowInNairobi()}T06:15:00+03:00`,
  });
  await driver.dispose();
  await ok(
    await page.request.post('/api/Commute/SavePassengerBooking', {
      data: { scheduledCommuteId: ride.id, numberOfSeats: 1 },
    }),
  );

  // Ride alerts: the route, the days and the window in Kiswahili.
  await page.goto('/alerts');
  await expect(main.getByRole('heading', { level: 1, name: 'Arifa za safari' })).toBeVisible();
  const alerts = main.getByRole('list', { name: 'Arifa zako za safari' });
  await expect(alerts).toContainText('Jumatatu–Ijumaa, kuondoka 06:30–10:00, ndani ya km 5');
  await expect(alerts.getByRole('button', { name: /^Futa arifa kutoka/ })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Weka arifa ya safari' })).toBeVisible();
  await expectNoEnglish(page);
  await shot(page, 'alerts');

  // A new alert: the saved places as chips, Home and Work by their Kiswahili names; what is missing.
  await main.getByRole('link', { name: 'Weka arifa ya safari' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Weka arifa ya safari' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Nyumbani' }).first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Kazini' }).first()).toBeVisible();
  await main.getByRole('button', { name: 'Hifadhi arifa ya safari' }).click();
  await expect(main.getByText('Chagua unakoanzia.')).toBeVisible();
  await expect(main.getByText('Chagua unakoenda.')).toBeVisible();
  await expectNoEnglish(page);
  await shot(page, 'alert-setup');

  // Saved places (the profile's screen), Home and Work with the others.
  await page.goto('/profile/places');
  await expect(main.getByText('Westlands, Nairobi')).toBeVisible();
  await expectNoEnglish(page);
  await shot(page, 'saved-places');

  // Notifications: the inbox and its settings.
  await expect
    .poll(
      async () =>
        ((await ok(await page.request.get('/api/notifications'))) as { notifications: unknown[] })
          .notifications.length,
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await page.goto('/notifications');
  await expect(main.getByRole('heading', { level: 1, name: 'Arifa' })).toBeVisible();
  await expect(main.getByText(/^\d+ mpya$/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Soma zote' })).toBeVisible();
  await expect(
    main.getByRole('list', { name: 'Arifa' }).getByText('Sasa hivi').first(),
  ).toBeVisible();
  await expectNoEnglish(page);
  await shot(page, 'notifications');

  await main.getByRole('link', { name: 'Mipangilio' }).click();
  await expect(main.getByRole('heading', { name: 'Kinachokufikia' })).toBeVisible();
  await expect(main.getByText('Siku ya safari', { exact: true })).toBeVisible();
  await expect(main.getByRole('switch', { name: 'Nafasi kwa SMS' })).toBeVisible();
  await expectNoEnglish(page);
  await shot(page, 'notification-settings');

  expect(appErrors(errors)).toEqual([]);
});
