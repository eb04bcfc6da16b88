import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  buyTokensWithApi,
  offerRideAsNewDriver,
  signInWithApi,
  tomorrowInNairobi,
  uniqueSurname,
} from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { fillSearch, pickPlace } from './search-helpers';
import { newPhoneNumber } from './sign-in-helpers';

// Issue 17: booking with a pickup point of one's own along the way, and buying the missing tokens
// from the payment panel and coming back to the same ride and seats. Each test's own driver offers
// the ride from Ruiru to the CBD (Kencom) tomorrow at 07:00 through the API.

const SHOTS = '/tmp/shots-i17-booking';
const ksh = (n: number) => `KSh ${n.toLocaleString('en-KE')}`;

/** What the phone shows (390x844, the mobile project only), `top` just under the sticky header. */
async function shot(page: Page, name: string, top: Locator) {
  if (test.info().project.name !== 'mobile') return;
  mkdirSync(SHOTS, { recursive: true });
  await top.evaluate((element) => {
    const y = Math.max(0, element.getBoundingClientRect().top + window.scrollY - 80);
    window.scrollTo({ top: y, behavior: 'instant' });
  });
  // A picture, not an assertion: wait for the page to stop moving (content may still load in).
  let last = -1;
  for (let i = 0; i < 20; i++) {
    const y = await page.evaluate(() => Math.round(window.scrollY));
    if (y === last) break;
    last = y;
    await page.evaluate(
      () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))),
    );
  }
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const pickupRegion = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Pickup point' });

/** Searches for tomorrow's Ruiru-CBD rides and opens the booking step of this test's ride. */
async function openOwnRide(page: Page, driverName: string) {
  const main = page.getByRole('main');
  await page.goto('/search');
  await fillSearch(page, main, tomorrowInNairobi());
  await main.getByRole('button', { name: 'Find Available Rides' }).click();
  await main
    .getByRole('article', { name: `Ride with ${driverName}` })
    .getByRole('button', { name: 'Select Ride' })
    .click();
  await expect(main.getByRole('heading', { name: 'Confirm your booking' })).toBeFocused();
}

test.describe('booking a ride', () => {
  test('with a pickup point of their own, chosen from the place search, seen on the trip', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    const main = page.getByRole('main');
    await signInWithApi(page.request, newPhoneNumber(), {
      fullName: 'Akinyi Otieno',
      nationalId: '31234567',
    });
    await buyTokensWithApi(page.request, 1000);
    const driverName = `Baraka ${uniqueSurname()}`;
    const { driver, ride } = await offerRideAsNewDriver(testInfo, driverName);

    await openOwnRide(page, driverName);
    const pickup = main.getByRole('region', { name: 'Pickup point' });
    await expect(pickup).toContainText("The ride's pickup: Ruiru Town, Kiambu");
    await pickup.getByRole('button', { name: 'Choose a stage on the way' }).click();
    const field = pickup.getByRole('combobox', { name: 'Stage on the way' });
    await expect(field).toBeFocused();

    // Ngong is nowhere near the Thika Road: said at once, and Confirm refuses it.
    await pickPlace(page, pickup, 'Stage on the way', 'Ngong', 'Ngong, Kajiado');
    const tooFar = pickup.getByRole('alert');
    await expect(tooFar).toHaveText(
      /^This place is \d+(\.\d)? km from the ride's route\. Choose a pickup point within 2 km of it\.$/,
    );
    await main.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByText('Pickup Too Far', { exact: true })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Confirm payment' })).toHaveCount(0);

    // Kahawa, on the way (under 1 km from the line): the hint, and the booking goes through.
    // (The list shows Ngong's places until Kahawa's arrive: wait for them before picking.)
    await field.fill('Kahawa');
    await expect(
      pickup
        .getByRole('listbox', { name: 'Stage on the way suggestions' })
        .getByRole('option')
        .first(),
    ).toContainText('Kahawa');
    await pickPlace(page, pickup, 'Stage on the way', 'Kahawa', 'Kahawa, Ruiru');
    await expect(pickup.getByRole('alert')).toHaveCount(0);
    await expect(field).toHaveAccessibleDescription(
      'Pick a stage from the list, within 2 km of Ruiru Town, Kiambu or of the way from there to Nairobi CBD (Kencom).',
    );
    await page.getByRole('button', { name: 'Close' }).click();
    await shot(
      page,
      'booking-custom-pickup',
      main.getByRole('heading', { name: 'Confirm your booking' }),
    );
    await main.getByRole('button', { name: 'Confirm Booking' }).click();
    await main
      .getByRole('region', { name: 'Confirm payment' })
      .getByRole('button', { name: 'Confirm & Pay' })
      .click();
    await expect(page.getByText('Booking Confirmed!', { exact: true })).toBeVisible();

    // The passenger's trip shows it...
    await page.goto('/trips');
    const card = main.getByRole('article').filter({ hasText: 'Nairobi CBD (Kencom)' });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Kahawa');
    await expect(card.getByTestId('own-pickup')).toHaveText(
      'Picked up at your own stage on the way',
    );
    await shot(page, 'trip-with-custom-pickup', card);

    // ...and so does the driver's booking list, with its point.
    const list = await driver.get(
      `/api/Commute/GetAllBookingsForScheduledCommute?ScheduledCommuteId=${ride.id}`,
    );
    expect(await list.json()).toEqual([
      expect.objectContaining({
        pickupLocation: expect.objectContaining({ address: 'Kahawa, Ruiru' }),
        customPickupAddress: 'Kahawa, Ruiru',
      }),
    ]);
    await driver.dispose();
    expect(appErrors(errors)).toEqual([]);
  });

  test('after buying the missing tokens from the payment panel, the same ride and seats', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    const main = page.getByRole('main');
    await signInWithApi(page.request, newPhoneNumber(), {
      fullName: 'Kamau Mwangi',
      nationalId: '32345678',
    });
    const driverName = `Baraka ${uniqueSurname()}`;
    const { driver, ride } = await offerRideAsNewDriver(testInfo, driverName, {
      pricePerSeat: 120,
    });
    await driver.dispose();

    await openOwnRide(page, driverName);
    await main.getByRole('radio', { name: '2 seats' }).check();
    await main.getByRole('button', { name: 'Confirm Booking' }).click();
    const panel = main.getByRole('region', { name: 'Confirm payment' });
    await expect(panel.getByTestId('payment-balance')).toHaveText('KSh 0');
    await expect(panel).toContainText(`You need ${ksh(240)} more in tokens.`);
    await panel.getByRole('link', { name: 'Buy tokens' }).click();

    // The top-up screen knows what it is for, with the missing amount filled in.
    await expect(page).toHaveURL(`/tokens?ride=${ride.id}&seats=2&amount=240`);
    await expect(main.getByText('Topping up for your booking')).toBeVisible();
    await expect(main.getByLabel('Amount to buy')).toHaveValue('240');
    await main.getByRole('button', { name: /^Make Payment/ }).click();
    await expect(main.getByText('Waiting for M-Pesa', { exact: true })).toBeVisible();

    // The app's first check, 3 s after the prompt, finds it paid: straight back to the ride,
    // 2 seats, ready to confirm.
    await expect(main.getByRole('heading', { name: 'Confirm your booking' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL('/search');
    await expect(main.getByRole('radio', { name: '2 seats' })).toBeChecked();
    await expect(main.getByTestId('booking-total')).toHaveText(ksh(240));
    const back = main.getByRole('region', { name: 'Confirm payment' });
    await expect(back.getByTestId('payment-balance')).toHaveText(ksh(240));
    await expect(back).toContainText('Balance after booking');
    await expect(main.getByRole('region', { name: 'Ride summary' })).toContainText(driverName);
    await shot(page, 'booking-after-top-up', pickupRegion(page));

    await back.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page.getByText('Booking Confirmed!', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Your seats are booked' })).toBeVisible();
    const upcoming = await (
      await page.request.get('/api/Commute/GetPassengerUpcomingTrips')
    ).json();
    expect(upcoming).toEqual([
      expect.objectContaining({ scheduledCommuteId: ride.id, numberOfSeats: 2, totalAmount: 240 }),
    ]);
    expect(appErrors(errors)).toEqual([]);
  });
});
