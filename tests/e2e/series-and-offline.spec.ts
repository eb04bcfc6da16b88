import {
  type APIRequestContext,
  expect,
  type Page,
  request,
  type TestInfo,
  test,
} from '@playwright/test';
import {
  buyTokensWithApi,
  nextWeekdayInNairobi,
  offerRideAsNewDriver,
  signInWithApi,
  tomorrowInNairobi,
  uniqueSurname,
} from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { newPhoneNumber } from './sign-in-helpers';

// The daily commute in the browser (issue 19 §3, §4, §7): a passenger books a driver's regular
// ride for the working week and cancels one day; the driver sees the series; and with the network
// off, My Trips and the next trip's boarding code still show, from what the service worker kept.

// The service worker is blocked for the other specs (playwright.config.ts): here it is the point.
test.use({ serviceWorkers: 'allow' });

const SCREENSHOTS = 'docs/screenshots';
/** The phone's picture as `commute-<name>.png`, the desktop's as `commute-<name>-desktop.png`. */
const shotPath = (name: string) => {
  const project = test.info().project.name;
  return `${SCREENSHOTS}/commute-${name}${project === 'mobile' ? '' : `-${project}`}.png`;
};
const PRICE = 100;

/**
 * A new driver's ride that repeats Monday to Friday at 06:30 (away from other specs' 07:00), from
 * the next weekday: a first departure on a Saturday would add Saturday to the days the booking
 * screen ticks for the passenger.
 */
async function offerRegularRide(testInfo: TestInfo, surname = uniqueSurname()) {
  return offerRideAsNewDriver(testInfo, `Mutua ${surname}`, {
    departureTime: `${nextWeekdayInNairobi()}T06:30:00+03:00`,
    pricePerSeat: PRICE,
    availableSeats: 3,
    isRecurring: true,
    recurringDays: [1, 2, 3, 4, 5],
  });
}

async function balanceOf(api: APIRequestContext): Promise<number> {
  const response = await api.get('/api/user/balance');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { balance: number }).balance;
}

test.describe('regular bookings', () => {
  test('a passenger books a ride for every weekday, sees it as one trip and cancels one day', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    const main = page.getByRole('main');
    const { driver, ride } = await offerRegularRide(testInfo);
    expect(ride.seriesId, 'a recurring ride belongs to a series').toBeTruthy();

    await signInWithApi(page.request, newPhoneNumber(), {
      fullName: 'Njeri Wambui',
      nationalId: '30456789',
    });
    await buyTokensWithApi(page.request, 5000);

    // The ride's booking screen, as an alert's link opens it.
    await page.goto(`/search?ride=${ride.id}&seats=1`);
    const regular = main.getByRole('region', { name: 'Book this ride regularly' });
    await regular.getByRole('button', { name: 'Choose days' }).click();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await regular.getByRole('checkbox', { name: day }).check();
    }
    await expect(regular.getByTestId('regular-price')).toContainText(
      `Each trip KSh ${PRICE} (1 seat), paid now from your tokens for every date.`,
    );
    await regular.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath('series-booking') });

    await regular.getByRole('button', { name: 'Book every Mon–Fri' }).click();
    const booked = main.getByTestId('regular-booked');
    await expect(
      booked.getByRole('heading', { name: 'Your regular trip is booked' }),
    ).toBeVisible();
    const dates = await booked.getByTestId('regular-dates').getByRole('listitem').count();
    // Four weeks of working days ahead, less any already gone this week.
    expect(dates).toBeGreaterThanOrEqual(15);
    await expect(booked.getByTestId('regular-total')).toHaveText(
      `KSh ${(dates * PRICE).toLocaleString('en-KE')}`,
    );
    expect(await balanceOf(page.request)).toBe(5000 - dates * PRICE);

    // My Trips: one card for all of them, each date cancellable on its own.
    await booked.getByRole('link', { name: 'See My Trips' }).click();
    const card = main.getByTestId('series-trip');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(
      new RegExp(`Mon–Fri 6:30\\s(am|AM), ${dates} trips`),
    );
    await expect(card.getByTestId('boarding-code')).toHaveText(/^\d{4}$/);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath('my-trips-series') });

    const first = card.getByTestId('series-date').first();
    const day = (await first.locator('span').first().textContent()) ?? '';
    await first.getByRole('button', { name: 'Cancel this day' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(`full refund of ${PRICE} tokens`);
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect(dialog).toBeHidden();

    await expect(card.getByRole('heading', { level: 3 })).toContainText(`${dates - 1} trips`);
    const cancelled = card.getByTestId('series-date').filter({ hasText: 'Cancelled' });
    await expect(cancelled).toHaveCount(1);
    await expect(cancelled).toContainText(day);
    expect(await balanceOf(page.request)).toBe(5000 - (dates - 1) * PRICE);

    // Cancel all: the rest comes back, after the confirmation says how much.
    await card.getByRole('button', { name: 'Cancel all' }).click();
    const all = page.getByRole('alertdialog', { name: 'Cancel this regular trip?' });
    await expect(all).toContainText(
      `All ${dates - 1} trips still to come are cancelled. You get a full refund of KSh ${((dates - 1) * PRICE).toLocaleString('en-KE')}`,
    );
    await all.getByRole('button', { name: 'Yes, cancel all' }).click();
    await expect(main.getByTestId('series-trip')).toHaveCount(0);
    await expect.poll(() => balanceOf(page.request)).toBe(5000);

    await driver.dispose();
    expect(appErrors(errors)).toEqual([]);
  });

  test('a driver opens the series of a departure and sees its dates with their bookings', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    const main = page.getByRole('main');
    const { driver, ride } = await offerRegularRide(testInfo);
    // The driver's own browser: the API context's session cookie, in the page.
    await page.context().addCookies((await driver.storageState()).cookies);

    await page.goto('/driver-dashboard');
    await main.getByRole('tab', { name: 'Bookings' }).click();
    const link = main.getByTestId('series-link').first();
    await expect(link).toHaveAttribute('href', `/series/${ride.seriesId}`);
    await link.click();
    await expect(main.getByTestId('series-days')).toHaveText(/Mon–Fri at 6:30\sam/);
    const departures = main.getByTestId('series-departure');
    await expect(departures.first()).toContainText('No bookings yet, 3 free');
    const before = await departures.count();
    await page.screenshot({ path: shotPath('driver-series') });

    await departures.first().getByRole('button', { name: 'Skip this date' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Skip this date?' });
    await expect(dialog).toContainText('This departure is cancelled. Nobody has booked it yet.');
    await dialog.getByRole('button', { name: 'Yes, skip it' }).click();
    await expect(page.getByText('Date skipped', { exact: true })).toBeVisible();
    await expect(departures.filter({ hasText: 'Skipped' }).or(departures.first())).not.toHaveCount(
      0,
    );
    expect(await departures.filter({ hasText: 'Skip this date' }).count()).toBeLessThan(before);

    await driver.dispose();
    expect(appErrors(errors)).toEqual([]);
  });
});

/** Waits until the service worker controls the page, and has kept the app page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

test.describe('with no network', () => {
  test('My Trips and the next trip’s boarding code still show, under the offline banner', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(90_000);
    const main = page.getByRole('main');
    const { driver, ride } = await offerRideAsNewDriver(testInfo, `Onyango ${uniqueSurname()}`, {
      departureTime: `${tomorrowInNairobi()}T06:15:00+03:00`,
      pricePerSeat: PRICE,
    });
    await driver.dispose();
    await signInWithApi(page.request, newPhoneNumber(), {
      fullName: 'Akinyi Odhiambo',
      nationalId: '30567890',
    });
    await buyTokensWithApi(page.request, 500);
    const booking = await page.request.post('/api/Commute/SavePassengerBooking', {
      data: { scheduledCommuteId: ride.id, numberOfSeats: 1 },
    });
    expect(booking.ok()).toBe(true);
    const { boardingCode, id: bookingId } = (await booking.json()) as {
      boardingCode: string;
      id: string;
    };

    // A first visit online installs the service worker; the next ones go through it.
    await page.goto('/trips');
    await expect(main.getByTestId('boarding-code')).toHaveText(boardingCode);
    await waitForServiceWorker(page);
    await page.reload();
    await expect(main.getByTestId('boarding-code')).toHaveText(boardingCode);
    await main.getByRole('link', { name: 'Open trip' }).click();
    await expect(main.getByRole('heading', { name: 'Your boarding code' })).toBeVisible();
    await expect(main.getByTestId('boarding-code')).toHaveText(boardingCode);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);

    // Offline first (so no refetch of the open page can keep the change), then cancelled on the
    // server from elsewhere: what shows offline can only be what was kept.
    await context.setOffline(true);
    const elsewhere = await request.newContext({
      baseURL: testInfo.project.use.baseURL,
      storageState: await context.storageState(),
    });
    const cancelled = await elsewhere.delete(
      `/api/Booking/CancelPassengerBooking?${new URLSearchParams({ bookingId })}`,
    );
    expect(cancelled.ok()).toBe(true);
    await elsewhere.dispose();

    await page.goto('/trips');
    await expect(page.getByTestId('offline-banner')).toContainText(
      "You're offline. What you see was saved earlier and may be out of date.",
    );
    const card = main.getByRole('article').filter({ hasText: 'Kencom' });
    await expect(card.getByTestId('boarding-code')).toHaveText(boardingCode);
    await card.getByRole('link', { name: 'Open trip' }).click();
    await expect(page).toHaveURL(new RegExp(`/trip/${ride.id}$`));
    await expect(main.getByRole('heading', { name: 'Your boarding code' })).toBeVisible();
    await expect(main.getByTestId('boarding-code')).toHaveText(boardingCode);
    await page.screenshot({ path: shotPath('offline-trip') });

    // Back online, the banner goes and the page reads the server again.
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });
});
