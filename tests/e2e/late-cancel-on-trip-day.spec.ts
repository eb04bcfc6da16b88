import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  buyTokensWithApi,
  offerRideAsNewDriver,
  signInWithApi,
  uniqueSurname,
} from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { newPhoneNumber } from './sign-in-helpers';

// A passenger who cancels late (docs/product-rules.md "Cost sharing and reliability"): less than
// 2 hours before departure and more than 10 minutes after booking, half of what they paid is kept
// for the driver. The confirmation says both amounts before anything happens, and the toast and
// the cancelled trip say them after. The server's clock moves 11 minutes instead of waiting, so
// this spec runs in the trip-day project, after the others (its name ends like trip day's), with
// the phone's clock set to the server's.

const MINUTE = 60_000;

// biome-ignore lint/suspicious/noExplicitAny: test plumbing over API answers
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return response.json();
}

const serverNow = async (api: APIRequestContext) =>
  Date.parse((await ok(await api.get('/api/dev/clock'))).now);

test('a passenger cancels late and sees the split before and after', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL ?? '';

  // A ride leaving in 100 minutes, 130 a seat; the passenger books one seat at once.
  const setup = await browser.newContext({ baseURL });
  const departure = Math.ceil(((await serverNow(setup.request)) + 100 * MINUTE) / MINUTE) * MINUTE;
  const { driver, ride } = await offerRideAsNewDriver(testInfo, `Mutua ${uniqueSurname()}`, {
    departureTime: new Date(departure).toISOString(),
    pricePerSeat: 130,
  });
  await driver.dispose();
  await signInWithApi(setup.request, newPhoneNumber(), {
    fullName: 'Akinyi Odhiambo',
    nationalId: '32345678',
  });
  await buyTokensWithApi(setup.request, 500);
  await ok(
    await setup.request.post('/api/Commute/SavePassengerBooking', {
      data: { scheduledCommuteId: ride.id, numberOfSeats: 1 },
    }),
  );

  // 11 minutes later: past the 10 minutes of a change of mind, 89 minutes before departure.
  await ok(await setup.request.post('/api/dev/clock', { data: { advanceMinutes: 11 } }));
  const phone = await browser.newContext(testInfo.project.use);
  await phone.clock.install({ time: await serverNow(setup.request) });
  await phone.addCookies((await setup.storageState()).cookies);
  const page = await phone.newPage();
  const errors = collectConsoleErrors(page);
  const main = page.getByRole('main');

  await page.goto('/trips');
  const card = main
    .getByRole('tabpanel', { name: 'Upcoming' })
    .getByRole('article')
    .filter({ hasText: ride.destination.address });
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText(
    'Your ride leaves in less than 2 hours, so half of what you paid goes to your driver, who kept your seat.',
  );
  const split = dialog.getByTestId('cancel-split');
  await expect(split).toContainText('Back to your tokens nowKSh 65');
  await expect(split).toContainText('Kept for your driverKSh 65');
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();

  await expect(page.getByText('Booking Cancelled', { exact: true })).toBeVisible();
  await expect(
    page.getByText('KSh 65 is back in your tokens. KSh 65 goes to your driver.', { exact: true }),
  ).toBeVisible();
  await main.getByRole('tab', { name: 'Cancelled' }).click();
  const cancelled = main
    .getByRole('tabpanel', { name: 'Cancelled' })
    .getByRole('article')
    .filter({ hasText: ride.destination.address });
  await expect(cancelled).toContainText(
    'You cancelled less than 2 hours before departure: KSh 65 went to your driver, the rest back to your tokens.',
  );
  await expect(cancelled.getByRole('button')).toHaveCount(0);

  const balance = (await ok(await page.request.get('/api/user/balance'))) as { balance: number };
  expect(balance.balance).toBe(500 - 65);
  expect(appErrors(errors)).toEqual([]);
  await phone.close();
  await setup.close();
});
