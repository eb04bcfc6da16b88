import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  addVehicleWithApi,
  createRideWithApi,
  signInAsVerifiedDriver,
  tomorrowInNairobi,
} from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';

// The price guide of the ride form: as the driver picks places and seats it shows the road
// distance, the car's running cost and the highest price per seat at which the seats together
// never cover more than that cost, fills in a price a little under it, says in one sentence why
// there is a ceiling, and refuses a price above it, with the reason. Karen to the CBD (the
// pickers' quick picks) is 18 km of road: KSh 360 of car cost.

/** Picks a quick place for a field of the form. */
async function quickPick(page: Page, main: Locator, field: RegExp, title: string, place: string) {
  await main.getByRole('button', { name: field }).click();
  const picker = page.getByRole('dialog', { name: title });
  await picker.getByRole('button', { name: place, exact: true }).click();
  await picker.getByRole('button', { name: 'Confirm Location' }).click();
  await expect(picker).toBeHidden();
}

const driverRides = async (page: Page) =>
  (await (await page.request.get('/api/Commute/GetDriverUpcomingTrips')).json()) as Array<{
    pricePerSeat: number;
    availableSeats: number;
  }>;

test('the form shows the price guide as places and seats are picked, and refuses a price above it', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await signInAsVerifiedDriver(page, testInfo);
  await addVehicleWithApi(page.request);
  const main = page.getByRole('main');
  await page.goto('/create-ride');
  const guide = main.getByTestId('price-guide');
  await expect(guide).toContainText('Choose the pickup and the destination');

  await quickPick(page, main, /^Pickup location/, 'Choose pickup location', 'Karen');
  await quickPick(page, main, /^Destination/, 'Choose destination', 'Nairobi CBD');
  await expect(guide).toContainText("Car's running costKSh 360");
  await expect(guide).toContainText('about 18 km');
  await expect(guide).toContainText('Enter the seats you offer to see the highest price per seat.');
  await expect(guide).toContainText(
    "Passengers share your car's running cost and you make no profit: that is what keeps carpooling legal without a PSV licence",
  );
  const price = main.getByLabel('Price per seat');
  await expect(price).toHaveValue('');

  // Seats: the ceiling for them, and the price filled in a little under it.
  await main.getByLabel('Available seats').fill('3');
  await expect(guide).toContainText('Highest price per seatKSh 120');
  await expect(guide).toContainText('Suggested price per seatKSh 100');
  await expect(price).toHaveValue('100');
  await expect(
    main.getByText(
      "At most KSh 120 a seat with 3 seats: together no more than the car's running cost, KSh 360.",
    ),
  ).toBeVisible();
  await main.getByLabel('Available seats').fill('2');
  await expect(guide).toContainText('Highest price per seatKSh 180');
  await expect(price).toHaveValue('160');

  // A price of the driver's own above the ceiling: refused under the price, with the reason.
  await main.getByLabel('Available seats').fill('3');
  await price.fill('121');
  await main.getByLabel('Departure time').fill(`${tomorrowInNairobi()}T06:45`);
  await main.getByRole('button', { name: 'Create Ride' }).click();
  await expect(
    main.getByText(
      "With 3 seats the price can be at most KSh 120 a seat: passengers share the car's cost, they do not pay a fare.",
    ),
  ).toBeVisible();
  await expect(price).toBeFocused();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  expect(await driverRides(page)).toEqual([]);

  // At the ceiling it is published.
  await price.fill('120');
  await main.getByRole('button', { name: 'Create Ride' }).click();
  await expect(page.getByText('Ride Created Successfully!', { exact: true })).toBeVisible();
  expect(await driverRides(page)).toEqual([
    expect.objectContaining({ pricePerSeat: 120, availableSeats: 3 }),
  ]);
  expect(appErrors(errors)).toEqual([]);
});

test("puts the server's refusal of a fifth ride that day under the departure", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await signInAsVerifiedDriver(page, testInfo);
  const vehicle = await addVehicleWithApi(page.request);
  const date = tomorrowInNairobi();
  for (const time of ['05:10', '09:10', '16:10', '20:10']) {
    await createRideWithApi(page.request, {
      vehicleId: vehicle.id,
      departureTime: `${date}T${time}:00+03:00`,
    });
  }
  const main = page.getByRole('main');
  await page.goto('/create-ride');
  await quickPick(page, main, /^Pickup location/, 'Choose pickup location', 'Karen');
  await quickPick(page, main, /^Destination/, 'Choose destination', 'Nairobi CBD');
  await main.getByLabel('Available seats').fill('3');
  await expect(main.getByLabel('Price per seat')).toHaveValue('100');
  await main.getByLabel('Departure time').fill(`${date}T18:10`);
  await main.getByRole('button', { name: 'Create Ride' }).click();
  await expect(
    main.getByText('You can offer at most 4 rides a day: this would be one too many on tomorrow.'),
  ).toBeVisible();
  await expect(main.getByLabel('Departure time')).toBeFocused();
  expect(await driverRides(page)).toHaveLength(4);
  expect(appErrors(errors)).toEqual([]);
});
