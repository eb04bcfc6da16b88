import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  buyTokensWithApi,
  KENCOM,
  offerRideAsNewDriver,
  signInWithApi,
  uniqueSurname,
} from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { newPhoneNumber } from './sign-in-helpers';

// Issue 19, the daily commute: a passenger saves Home and Work, searches their commute and finds
// nothing, and sets a ride alert from the empty result; a driver posts a ride that the alert
// finds; the passenger sees it on the bell and in the inbox, and books it from there.

const SHOTS = 'docs/screenshots';
const KASARANI = {
  latitude: -1.22155,
  longitude: 36.89377,
  address: 'Kasarani (Moi International Sports Centre), Nairobi',
};
const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
const DAY_MS = 24 * 60 * 60 * 1000;
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * A night-time departure some days ahead in Nairobi, a day of its own for each project: no demo
 * ride and no other test's ride leaves then, so the search is empty until this test's driver
 * posts.
 */
function quietDeparture(projectName: string) {
  const daysAhead = projectName === 'mobile' ? 2 : 3;
  const day = new Date(Date.now() + NAIROBI_OFFSET_MS + daysAhead * DAY_MS);
  const date = day.toISOString().slice(0, 10);
  return { date, weekday: WEEKDAY_NAMES[day.getUTCDay()] ?? '' };
}

/**
 * The view into docs/screenshots, `top` just under the header: the phone's as
 * `commute-<name>.png`, the desktop's as `commute-<name>-desktop.png`.
 */
async function shot(page: Page, name: string, top: Locator) {
  const suffix = test.info().project.name === 'mobile' ? '' : `-${test.info().project.name}`;
  mkdirSync(SHOTS, { recursive: true });
  await top.evaluate((element) => {
    const y = Math.max(0, element.getBoundingClientRect().top + window.scrollY - 80);
    window.scrollTo({ top: y, behavior: 'instant' });
  });
  await page.evaluate(
    () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))),
  );
  // The toasts of the steps before would cover the screen: not part of the picture.
  await page.screenshot({
    path: `${SHOTS}/commute-${name}${suffix}.png`,
    style: '.toast-viewport { display: none !important; }',
  });
}

/** Sets Home or Work on the saved places screen with one of the picker's built-in places. */
async function setFixedPlace(page: Page, slot: 'Home' | 'Work', builtIn: string, address: string) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: `Set ${slot}` }).click();
  const picker = page.getByRole('dialog', { name: `Choose your ${slot}` });
  await picker.getByRole('button', { name: builtIn, exact: true }).click();
  await waitForToastsToGo(page);
  await picker.getByRole('button', { name: 'Confirm Location' }).click();
  await expect(picker).toBeHidden();
  await expect(page.locator('.toast-root', { hasText: `${slot} saved` })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Home and Work' })).toContainText(address);
  await expect(main.getByRole('button', { name: `Change ${slot}` })).toBeVisible();
  await waitForToastsToGo(page);
}

/**
 * On a desktop a toast sits at the bottom right, where the picker keeps its Confirm button, and
 * it stays open while the pointer rests on it (as people need to read it): with the pointer
 * moved off, every open toast goes within its few seconds, whichever step raised it.
 */
async function waitForToastsToGo(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('.toast-root[data-state="open"]')).toHaveCount(0, {
    timeout: 15_000,
  });
}

test('a passenger alerted to a new ride on their commute books it from the inbox', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const main = page.getByRole('main');
  const { date, weekday } = quietDeparture(testInfo.project.name);
  await signInWithApi(page.request, newPhoneNumber(), {
    fullName: 'Wanjiru Kamau',
    nationalId: '33456789',
  });
  await buyTokensWithApi(page.request, 1000);

  // Home and Work, from the profile.
  await page.goto('/profile');
  await main.getByRole('link', { name: 'Saved places' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Saved places' })).toBeVisible();
  await setFixedPlace(page, 'Home', 'Kasarani', KASARANI.address);
  await setFixedPlace(page, 'Work', 'Nairobi CBD', KENCOM.address);
  await expect(main.getByText('0 of 8')).toBeVisible();
  await shot(page, 'saved-places', main.getByRole('heading', { level: 1 }));

  // The search offers them first: one tap each, then nothing leaves at that hour.
  await page.goto('/search');
  await main
    .getByRole('list', { name: 'Your places for Start location' })
    .getByRole('button', { name: 'Home' })
    .click();
  await main
    .getByRole('list', { name: 'Your places for Destination' })
    .getByRole('button', { name: 'Work' })
    .click();
  await expect(main.getByRole('combobox', { name: 'Start location' })).toHaveValue(
    KASARANI.address,
  );
  await expect(main.getByRole('combobox', { name: 'Destination' })).toHaveValue(KENCOM.address);
  await main.getByLabel('Departure date').fill(date);
  await main.getByLabel('Departure time').fill('01:00');
  await main.getByRole('button', { name: 'Find Available Rides' }).click();
  await expect(main.getByTestId('rides-found')).toHaveText('0 rides found');

  // "Alert me": the set-up comes filled from the search.
  await main.getByRole('link', { name: 'Alert me when a ride like this is posted' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Set up a ride alert' })).toBeVisible();
  const form = main.getByRole('form', { name: 'Ride alert' });
  await expect(form.getByRole('button', { name: /^Pickup location/ })).toContainText(
    KASARANI.address,
  );
  await expect(form.getByRole('button', { name: /^Destination/ })).toContainText(KENCOM.address);
  await expect(form.getByLabel('Leaving at about')).toHaveValue('01:00');
  await expect(form.getByRole('checkbox', { name: weekday })).toBeChecked();
  await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(form.getByLabel('How far from these places')).toHaveValue('5');
  await shot(page, 'alert-setup', main.getByRole('heading', { level: 1 }));
  await shot(page, 'alert-setup-when', form.getByRole('heading', { name: 'When' }));
  await form.getByRole('button', { name: 'Save ride alert' }).click();
  await expect(page).toHaveURL(/\/alerts$/);
  const alerts = main.getByRole('list', { name: 'Your ride alerts' });
  await expect(alerts.getByRole('listitem')).toHaveCount(1);
  await expect(alerts).toContainText(`${weekday}`.slice(0, 3));
  await expect(alerts).toContainText('leaving 00:30–04:00, within 5 km');

  // A driver posts a ride the alert finds: Kasarani to the CBD at 01:30 that day.
  const driverName = `Otieno ${uniqueSurname()}`;
  const { driver, ride } = await offerRideAsNewDriver(testInfo, driverName, {
    pickupLocation: KASARANI,
    destination: KENCOM,
    departureTime: `${date}T01:30:00+03:00`,
    pricePerSeat: 60,
  });
  await driver.dispose();

  // The bell counts it (it asks again when the app comes back into view; a reload here).
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect
    .poll(
      async () => {
        await page.reload();
        return bell.getAttribute('aria-label');
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toBe('Notifications, 1 unread');
  await bell.click();
  await expect(main.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const inbox = main.getByRole('list', { name: 'Notifications' });
  await expect(inbox.getByRole('listitem')).toHaveCount(1);
  await expect(inbox.getByRole('button')).toContainText('Unread');
  await expect(main.getByText('1 unread')).toBeVisible();
  await shot(page, 'inbox', main.getByRole('heading', { level: 1 }));

  // Tapping it opens that ride's booking, and marks it read.
  await inbox.getByRole('button').first().click();
  await expect(main.getByRole('heading', { name: 'Confirm your booking' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Ride summary' })).toContainText(driverName);
  await expect(bell).toHaveAttribute('aria-label', 'Notifications, none unread');
  await main.getByRole('button', { name: 'Confirm Booking' }).click();
  await main
    .getByRole('region', { name: 'Confirm payment' })
    .getByRole('button', { name: 'Confirm & Pay' })
    .click();
  await expect(page.getByText('Booking Confirmed!', { exact: true })).toBeVisible();
  const upcoming = await (await page.request.get('/api/Commute/GetPassengerUpcomingTrips')).json();
  expect(upcoming).toEqual([
    expect.objectContaining({ scheduledCommuteId: ride.id, numberOfSeats: 1, totalAmount: 60 }),
  ]);
  expect(appErrors(errors)).toEqual([]);
});

test('a ride opened cold from a notification link shows its booking', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const main = page.getByRole('main');
  const driverName = `Njeri ${uniqueSurname()}`;
  const { driver, ride } = await offerRideAsNewDriver(testInfo, driverName);
  await driver.dispose();
  await signInWithApi(page.request, newPhoneNumber(), {
    fullName: 'Chebet Rono',
    nationalId: '34567890',
  });

  // A fresh page load, as a tapped push notification opens the app.
  await page.goto(`/search?ride=${ride.id}`);
  await expect(main.getByRole('heading', { name: 'Confirm your booking' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Ride summary' })).toContainText(driverName);
  await expect(page).toHaveURL('/search');
  await expect(main.getByRole('radio', { name: '1 seat' })).toBeChecked();
  await expect(main.getByRole('region', { name: 'Confirm payment' })).toHaveCount(0);
});
