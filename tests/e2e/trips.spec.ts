import { type APIRequestContext, expect, test } from '@playwright/test';
import { buyTokensWithApi, signInWithApi } from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { newPhoneNumber } from './sign-in-helpers';

// My Trips against the real server and its demo rides (DEMO_DATA=1): weekday mornings from
// Ruiru into the CBD around 06:30 (Peter, Mon/Wed/Fri; Collins, Tue/Thu), some weekend rides too.

const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Booking {
  id: string;
  numberOfSeats: number;
  totalAmount: number;
  driverName: string;
  pickupLocation: { address: string };
  destination: { address: string };
}

/** The next 7 days after today in Nairobi ('2026-11-23'), nearest first. */
function comingDays(): string[] {
  const today = Math.floor((Date.now() + NAIROBI_OFFSET_MS) / DAY_MS) * DAY_MS;
  return Array.from({ length: 7 }, (_, i) => new Date(today + (i + 1) * DAY_MS)).map((day) =>
    day.toISOString().slice(0, 10),
  );
}

/**
 * Books one seat on a demo ride from Ruiru to the CBD through the API: the search, then the
 * booking, trying the next ride when another test took the last seat first.
 */
async function bookDemoRide(api: APIRequestContext): Promise<Booking> {
  const routes = (await (await api.get('/api/Commute/GetPopularRoutes?count=20')).json()) as Array<{
    name: string;
    fromLatitude: number;
    fromLongitude: number;
    toLatitude: number;
    toLongitude: number;
  }>;
  const route = routes.find((r) => r.name === 'Ruiru → CBD');
  if (!route) throw new Error('no demo route Ruiru → CBD');
  for (const date of comingDays()) {
    const search = await api.post('/api/Commute/GetUpcomingTripsByLocation', {
      data: {
        pickupLatitude: route.fromLatitude,
        pickupLongitude: route.fromLongitude,
        destinationLatitude: route.toLatitude,
        destinationLongitude: route.toLongitude,
        departureDate: `${date}T06:30:00+03:00`,
      },
    });
    expect(search.ok()).toBe(true);
    const rides = (await search.json()) as Array<{ id: string; availableSeats: number }>;
    for (const ride of rides.filter((r) => r.availableSeats >= 1)) {
      const booked = await api.post('/api/Commute/SavePassengerBooking', {
        data: { scheduledCommuteId: ride.id, numberOfSeats: 1 },
      });
      if (booked.ok()) return (await booked.json()) as Booking;
      expect(booked.status(), await booked.text()).toBe(409);
    }
  }
  throw new Error('no demo ride from Ruiru to the CBD with a free seat this week');
}

test.describe('My Trips', () => {
  test('a passenger finds a booking under Upcoming, cancels it and gets every token back', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    const main = page.getByRole('main');

    await signInWithApi(page.request, newPhoneNumber(), {
      fullName: 'Wanjiru Kamau',
      nationalId: '30123456',
    });
    await buyTokensWithApi(page.request, 1000);
    const booking = await bookDemoRide(page.request);
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
    await expect(dialog.getByRole('heading', { name: 'Sign in to the product' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Sign in to see your trips')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    expect(appErrors(errors)).toEqual([]);
  });
});
