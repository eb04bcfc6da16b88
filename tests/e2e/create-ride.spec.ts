import { expect, type Locator, type Page, test } from '@playwright/test';
import { addVehicleWithApi, signInAsVerifiedDriver, signInWithApi } from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { newPhoneNumber } from './sign-in-helpers';

// Creating rides against the real server: places come from its place search, the ride lands in
// the driver's upcoming trips, and a recurring ride repeats on the chosen days for 4 weeks.

const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Tomorrow's date in Nairobi, as a date input holds it ('2026-11-24'). */
function tomorrowInNairobi(): string {
  return new Date(Date.now() + NAIROBI_OFFSET_MS + DAY_MS).toISOString().slice(0, 10);
}

interface DriverTrip {
  departureTime: string;
  pickupLocation: { address: string; latitude: number; longitude: number };
  destination: { address: string; latitude: number; longitude: number };
  availableSeats: number;
  pricePerSeat: number;
  isRecurring: boolean;
  notes: string | null;
}

async function upcomingTrips(page: Page): Promise<DriverTrip[]> {
  const response = await page.request.get('/api/Commute/GetDriverUpcomingTrips');
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Opens a place field's picker and returns the dialog. */
async function openPicker(main: Locator, page: Page, field: RegExp, title: string) {
  await main.getByRole('button', { name: field }).click();
  const picker = page.getByRole('dialog', { name: title });
  await expect(picker).toBeVisible();
  return picker;
}

test.describe('creating a ride', () => {
  test('a verified driver offers a ride from Ruiru to the CBD tomorrow at 07:00', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const errors = collectConsoleErrors(page);
    await signInAsVerifiedDriver(page, testInfo);
    const vehicle = await addVehicleWithApi(page.request);
    const main = page.getByRole('main');

    await page.goto('/create-ride');
    await expect(main.getByRole('heading', { level: 1, name: 'Create Ride' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Route Details' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Trip Details' })).toBeVisible();
    // The only vehicle is chosen already, listed by make, model and plate.
    const vehicleSelect = main.getByLabel('Vehicle');
    await expect(vehicleSelect).toHaveValue(vehicle.id);
    await expect(vehicleSelect.locator('option:checked')).toHaveText(
      `Toyota Fielder · ${vehicle.licensePlate}`,
    );

    // Pickup through the picker's search, with the keyboard.
    let picker = await openPicker(main, page, /^Pickup location/, 'Choose pickup location');
    const confirm = picker.getByRole('button', { name: 'Confirm Location' });
    await expect(confirm).toBeDisabled();
    await expect(picker.getByTestId('selected-location')).toContainText('No location chosen yet.');
    const search = picker.getByRole('combobox', { name: 'Search for a place' });
    await search.fill('Ruiru');
    const suggestions = picker.getByRole('listbox', { name: 'Search for a place suggestions' });
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(picker.getByTestId('selected-location')).toContainText('Ruiru');
    await expect(picker.getByTestId('selected-location')).toContainText(
      /Latitude -1\.\d{6} · Longitude 36\.\d{6}/,
    );
    await confirm.click();
    await expect(picker).toBeHidden();
    await expect(main.getByRole('button', { name: /^Pickup location/ })).toContainText('Ruiru');

    // Destination by a quick pick; a later change that is cancelled leaves it as it was.
    picker = await openPicker(main, page, /^Destination/, 'Choose destination');
    await picker.getByRole('button', { name: 'Nairobi CBD' }).click();
    await expect(picker.getByRole('button', { name: 'Nairobi CBD' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(picker.getByTestId('selected-location')).toContainText('Nairobi CBD (Kencom)');
    await expect(picker.getByTestId('selected-location')).toContainText(
      'Latitude -1.285490 · Longitude 36.825280',
    );
    await picker.getByRole('button', { name: 'Confirm Location' }).click();
    picker = await openPicker(main, page, /^Destination/, 'Choose destination');
    await picker.getByRole('button', { name: 'Westlands' }).click();
    await expect(picker.getByTestId('selected-location')).toContainText('Westlands, Nairobi');
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await expect(picker).toBeHidden();
    const destination = main.getByRole('button', { name: /^Destination/ });
    await expect(destination).toContainText('Nairobi CBD (Kencom)');

    const date = tomorrowInNairobi();
    await main.getByLabel('Departure time').fill(`${date}T07:00`);
    // More seats than the vehicle has, less the driver's: refused, and the hint says why.
    await main.getByLabel('Available seats').fill('5');
    await main.getByLabel('Price per seat').fill('150');
    await expect(
      main.getByText('Up to 4: your Toyota Fielder seats 5, including you.'),
    ).toBeVisible();
    await main.getByRole('button', { name: 'Create Ride' }).click();
    await expect(main.getByText('This vehicle takes at most 4 passengers.')).toBeVisible();
    await expect(main.getByLabel('Available seats')).toBeFocused();
    await main.getByLabel('Available seats').fill('3');
    await main.getByLabel('Notes').fill('I wait at the Kimbo stage for 5 minutes.');
    await main.getByRole('button', { name: 'Create Ride' }).click();

    await expect(page.getByText('Ride Created Successfully!', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Leaves tomorrow, 7:00\sam\./)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    const trips = await upcomingTrips(page);
    expect(trips).toHaveLength(1);
    expect(trips[0]).toMatchObject({
      pickupLocation: { address: 'Ruiru' },
      destination: { address: 'Nairobi CBD (Kencom)', latitude: -1.28549, longitude: 36.82528 },
      availableSeats: 3,
      pricePerSeat: 150,
      isRecurring: false,
      notes: 'I wait at the Kimbo stage for 5 minutes.',
    });
    expect(new Date(trips[0]!.departureTime).toISOString()).toBe(
      new Date(`${date}T07:00:00+03:00`).toISOString(),
    );

    expect(appErrors(errors)).toEqual([]);
  });

  test('a recurring ride is offered on the chosen weekdays for 4 weeks', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const errors = collectConsoleErrors(page);
    await signInAsVerifiedDriver(page, testInfo);
    await addVehicleWithApi(page.request);
    const main = page.getByRole('main');
    await page.goto('/create-ride');

    let picker = await openPicker(main, page, /^Pickup location/, 'Choose pickup location');
    await picker.getByRole('button', { name: 'Westlands' }).click();
    await picker.getByRole('button', { name: 'Confirm Location' }).click();

    // Destination on the drawn map: a click, then the arrow keys nudge the pin.
    picker = await openPicker(main, page, /^Destination/, 'Choose destination');
    const map = picker.getByRole('application', { name: /Map of Nairobi/ });
    const box = await map.boundingBox();
    if (!box) throw new Error('the map is not drawn');
    await map.click({ position: { x: box.width * 0.75, y: box.height * 0.5 } });
    const selected = picker.getByTestId('selected-location');
    await expect(selected).toContainText(/Pinned location/);
    // Three quarters across is 0.05° east of the CBD (36.817223); halfway down, its latitude.
    const latitude = async () => {
      const text = (await selected.textContent()) ?? '';
      const match = /Latitude (-1\.28\d{4}) · Longitude (36\.86\d{4})/.exec(text);
      if (!match) throw new Error(`unexpected selection: ${text}`);
      return Number(match[1]);
    };
    const clicked = await latitude();
    await map.press('ArrowUp');
    await expect(selected).toContainText(`Latitude ${(clicked + 0.005).toFixed(6)} ·`);
    await picker.getByRole('button', { name: 'Confirm Location' }).click();
    await expect(main.getByRole('button', { name: /^Destination/ })).toContainText(
      'Pinned location',
    );

    const date = tomorrowInNairobi();
    await main.getByLabel('Departure time').fill(`${date}T06:30`);
    await main.getByLabel('Available seats').fill('2');
    await main.getByLabel('Price per seat').fill('80');
    await main.getByRole('switch', { name: 'Recurring ride' }).click();
    const days = main.getByRole('group', { name: 'Repeat on' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await expect(days.getByRole('checkbox', { name: day })).toBeChecked();
    }
    await expect(days.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    // Tuesday and Thursday only.
    for (const day of ['Monday', 'Wednesday', 'Friday']) {
      await days.getByRole('checkbox', { name: day }).uncheck();
    }
    await expect(main.getByText('Tue, Thu for 4 weeks')).toBeVisible();
    // The picked date is always the first ride, also on a day the ride does not repeat on.
    const pickedOnRepeatDay = [2, 4].includes(new Date(`${date}T12:00:00+03:00`).getUTCDay());
    await expect(main.getByText(/^First ride/)).toContainText(
      pickedOnRepeatDay ? 'then Tue, Thu' : 'although the ride does not repeat on that day',
    );
    await main.getByRole('button', { name: 'Create Ride' }).click();

    await expect(page.getByText('Ride Created Successfully!', { exact: true })).toBeVisible();
    const scheduled = pickedOnRepeatDay ? 8 : 9;
    await expect(
      page.getByText(new RegExp(`^${scheduled} rides scheduled, Tue, Thu at 6:30\\sam`)),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    const trips = await upcomingTrips(page);
    expect(trips).toHaveLength(scheduled);
    for (const [index, trip] of trips.entries()) {
      const nairobi = new Date(new Date(trip.departureTime).getTime() + NAIROBI_OFFSET_MS);
      if (index === 0) expect(nairobi.toISOString().slice(0, 10)).toBe(date);
      else expect([2, 4]).toContain(nairobi.getUTCDay());
      expect(nairobi.toISOString().slice(11, 16)).toBe('06:30');
      expect(trip).toMatchObject({
        pickupLocation: { address: 'Westlands, Nairobi' },
        availableSeats: 2,
        pricePerSeat: 80,
        isRecurring: true,
      });
      expect(trip.destination.address).toMatch(/^Pinned location/);
    }

    expect(appErrors(errors)).toEqual([]);
  });

  test('a person who is not a verified driver is told why, and where to verify', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await signInWithApi(page.request, newPhoneNumber(), {
      fullName: 'Achieng Otieno',
      nationalId: '31234567',
    });
    const main = page.getByRole('main');
    await page.goto('/create-ride');
    await expect(
      main.getByRole('heading', { name: 'Verify your account to create rides' }),
    ).toBeVisible();
    await expect(
      main.getByText(
        'Verify your account: upload your National ID and wait for approval before scheduling trips.',
      ),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Create Ride' })).toHaveCount(0);
    await main.getByRole('link', { name: 'Upload your National ID' }).click();
    await expect(page).toHaveURL(/\/documents$/);

    expect(appErrors(errors)).toEqual([]);
  });
});
