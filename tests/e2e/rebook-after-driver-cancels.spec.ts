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

// Rebooking in one tap (docs/product-rules.md "Cost sharing and reliability"): a driver cancels,
// and the passenger finds the cancelled trip first in My Trips with the rides leaving up to 90
// minutes later; one tap books the same seats on one with the refunded tokens.

test('a driver cancels and the passenger rebooks from My Trips in one tap', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const main = page.getByRole('main');

  await signInWithApi(page.request, newPhoneNumber(), {
    fullName: 'Njeri Wambui',
    nationalId: '31234987',
  });
  await buyTokensWithApi(page.request, 1000);

  // Early tomorrow, a minute of its own: no other spec's rides leave before this one's alternative.
  const minute = String(Math.floor(Math.random() * 40)).padStart(2, '0');
  const cancelling = await offerRideAsNewDriver(testInfo, `Kiprop ${uniqueSurname()}`, {
    departureTime: `${tomorrowInNairobi()}T04:${minute}:00+03:00`,
    pricePerSeat: 120,
  });
  const otherName = `Achieng ${uniqueSurname()}`;
  const other = await offerRideAsNewDriver(testInfo, otherName, {
    departureTime: `${tomorrowInNairobi()}T04:${Number(minute) + 15}:00+03:00`,
    pricePerSeat: 110,
  });
  await other.driver.dispose();
  const booked = await page.request.post('/api/Commute/SavePassengerBooking', {
    data: { scheduledCommuteId: cancelling.ride.id, numberOfSeats: 2 },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const cancelled = await cancelling.driver.delete(
    `/api/Commute/CancelDriverTrip?tripId=${cancelling.ride.id}`,
  );
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await cancelling.driver.dispose();

  // The cancelled trip comes first under Upcoming, saying what happened, with the rides to take.
  await page.goto('/trips');
  const upcoming = main.getByRole('tabpanel', { name: 'Upcoming' });
  const card = upcoming.getByRole('article').filter({ hasText: 'Rebook in one tap' });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card).toContainText(
    'Your driver cancelled this ride. Everything you paid is back in your tokens.',
  );
  const offer = card.getByTestId('alternative').filter({ hasText: otherName });
  await expect(offer).toContainText('KSh 110 a seat');
  await expect(offer.getByTestId('driver-reliability')).toHaveText(
    '0 rides in 90 days · no late cancellations',
  );

  // One tap.
  await offer.getByRole('button', { name: 'Rebook' }).click();
  await expect(page.getByText('Rebooked', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^2 seats at .+ with Achieng\. Your boarding code is \d{4}\.$/),
  ).toBeVisible();

  // The new booking is under Upcoming, and the cancelled trip no longer offers anything.
  const rebooked = upcoming.getByRole('article').filter({ hasText: `Driver: ${otherName}` });
  await expect(rebooked.getByText('Booked', { exact: true })).toBeVisible();
  await expect(rebooked).toContainText('2 seats');
  await expect(rebooked).toContainText('KSh 220');
  await expect(upcoming.getByTestId('rebook-offer')).toHaveCount(0);
  await main.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(
    main
      .getByRole('tabpanel', { name: 'Cancelled' })
      .getByText('Rebooked: your new ride is in Upcoming.'),
  ).toBeVisible();

  const balance = (await (await page.request.get('/api/user/balance')).json()) as {
    balance: number;
  };
  expect(balance.balance).toBe(1000 - 220);
  expect(appErrors(errors)).toEqual([]);
});
