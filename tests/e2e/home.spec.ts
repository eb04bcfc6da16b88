import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { PassengerBooking } from '../../src/shared/schemas/rides';
import {
  addVehicleWithApi,
  buyTokensWithApi,
  offerRideAsNewDriver,
  signInAsVerifiedDriver,
  signInWithApi,
  tomorrowInNairobi,
  uniqueSurname,
} from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { newPhoneNumber } from './sign-in-helpers';

// The signed-in home against the real server: passenger and driver mode, the More menu, and the
// trips a passenger booked and a driver scheduled through the API (each test makes its own).

const WAIRIMU = { fullName: 'Wairimu Njeri', nationalId: '29876543' };
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days after today in Nairobi, as '2026-11-23', nearest first. */
function comingDays(count: number): string[] {
  const today = Math.floor((Date.now() + NAIROBI_OFFSET_MS) / DAY_MS) * DAY_MS;
  return Array.from({ length: count }, (_, i) =>
    new Date(today + (i + 1) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** 'Nov 23' for a '2026-11-23', as the home's trip lists show a date. */
function shortDate(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  return at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

async function openHomeAsNewPassenger(page: Page) {
  await signInWithApi(page.request, newPhoneNumber(), WAIRIMU);
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Hi, Wairimu' })).toBeVisible();
  return main;
}

function region(main: Locator, name: string): Locator {
  return main.getByRole('region', { name });
}

function modeGroup(main: Locator): Locator {
  return main.getByRole('group', { name: 'Home mode' });
}

/** The JSON of a successful answer, typed as the caller expects it. */
async function ok<T = unknown>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test.describe('the signed-in home', () => {
  test('a new passenger sees an empty passenger home, switches to driver mode, and it is remembered', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const main = await openHomeAsNewPassenger(page);

    await expect(main.getByText('Good morning', { exact: true })).toBeVisible();
    await expect(
      main.getByText('Passenger Mode: Book rides with trusted drivers', { exact: true }),
    ).toBeVisible();
    await expect(main.getByRole('radio', { name: 'Passenger' })).toBeChecked();

    const overview = region(main, 'Account Overview');
    await expect(overview.getByTestId('home-token-balance')).toHaveText('0 tokens');
    await expect(overview.getByText('Passenger', { exact: true })).toBeVisible();
    await expect(overview.getByText('N/A', { exact: true })).toBeVisible();

    const upcoming = region(main, 'Upcoming Trips');
    await expect(upcoming.getByText('No upcoming trips', { exact: true })).toBeVisible();
    await expect(
      upcoming.getByText('Book a ride to see your trips here', { exact: true }),
    ).toBeVisible();
    const recent = region(main, 'Recent Activity');
    await expect(recent.getByText('No recent trips', { exact: true })).toBeVisible();
    await expect(
      recent.getByText('Your trip history will appear here', { exact: true }),
    ).toBeVisible();

    const shortcuts = main.getByRole('navigation', { name: 'Passenger shortcuts' });
    await expect(shortcuts.getByRole('link', { name: 'My Trips' })).toHaveAttribute(
      'href',
      '/trips',
    );
    await expect(shortcuts.getByRole('link', { name: 'Buy Tokens' })).toHaveAttribute(
      'href',
      '/tokens',
    );
    await expect(shortcuts.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );

    // Four suggested routes; choosing one opens the ride search with its places filled in.
    const routes = region(main, 'Suggested routes');
    await expect(routes.getByRole('listitem')).toHaveCount(4);
    await routes.getByRole('button', { name: /Ruiru → CBD/ }).click();
    const search = page.getByRole('dialog');
    await expect(search.getByRole('heading', { name: 'Where are you going?' })).toBeVisible();
    await expect(search.getByRole('combobox', { name: 'Start location' })).toHaveValue(
      'Ruiru Town, Kiambu',
    );
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();

    // The read-only fields and the button open the same search.
    const whereTo = region(main, 'Where are you going?');
    await whereTo.getByRole('button', { name: /Destination/ }).click();
    await expect(search.getByRole('heading', { name: 'Where are you going?' })).toBeVisible();
    await search.getByRole('button', { name: 'Close' }).click();
    await expect(search).toBeHidden();
    await whereTo.getByRole('button', { name: 'Search for rides' }).click();
    await expect(search.getByRole('combobox', { name: 'Destination' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    // The closed dialog gives the focus back to its button: only then is it ours to move.
    await expect(whereTo.getByRole('button', { name: 'Search for rides' })).toBeFocused();

    // Driver mode, chosen with the keyboard as a radio group.
    await main.getByRole('radio', { name: 'Passenger' }).press('ArrowRight');
    await expect(main.getByRole('radio', { name: 'Driver' })).toBeChecked();
    await expect(
      main.getByText('Driver Mode: Offer rides and earn money', { exact: true }),
    ).toBeVisible();
    const driver = region(main, 'Driver Overview');
    await expect(driver).toContainText('Total Rides0');
    await expect(driver).toContainText('Total EarningsKSh 0');
    await expect(driver).toContainText('RatingN/A');
    await expect(driver.getByTestId('active-vehicles')).toHaveText('0');
    const scheduled = region(main, 'Your Scheduled Rides');
    await expect(scheduled.getByText('No scheduled rides', { exact: true })).toBeVisible();
    await expect(
      scheduled.getByText('Create a ride to start earning', { exact: true }),
    ).toBeVisible();
    await expect(region(main, 'Suggested routes').getByRole('listitem')).toHaveCount(3);

    // Not verified yet: the way to get verified instead of a Create New Ride that would fail.
    await expect(main.getByText('Get verified to offer rides', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Verify your account' })).toHaveAttribute(
      'href',
      '/documents',
    );
    await expect(main.getByRole('link', { name: 'Create New Ride' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Driver Dashboard' })).toHaveAttribute(
      'href',
      '/driver-dashboard',
    );
    const driverShortcuts = main.getByRole('navigation', { name: 'Driver shortcuts' });
    await expect(driverShortcuts.getByRole('link', { name: 'Vehicles' })).toHaveAttribute(
      'href',
      '/vehicles',
    );
    await expect(driverShortcuts.getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'href',
      '/documents',
    );
    await expect(driverShortcuts.getByRole('link', { name: 'Trip History' })).toHaveAttribute(
      'href',
      '/trips',
    );

    // The mode is remembered.
    await page.reload();
    await expect(main.getByRole('radio', { name: 'Driver' })).toBeChecked();
    await expect(region(main, 'Driver Overview')).toBeVisible();
    await modeGroup(main).getByText('Passenger', { exact: true }).click();
    await expect(main.getByRole('radio', { name: 'Passenger' })).toBeChecked();
    await expect(region(main, 'Account Overview')).toBeVisible();

    expect(appErrors(errors)).toEqual([]);
  });

  test('a card that failed to load says so and offers a retry', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    let failing = true;
    await page.route('**/api/trips/passenger/upcoming', (route) =>
      failing
        ? route.fulfill({ status: 500, json: { message: 'Something went wrong' } })
        : route.continue(),
    );
    const main = await openHomeAsNewPassenger(page);

    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText('Failed to load upcoming trips', { exact: true })).toBeVisible();
    const upcoming = region(main, 'Upcoming Trips');
    await expect(upcoming.getByRole('alert')).toHaveText(/Failed to load upcoming trips/);
    // The rest of the home is there.
    await expect(region(main, 'Recent Activity').getByText('No recent trips')).toBeVisible();

    failing = false;
    await upcoming.getByRole('button', { name: 'Try again' }).click();
    await expect(upcoming.getByText('No upcoming trips', { exact: true })).toBeVisible();
    await expect(upcoming.getByRole('alert')).toHaveCount(0);

    expect(appErrors(errors)).toEqual([]);
  });

  test('More opens a menu from the bottom bar whose links lead on, and Sign Out signs out', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const main = await openHomeAsNewPassenger(page);
    const tabs = page.getByRole('navigation', { name: 'App sections' });
    await expect(tabs.getByRole('link', { name: 'Schedule' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(tabs.getByRole('link', { name: 'Trips' })).toHaveAttribute('href', '/trips');
    await expect(tabs.getByRole('link', { name: 'Tokens' })).toHaveAttribute('href', '/tokens');

    const more = tabs.getByRole('button', { name: 'More' });
    await more.click();
    const dialog = page.getByRole('dialog', { name: 'More' });
    await expect(dialog).toBeVisible();
    const expected = [
      ['Profile', '/profile'],
      ['My Vehicles', '/vehicles'],
      ['Driver Dashboard', '/driver-dashboard'],
      ['Payouts', '/payouts'],
      ['Verify your account', '/documents'],
      ['Contact Us', '/contact'],
    ] as const;
    for (const [name, href] of expected) {
      await expect(dialog.getByRole('link', { name })).toHaveAttribute('href', href);
    }

    // Escape closes it, focus back on More.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    await more.click();
    await dialog.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(dialog).toBeHidden();

    await page.goto('/');
    await expect(main.getByRole('heading', { level: 1, name: 'Hi, Wairimu' })).toBeVisible();
    await more.click();
    await dialog.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(
      main.getByRole('heading', { level: 1, name: 'Profile and settings' }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    // From any screen with the bar; Sign Out ends the session and goes home.
    await more.click();
    await dialog.getByRole('button', { name: 'Sign Out' }).click();
    await expect(
      page.getByText("You've been successfully signed out", { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Hi, Wairimu' })).toHaveCount(0);
    await expect(tabs).toHaveCount(0);

    expect(appErrors(errors)).toEqual([]);
  });

  test('a verified driver sees the ride they scheduled and their active vehicle', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const errors = collectConsoleErrors(page);
    await signInAsVerifiedDriver(page, testInfo, 'Kamau Mwangi');
    const vehicle = await addVehicleWithApi(page.request);
    const [date] = comingDays(2);
    if (!date) throw new Error('no date');
    await ok(
      await page.request.post('/api/Commute/SaveCommuteDetails', {
        data: {
          pickupLocation: {
            latitude: -1.147565,
            longitude: 36.959228,
            address: 'Ruiru Town, Kiambu',
          },
          destination: {
            latitude: -1.2648,
            longitude: 36.8028,
            address: 'Westlands Stage, Westlands',
          },
          departureTime: `${date}T07:30:00+03:00`,
          availableSeats: 3,
          pricePerSeat: 150,
          vehicleId: vehicle.id,
          notes: 'Leaving from the Total petrol station',
        },
      }),
    );

    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Hi, Kamau' })).toBeVisible();
    await expect(
      region(main, 'Account Overview').getByText('Verified Driver', { exact: true }),
    ).toBeVisible();

    await modeGroup(main).getByText('Driver', { exact: true }).click();
    await expect(main.getByRole('radio', { name: 'Driver' })).toBeChecked();
    await expect(region(main, 'Driver Overview').getByTestId('active-vehicles')).toHaveText('1');
    await expect(main.getByRole('link', { name: 'Create New Ride' })).toHaveAttribute(
      'href',
      '/create-ride',
    );
    await expect(main.getByRole('link', { name: 'Driver Dashboard' })).toHaveAttribute(
      'href',
      '/driver-dashboard',
    );
    await expect(main.getByText('Get verified to offer rides')).toHaveCount(0);

    const ride = region(main, 'Your Scheduled Rides').getByRole('article');
    await expect(ride).toHaveCount(1);
    await expect(ride).toContainText('Ruiru Town, Kiambu → Westlands Stage, Westlands');
    await expect(ride).toContainText(new RegExp(`${shortDate(date)}, 7:30\\sAM`));
    await expect(ride).toContainText('Scheduled');
    await expect(ride).toContainText('KSh 150 per seat');
    await expect(ride).toContainText('0 of 3 seats booked');

    expect(appErrors(errors)).toEqual([]);
  });

  test('a passenger who booked a ride sees it under Upcoming Trips', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    await signInWithApi(page.request, newPhoneNumber(), WAIRIMU);
    await buyTokensWithApi(page.request, 1000);

    // A ride of its own driver's, from Ruiru to the CBD tomorrow (06:00: outside the window of
    // the search tests' 07:00 searches, so it never crowds their results).
    const bookedDate = tomorrowInNairobi();
    const { driver, ride } = await offerRideAsNewDriver(testInfo, `Otieno ${uniqueSurname()}`, {
      departureTime: `${bookedDate}T06:00:00+03:00`,
    });
    await driver.dispose();
    const booked = await ok<PassengerBooking>(
      await page.request.post('/api/Commute/SavePassengerBooking', {
        headers: { 'X-API-Version': '3.0.0' },
        data: { scheduledCommuteId: ride.id, numberOfSeats: 1 },
      }),
    );

    await page.goto('/');
    const main = page.getByRole('main');
    const trip = region(main, 'Upcoming Trips').getByRole('article');
    await expect(trip).toHaveCount(1);
    await expect(trip).toContainText(
      `${booked.pickupLocation.address} → ${booked.destination.address}`,
    );
    await expect(trip).toContainText(shortDate(bookedDate));
    await expect(trip).toContainText('Booked');
    await expect(trip).toContainText('1 seat');
    await expect(main.getByText('No upcoming trips')).toHaveCount(0);

    expect(appErrors(errors)).toEqual([]);
  });
});
