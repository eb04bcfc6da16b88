import { type APIRequestContext, expect, type TestInfo, test } from '@playwright/test';
import {
  buyTokensWithApi,
  offerRideAsNewDriver,
  signInWithApi,
  tomorrowInNairobi,
  uniqueSurname,
} from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { newPhoneNumber } from './sign-in-helpers';

// My Trips against the real server: each test's passenger books a seat on a ride its own driver
// offered through the API.

interface Booking {
  id: string;
  numberOfSeats: number;
  totalAmount: number;
  driverName: string;
  pickupLocation: { address: string };
  destination: { address: string };
}

/** Books one seat on a new driver's ride from Ruiru to the CBD tomorrow, through the API. */
async function bookOwnRide(api: APIRequestContext, testInfo: TestInfo): Promise<Booking> {
  // 06:00: outside the window of the search tests' 07:00 searches, so it never crowds their results.
  const { driver, ride } = await offerRideAsNewDriver(testInfo, `Otieno ${uniqueSurname()}`, {
    departureTime: `${tomorrowInNairobi()}T06:00:00+03:00`,
  });
  await driver.dispose();
  const booked = await api.post('/api/Commute/SavePassengerBooking', {
    data: { scheduledCommuteId: ride.id, numberOfSeats: 1 },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  return (await booked.json()) as Booking;
}

test.describe('My Trips', () => {
  test('a passenger finds a booking under Upcoming, cancels it and gets every token back', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    const main = page.getByRole('main');

    await signInWithApi(page.request, newPhoneNumber(), {
      fullName: 'Wanjiru Kamau',
      nationalId: '30123456',
    });
    await buyTokensWithApi(page.request, 1000);
    const booking = await bookOwnRide(page.request, testInfo);
    const paid = `KSh ${booking.totalAmount.toLocaleString('en-KE')}`;

    await page.goto('/trips');
    await expect(main.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Trips' }),
    ).toHaveAttribute('aria-current', 'page');

    // The card shows the ride's real destination, driver, seats and cost.
    const card = main.getByRole('article').filter({ hasText: booking.destination.address });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(booking.pickupLocation.address);
    await expect(card).toContainText('As Passenger');
    await expect(card).toContainText(`Driver: ${booking.driverName}`);
    await expect(card).toContainText('1 seat');
    await expect(card).toContainText(paid);
    await expect(card.getByText('Booked', { exact: true })).toBeVisible();
    await expect(main.getByText('Unknown destination')).toHaveCount(0);

    // The confirmation says what happens before anything is cancelled; keeping it changes nothing.
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(
      `You get a full refund of ${booking.totalAmount.toLocaleString('en-KE')} tokens`,
    );
    await dialog.getByRole('button', { name: 'Keep booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: 'Cancel booking' })).toBeFocused();

    await card.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect(page.getByText('Booking Cancelled', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Your booking has been cancelled successfully.', { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(main.getByText('No Upcoming Trips', { exact: true })).toBeVisible();
    await expect(main.getByText('Your upcoming trips will appear here')).toBeVisible();

    await main.getByRole('tab', { name: 'Completed' }).click();
    await expect(main.getByText('No Completed Trips', { exact: true })).toBeVisible();

    // The trip moved to Cancelled, without a Cancel button.
    await main.getByRole('tab', { name: 'Cancelled' }).click();
    const cancelled = main
      .getByRole('tabpanel', { name: 'Cancelled' })
      .getByRole('article')
      .filter({ hasText: booking.destination.address });
    await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(cancelled).toContainText(paid);
    await expect(cancelled.getByRole('button')).toHaveCount(0);

    // Every token is back.
    const balance = (await (await page.request.get('/api/user/balance')).json()) as {
      balance: number;
    };
    expect(balance.balance).toBe(1000);
    await page
      .getByRole('navigation', { name: 'App sections' })
      .getByRole('link', { name: 'Tokens' })
      .click();
    await expect(page.getByTestId('token-balance')).toHaveText('KSh 1,000');

    expect(appErrors(errors)).toEqual([]);
  });

  test('a visitor is asked to sign in', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/trips');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Sign in to Pamoja' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Sign in to see your trips')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    expect(appErrors(errors)).toEqual([]);
  });
});
