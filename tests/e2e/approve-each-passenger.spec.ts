import { expect, test } from '@playwright/test';
import {
  buyTokensWithApi,
  offerRideAsNewDriver,
  signInWithApi,
  tomorrowInNairobi,
  uniqueSurname,
} from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { newPhoneNumber } from './sign-in-helpers';

// A driver who confirms each passenger (docs/product-rules.md "Drivers who confirm each
// passenger"): the passenger books, pays and waits; the driver approves from the ride's
// bookings; the passenger's trip is booked.

test('a passenger asks for a ride, waits, and the driver approves it from the ride', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const main = page.getByRole('main');
  const driverName = `Wangari ${uniqueSurname()}`;
  // Early tomorrow, a minute of its own: no other spec's ride is this one.
  const minute = String(Math.floor(Math.random() * 50)).padStart(2, '0');
  const { driver, ride } = await offerRideAsNewDriver(testInfo, driverName, {
    departureTime: `${tomorrowInNairobi()}T05:${minute}:00+03:00`,
    pricePerSeat: 120,
    approvalRequired: true,
  });
  expect(ride.approvalRequired).toBe(true);

  await signInWithApi(page.request, newPhoneNumber(), {
    fullName: 'Wanjiku Muthoni',
    nationalId: '33445566',
  });
  await buyTokensWithApi(page.request, 1000);

  // The booking screen says how it goes before anything is paid.
  await page.goto(`/search?ride=${ride.id}`);
  await expect(main.getByRole('heading', { name: 'Confirm your booking' })).toBeVisible();
  await expect(main.getByTestId('approval-note')).toHaveText(
    "The driver confirms each passenger; you pay now and get it all back if they don't.",
  );
  await main.getByRole('button', { name: 'Send request' }).click();
  await main
    .getByRole('region', { name: 'Confirm payment' })
    .getByRole('button', { name: 'Confirm & Pay' })
    .click();
  await expect(page.getByText('Request sent', { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Request sent to the driver' })).toBeVisible();

  // My Trips: waiting for the driver, until when, no boarding code yet.
  await page.goto('/trips');
  const card = main
    .getByRole('tabpanel', { name: 'Upcoming' })
    .getByRole('article')
    .filter({ hasText: `Driver: ${driverName}` });
  await expect(card.getByText('Waiting for driver', { exact: true })).toBeVisible();
  await expect(card.getByTestId('request-waiting')).toContainText(
    'Waiting for the driver to confirm',
  );
  await expect(card.getByTestId('request-waiting')).toContainText(
    "If they decline or don't answer, everything you paid comes back.",
  );
  await expect(card.getByTestId('boarding-code')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Cancel request' })).toBeVisible();

  // The driver opens the ride from the request's link and approves it there.
  const driverContext = await browser.newContext(testInfo.project.use);
  await driverContext.addCookies((await driver.storageState()).cookies);
  const driverPage = await driverContext.newPage();
  const driverErrors = collectConsoleErrors(driverPage);
  await driverPage.goto(`/trip/${ride.id}`);
  const requests = driverPage.getByRole('main').getByRole('region', { name: 'Requests to answer' });
  const request = requests.getByTestId('booking-request');
  await expect(request.getByRole('heading', { name: 'Wanjiku' })).toBeVisible();
  await expect(request).toContainText('0 trips on Pamoja');
  await expect(request).toContainText('1 seat · KSh 120');
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(driverPage.getByText('Wanjiku is booked', { exact: true })).toBeVisible();
  await expect(requests).toHaveCount(0);
  await expect(
    driverPage.getByRole('main').getByRole('region', { name: 'Passengers' }),
  ).toContainText('Wanjiku Muthoni');

  // The passenger's trip is booked, with its boarding code.
  await page.reload();
  await expect(card.getByText('Booked', { exact: true })).toBeVisible();
  await expect(card.getByTestId('request-waiting')).toHaveCount(0);
  await expect(card.getByTestId('boarding-code')).toHaveText(/^\d{4}$/);

  const balance = (await (await page.request.get('/api/user/balance')).json()) as {
    balance: number;
  };
  expect(balance.balance).toBe(1000 - 120);
  await driverContext.close();
  await driver.dispose();
  expect(appErrors(errors)).toEqual([]);
  expect(appErrors(driverErrors)).toEqual([]);
});
