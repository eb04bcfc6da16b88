import { expect, type Locator, test } from '@playwright/test';
import {
  addVehicleWithApi,
  buyTokensWithApi,
  signInAsVerifiedDriver,
  signInWithApi,
} from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { newPhoneNumber } from './sign-in-helpers';

const RUIRU = { address: 'Ruiru Town, Kiambu', latitude: -1.147565, longitude: 36.959228 };
const KENCOM = {
  address: 'Kencom, Moi Avenue, Nairobi CBD',
  latitude: -1.285817,
  longitude: 36.824544,
};

/** The value of one figure of a dashboard tab ('1, Next 7 days'), found by its label. */
function figure(panel: Locator, label: string): Locator {
  return panel.locator('dl > div').filter({ hasText: label }).getByRole('definition');
}

test.describe('the driver dashboard', () => {
  test('a driver sees a booking and cancels the trip, the passenger is refunded, and no more than the balance can be withdrawn', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    const main = page.getByRole('main');

    // A verified driver with a car offers a ride tomorrow morning at KSh 150 a seat.
    await signInAsVerifiedDriver(page, testInfo, 'Kamau Mwangi');
    const vehicle = await addVehicleWithApi(page.request);
    const departure = new Date(Date.now() + 26 * 60 * 60 * 1000);
    const created = await page.request.post('/api/Commute/SaveCommuteDetails', {
      data: {
        pickupLocation: RUIRU,
        destination: KENCOM,
        departureTime: departure.toISOString(),
        availableSeats: 3,
        pricePerSeat: 150,
        vehicleId: vehicle.id,
        notes: 'Leaving from the Total petrol station.',
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const [ride] = ((await created.json()) as { rides: Array<{ id: string }> }).rides;
    if (!ride) throw new Error('no ride created');

    // A passenger, in a browser of their own, books 2 seats.
    const passenger = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const passengerPhone = newPhoneNumber();
    await signInWithApi(passenger.request, passengerPhone, {
      fullName: 'Wairimu Njeri',
      nationalId: '29876543',
    });
    await buyTokensWithApi(passenger.request, 1000);
    const booked = await passenger.request.post('/api/Commute/SavePassengerBooking', {
      data: { scheduledCommuteId: ride.id, numberOfSeats: 2 },
    });
    expect(booked.ok(), await booked.text()).toBe(true);

    await page.goto('/driver-dashboard');
    await expect(main.getByRole('heading', { level: 1, name: 'Driver Dashboard' })).toBeVisible();
    const overview = main.getByRole('tabpanel', { name: 'Overview' });
    await expect(figure(overview, 'Upcoming trips')).toHaveText('1, Next 7 days');
    await expect(figure(overview, 'Total bookings')).toHaveText('1, 2 seats booked');
    await expect(figure(overview, 'Active vehicles')).toHaveText('1, Ready for trips');
    await expect(figure(overview, 'Scheduled trips')).toHaveText('1, All dates');
    await expect(overview.getByRole('link', { name: /Create New Ride/ })).toHaveAttribute(
      'href',
      '/create-ride',
    );
    await expect(overview.getByRole('link', { name: /My Vehicles/ })).toHaveAttribute(
      'href',
      '/vehicles',
    );
    await expect(overview.getByRole('link', { name: /My Trips/ })).toHaveAttribute(
      'href',
      '/trips',
    );

    // Bookings: the passenger's booking, with a way to call them.
    await main.getByRole('tab', { name: 'Bookings' }).click();
    const bookings = main.getByRole('tabpanel', { name: 'Bookings' });
    await expect(bookings.getByRole('heading', { name: 'All bookings' })).toContainText('1');
    const card = bookings.getByRole('article', { name: 'Wairimu Njeri' });
    await expect(card).toContainText('2 seats');
    await expect(card).toContainText('KSh 300');
    await expect(card).toContainText(RUIRU.address);
    await expect(card.getByText('Booked', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: /Call/ })).toHaveAttribute(
      'href',
      `tel:${passengerPhone.e164}`,
    );
    await expect(card.getByRole('button')).toHaveCount(0);

    // The driver cancels the trip, after being told the passengers are refunded.
    const trip = bookings.getByRole('article', { name: new RegExp(`Trip to ${KENCOM.address}`) });
    await expect(trip).toContainText('2 of 3');
    await trip.getByRole('button', { name: 'Cancel Trip' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this trip?' });
    await expect(dialog).toContainText('2 seats are booked. Every passenger gets a full refund');
    await dialog.getByRole('button', { name: 'Yes, cancel trip' }).click();
    await expect(page.getByText('Trip Cancelled', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Your trip has been cancelled successfully.', { exact: true }),
    ).toBeVisible();
    await expect(bookings.getByText('No scheduled rides', { exact: true })).toBeVisible();
    await expect(bookings.getByText('No bookings yet', { exact: true })).toBeVisible();
    await expect(bookings.getByRole('heading', { name: 'Scheduled trips' })).toBeFocused();

    // The passenger's booking is cancelled and the KSh 300 is back on their statement.
    const statement = (await (await passenger.request.get('/api/user/statement')).json()) as {
      items: Array<{ transactionType: string; amount: number; runningBalance: number }>;
    };
    expect(statement.items[0]).toMatchObject({
      transactionType: 'refund',
      amount: 300,
      runningBalance: 1000,
    });
    const past = (await (
      await passenger.request.get('/api/Commute/GetPastTrips')
    ).json()) as Array<{
      scheduledCommuteId?: string;
      status: string;
    }>;
    expect(past).toEqual([
      expect.objectContaining({ scheduledCommuteId: ride.id, status: 'cancelled' }),
    ]);
    await passenger.close();

    // No trip of this driver has completed: there are no earnings, but the tokens they bought
    // can be withdrawn, and no more.
    await buyTokensWithApi(page.request, 500);
    await main.getByRole('tab', { name: 'Earnings' }).click();
    const earnings = main.getByRole('tabpanel', { name: 'Earnings' });
    await expect(figure(earnings, 'This week')).toHaveText('KSh 0, Since Monday');
    await expect(figure(earnings, 'This month')).toHaveText('KSh 0, Since the 1st');
    await expect(figure(earnings, 'Daily average')).toHaveText('KSh 0, Over the last 30 days');
    await expect(earnings.getByTestId('unpaid-earnings')).toHaveText('KSh 0');
    await expect(
      earnings.getByRole('switch', { name: 'Pay my earnings to M-Pesa automatically' }),
    ).toBeChecked();
    await expect(earnings.getByText('No earnings data available for this week')).toBeVisible();
    await expect(earnings.getByText('No recent payouts found')).toBeVisible();

    await earnings.getByRole('link', { name: 'View all payouts' }).click();
    await expect(page).toHaveURL(/\/payouts$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await expect(main.getByTestId('withdrawable')).toHaveText('KSh 500');
    await expect(main.getByText('From KSh 10 up to KSh 500, in whole shillings.')).toBeVisible();
    await expect(main.getByText('No payouts yet.', { exact: false })).toBeVisible();

    // The server refuses more than the balance, in the form's words.
    const refused = await page.request.post('/api/payouts', {
      data: { amount: 501, idempotencyKey: crypto.randomUUID() },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({
      code: 'payout_exceeds_balance',
      message: 'You can withdraw up to KSh 500.',
      available: 500,
    });
    const balance = (await (await page.request.get('/api/user/balance')).json()) as {
      balance: number;
    };
    expect(balance.balance).toBe(500);

    expect(appErrors(errors)).toEqual([]);
  });

  test('someone who is not a verified driver is shown the way to get verified', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const main = page.getByRole('main');
    await signInWithApi(page.request, newPhoneNumber(), {
      fullName: 'Achieng Ouma',
      nationalId: '31234567',
    });

    await page.goto('/driver-dashboard');
    await expect(
      main.getByRole('heading', { name: 'Get verified to drive with Pamoja' }),
    ).toBeVisible();
    await expect(main.getByRole('tab')).toHaveCount(0);
    await main.getByRole('link', { name: 'Get verified' }).click();
    await expect(page).toHaveURL(/\/documents$/);

    await page.goto('/payouts');
    await expect(
      main.getByRole('heading', { name: 'Get verified to drive with Pamoja' }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Withdraw', exact: true })).toHaveCount(0);

    expect(appErrors(errors)).toEqual([]);
  });
});
