import { expect, test } from '@playwright/test';
import { buyTokensWithApi, signInAsVerifiedDriver, signInWithApi } from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { fillSearch } from './search-helpers';
import { newPhoneNumber } from './sign-in-helpers';

// The whole story of a ride, through the screens of both people, against the real server: a
// driver adds a car and offers a ride through the location picker, a passenger finds and books
// it, the driver sees the booking and cancels the ride, and the passenger is refunded.

const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A surname nobody else in this run has, so each run's driver and ride are its own. */
function uniqueSurname(): string {
  const letters = Array.from({ length: 7 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return letters[0]!.toUpperCase() + letters.slice(1);
}

function freshPlate(): string {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  return `KD${letter()} ${100 + Math.floor(Math.random() * 900)}${letter()}`;
}

test('a driver offers a ride, a passenger books it, the driver cancels it and the passenger is refunded', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const driverErrors = collectConsoleErrors(page);
  const driverName = `Baraka ${uniqueSurname()}`;
  const main = page.getByRole('main');
  await signInAsVerifiedDriver(page, testInfo, driverName);

  // 1. The driver adds their car.
  await page.goto('/vehicles');
  await main.getByRole('button', { name: 'Add Your First Vehicle' }).click();
  const vehicleDialog = page.getByRole('dialog', { name: 'Add Vehicle' });
  await vehicleDialog.getByLabel('Make').selectOption('Toyota');
  await vehicleDialog.getByLabel('Model').selectOption('Noah');
  await vehicleDialog.getByLabel('Year').selectOption('2015');
  await vehicleDialog.getByLabel('Colour').fill('White');
  await vehicleDialog.getByLabel('Seating capacity').selectOption('8');
  const plate = freshPlate();
  await vehicleDialog.getByLabel('Number plate').fill(plate);
  await vehicleDialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByText('Vehicle Added Successfully!', { exact: true })).toBeVisible();
  await expect(main.getByRole('article', { name: 'Toyota Noah' })).toContainText(plate);

  // 2. ...and offers a ride from Ruiru to the CBD tomorrow at 07:00, places from the picker.
  await page.goto('/create-ride');
  await main.getByRole('button', { name: /^Pickup location/ }).click();
  let picker = page.getByRole('dialog', { name: 'Choose pickup location' });
  await picker.getByRole('combobox', { name: 'Search for a place' }).fill('Ruiru');
  await picker
    .getByRole('listbox', { name: 'Search for a place suggestions' })
    .getByRole('option')
    .first()
    .click();
  await expect(picker.getByTestId('selected-location')).toContainText('Ruiru');
  await picker.getByRole('button', { name: 'Confirm Location' }).click();
  await main.getByRole('button', { name: /^Destination/ }).click();
  picker = page.getByRole('dialog', { name: 'Choose destination' });
  await picker.getByRole('button', { name: 'Nairobi CBD' }).click();
  await picker.getByRole('button', { name: 'Confirm Location' }).click();
  await expect(picker).toBeHidden();
  const tomorrow = new Date(Date.now() + NAIROBI_OFFSET_MS + DAY_MS).toISOString().slice(0, 10);
  await main.getByLabel('Departure time').fill(`${tomorrow}T07:00`);
  await main.getByLabel('Available seats').fill('3');
  await main.getByLabel('Price per seat').fill('150');
  await main.getByRole('button', { name: 'Create Ride' }).click();
  await expect(page.getByText('Ride Created Successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // 3. A passenger, on a phone of their own, finds that ride and books 2 seats.
  const passenger = await browser.newContext(testInfo.project.use);
  const passengerPage = await passenger.newPage();
  const passengerErrors = collectConsoleErrors(passengerPage);
  const passengerMain = passengerPage.getByRole('main');
  await signInWithApi(passengerPage.request, newPhoneNumber(), {
    fullName: 'Akinyi Odhiambo',
    nationalId: '31234567',
  });
  await buyTokensWithApi(passengerPage.request, 1000);
  await passengerPage.goto('/search');
  await fillSearch(passengerPage, passengerMain, tomorrow);
  await passengerMain.getByRole('button', { name: 'Find Available Rides' }).click();
  const card = passengerMain
    .getByRole('article')
    .filter({ has: passengerPage.getByRole('heading', { name: `Ride with ${driverName}` }) });
  await expect(card).toContainText('KSh 150');
  await card.getByRole('button', { name: 'Select Ride' }).click();
  await passengerMain.getByRole('radio', { name: '2 seats' }).check();
  await passengerMain.getByRole('button', { name: 'Confirm Booking' }).click();
  await passengerMain
    .getByRole('region', { name: 'Confirm payment' })
    .getByRole('button', { name: 'Confirm & Pay' })
    .click();
  await expect(passengerPage.getByText('Booking Confirmed!', { exact: true })).toBeVisible();

  // 4. The driver sees the booking on the dashboard, and cancels the ride.
  await page.goto('/driver-dashboard');
  await main.getByRole('tab', { name: 'Bookings' }).click();
  const bookings = main.getByRole('tabpanel', { name: 'Bookings' });
  const booking = bookings.getByRole('article', { name: 'Akinyi Odhiambo' });
  await expect(booking).toContainText('2 seats');
  await expect(booking).toContainText('KSh 300');
  const trip = bookings.getByRole('article', { name: /Trip to Nairobi CBD/ });
  await expect(trip).toContainText('2 of 3');
  await trip.getByRole('button', { name: 'Cancel Trip' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this trip?' })
    .getByRole('button', { name: 'Yes, cancel trip' })
    .click();
  await expect(page.getByText('Trip Cancelled', { exact: true })).toBeVisible();

  // 5. The passenger finds the ride under Cancelled, and the 300 tokens back on the statement.
  await passengerPage.goto('/trips');
  await passengerMain.getByRole('tab', { name: 'Cancelled' }).click();
  const cancelled = passengerMain.getByRole('tabpanel', { name: 'Cancelled' });
  const cancelledTrip = cancelled.getByRole('article').filter({ hasText: driverName });
  await expect(cancelledTrip).toContainText('Cancelled');
  await expect(cancelledTrip).toContainText('Nairobi CBD');
  await expect(cancelledTrip).toContainText('As Passenger');
  const statement = (await (await passengerPage.request.get('/api/user/statement')).json()) as {
    items: Array<{ transactionType: string; amount: number; runningBalance: number }>;
  };
  expect(statement.items[0]).toMatchObject({
    transactionType: 'refund',
    amount: 300,
    runningBalance: 1000,
  });
  await passengerPage.goto('/tokens');
  await expect(passengerMain.getByText('KSh 1,000').first()).toBeVisible();

  expect(appErrors(driverErrors)).toEqual([]);
  expect(appErrors(passengerErrors)).toEqual([]);
  await passenger.close();
});
