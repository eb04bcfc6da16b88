import { expect, test } from '@playwright/test';
import {
  buyTokensWithApi,
  offerRideAsNewDriver,
  tomorrowInNairobi,
  uniqueSurname,
} from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { fillSearch } from './search-helpers';
import { newPhoneNumber, registerInDialog } from './sign-in-helpers';

const WAIRIMU = { fullName: 'Wairimu Njeri', nationalId: '29876543' };

// Ride search and booking against the real server: each test's own driver offers, through the
// API, the ride from Ruiru to the CBD (Kencom) tomorrow at 07:00 that its passenger searches for.
// Tokens come from the M-Pesa simulator, which confirms a payment 1 s after the prompt.

const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

test.describe('finding and booking a ride', () => {
  test('a visitor is asked to sign in first, lands in the results, and is told what is wrong', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const errors = collectConsoleErrors(page);
    const main = page.getByRole('main');
    const date = tomorrowInNairobi();
    const driverName = `Baraka ${uniqueSurname()}`;
    const { driver } = await offerRideAsNewDriver(testInfo, driverName);
    await driver.dispose();

    await page.goto('/search');
    await expect(main.getByRole('heading', { level: 1, name: 'Find a ride' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Ruiru → CBD' })).toBeVisible();
    await fillSearch(page, main, date);
    await expect(main.getByText('You will sign in with your phone number')).toBeVisible();

    await main.getByRole('button', { name: 'Find Available Rides' }).click();
    await registerInDialog(page, request, newPhoneNumber(), WAIRIMU);

    // The search ran by itself after sign-in.
    await expect(main.getByRole('heading', { name: 'Available rides' })).toBeFocused();
    await expect(main.getByTestId('rides-found')).toHaveText(/^\d+ rides? found$/);
    // Its own ride among the results (other tests offer rides on the same road at the same time).
    const ownRide = main.getByRole('article', { name: `Ride with ${driverName}` });
    await expect(ownRide).toContainText('Ruiru Town, Kiambu');
    await expect(ownRide.getByRole('button', { name: 'Select Ride' })).toBeVisible();

    // The search is remembered: a new visit starts from it.
    await page.reload();
    await expect(main.getByRole('combobox', { name: 'Start location' })).toHaveValue('Ruiru');
    await expect(main.getByRole('combobox', { name: 'Destination' })).toHaveValue(
      'Nairobi CBD (Kencom)',
    );
    await expect(main.getByLabel('Departure date')).toHaveValue(date);
    await expect(main.getByLabel('Departure time')).toHaveValue('07:00');

    // A typed address that was not picked is looked up; one that cannot be found is refused.
    const pickup = main.getByRole('combobox', { name: 'Start location' });
    const find = main.getByRole('button', { name: 'Find Available Rides' });
    await pickup.fill('Qxzqv Wvyq');
    await page.keyboard.press('Escape');
    await find.click();
    await expect(page.getByText('Invalid Pickup Location', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Could not find the pickup address. Please try a more specific location.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Where are you going?' })).toBeVisible();

    // A departure already past is refused before anything is sent.
    await pickup.fill('ruiru');
    await page.keyboard.press('Escape');
    const today = new Date(Date.now() + NAIROBI_OFFSET_MS).toISOString().slice(0, 10);
    await main.getByLabel('Departure date').fill(today);
    await main.getByLabel('Departure time').fill('00:00');
    await find.click();
    await expect(page.getByText('Invalid Departure Time', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Please select a future date and time.', { exact: true }),
    ).toBeVisible();

    // With a good time, the typed 'ruiru' is found and searched.
    await main.getByLabel('Departure date').fill(date);
    await main.getByLabel('Departure time').fill('07:00');
    await find.click();
    await expect(main.getByRole('heading', { name: 'Available rides' })).toBeFocused();
    await expect(main.getByText('ruiru → Nairobi CBD (Kencom)', { exact: false })).toBeVisible();

    // No tokens yet: the payment panel says what is missing, and paying is refused.
    await main.getByRole('button', { name: 'Select Ride' }).first().click();
    await main.getByRole('button', { name: 'Confirm Booking' }).click();
    const panel = main.getByRole('region', { name: 'Confirm payment' });
    await expect(panel.getByTestId('payment-balance')).toHaveText('KSh 0');
    // Buying tokens comes back to this ride with this seat count (issue 17).
    await expect(panel.getByRole('link', { name: 'Buy tokens' })).toHaveAttribute(
      'href',
      /^\/tokens\?ride=[0-9a-f-]{36}&seats=1&amount=\d+$/,
    );
    await panel.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page.getByText('Payment Required', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        'Please ensure you have sufficient tokens or complete payment to book this ride.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Confirm your booking' })).toBeVisible();
    await expect(panel).toHaveCount(0);

    // Back to Results, then New Search: the search step again.
    await main.getByRole('button', { name: 'Back to Results' }).click();
    await expect(main.getByRole('heading', { name: 'Available rides' })).toBeFocused();
    await main.getByRole('button', { name: 'New Search' }).click();
    await expect(main.getByRole('heading', { name: 'Where are you going?' })).toBeFocused();

    expect(appErrors(errors)).toEqual([]);
  });

  test('a passenger with tokens books 2 seats through the payment panel', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    const main = page.getByRole('main');

    // Signed in (the tokens screen asks a visitor at once), with KSh 1,000 of tokens.
    await page.goto('/tokens');
    await registerInDialog(page, request, newPhoneNumber(), WAIRIMU);
    await buyTokensWithApi(page.request, 1000);

    // A ride of this test's own, with 4 free seats: nobody else books them.
    const driverName = `Baraka ${uniqueSurname()}`;
    const { driver } = await offerRideAsNewDriver(testInfo, driverName);
    await driver.dispose();

    await page.goto('/search');
    await fillSearch(page, main, tomorrowInNairobi());
    await main.getByRole('button', { name: 'Find Available Rides' }).click();
    await expect(main.getByRole('heading', { name: 'Available rides' })).toBeVisible();
    const card = main.getByRole('article', { name: `Ride with ${driverName}` });
    await expect(card).toContainText('4 seats left');
    const priceText = await card.getByText(/^KSh [\d,]+$/).textContent();
    const price = Number(priceText?.replace(/[^\d]/g, ''));
    const total = 2 * price;
    const ksh = (n: number) => `KSh ${n.toLocaleString('en-KE')}`;
    await card.getByRole('button', { name: 'Select Ride' }).click();

    await expect(main.getByRole('heading', { name: 'Confirm your booking' })).toBeFocused();
    await expect(main.getByRole('radio', { name: '1 seat' })).toBeChecked();
    await main.getByRole('radio', { name: '2 seats' }).check();
    await expect(main.getByTestId('booking-total')).toHaveText(ksh(total));

    // The first Confirm shows the payment panel; Cancel puts it away.
    await main.getByRole('button', { name: 'Confirm Booking' }).click();
    const panel = main.getByRole('region', { name: 'Confirm payment' });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('payment-total')).toHaveText(ksh(total));
    await expect(panel.getByTestId('payment-balance')).toHaveText('KSh 1,000');
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Confirm Booking' })).toBeFocused();

    await main.getByRole('button', { name: 'Confirm Booking' }).click();
    await panel.getByRole('button', { name: 'Confirm & Pay' }).click();

    await expect(page.getByText('Booking Confirmed!', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        `Your ride with ${driverName} is booked for ${ksh(total)}. You'll receive SMS confirmation shortly.`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Your seats are booked' })).toBeVisible();
    await expect(main.getByText(ksh(1000 - total), { exact: true })).toBeVisible();

    // The booking is among the passenger's upcoming trips.
    const upcoming = await page.evaluate(async () => {
      const answer = await fetch('/api/Commute/GetPassengerUpcomingTrips', {
        headers: { Accept: 'application/json', 'X-API-Version': '3.0.0' },
      });
      return (await answer.json()) as Array<{
        driverName: string;
        numberOfSeats: number;
        totalAmount: number;
        status: string;
      }>;
    });
    expect(upcoming).toEqual([
      expect.objectContaining({
        driverName,
        numberOfSeats: 2,
        totalAmount: total,
        status: 'booked',
      }),
    ]);

    // Book Another Ride: back to the search step, the places still filled in.
    await main.getByRole('button', { name: 'Book Another Ride' }).click();
    await expect(main.getByRole('heading', { name: 'Where are you going?' })).toBeFocused();
    await expect(main.getByRole('combobox', { name: 'Start location' })).toHaveValue('Ruiru');

    expect(appErrors(errors)).toEqual([]);
  });
});
