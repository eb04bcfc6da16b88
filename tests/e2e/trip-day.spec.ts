import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import {
  buyTokensWithApi,
  offerRideAsNewDriver,
  signInAsAgent,
  signInWithApi,
  uniqueSurname,
} from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { newPhoneNumber } from './sign-in-helpers';

// Trip day through the screens of everyone on it, against the real server: a driver starts the
// trip and shares their (fake) position, the passenger and a family member on a share link see
// the car move, the driver boards the passenger with the code read off the passenger's screen,
// the passenger presses SOS (their emergency contact is texted and an agent sees the incident),
// the driver ends the trip and both rate each other. The server's clock is moved forward into
// the start window instead of waiting, and each browser's clock is set to the server's.

const SHOTS = 'docs/screenshots';
const MINUTE = 60_000;
/** Where the driver sets off from, then a point nearer the passenger's stage in Ruiru. */
const KAHAWA = { latitude: -1.2, longitude: 36.91 };
const NEARER = { latitude: -1.17, longitude: 36.94 };
const shown = (p: { latitude: number; longitude: number }) =>
  `${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`;

// biome-ignore lint/suspicious/noExplicitAny: test plumbing over API answers
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return response.json();
}

async function serverNow(api: APIRequestContext): Promise<number> {
  return Date.parse((await ok(await api.get('/api/dev/clock'))).now);
}

/**
 * A phone-sized browser of its own, its clock set to the server's (moved) clock so the screens
 * open the same windows the server does, and the map tiles refused as on CI (no internet).
 */
async function phone(browser: Browser, testInfo: TestInfo, now: number): Promise<BrowserContext> {
  const context = await browser.newContext(testInfo.project.use);
  await context.clock.install({ time: now });
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  return context;
}

/**
 * The phone's screen as its owner sees it (390x844): from the top, or scrolled to `target` just
 * under the sticky header; the toasts of earlier steps left out.
 */
async function shot(page: Page, name: string, target?: Locator) {
  if (target) {
    await target.evaluate((element) => {
      element.scrollIntoView({ block: 'start', behavior: 'instant' });
      window.scrollBy({ top: -76, behavior: 'instant' });
    });
  } else {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  }
  // The map has drawn its markers and nothing is still moving.
  await page.waitForTimeout(500);
  await page.screenshot({
    path: `${SHOTS}/trip-day-${name}.png`,
    style: '.toast-viewport { display: none !important; }',
  });
}

// Both tests move the one server clock: one after the other, so neither moves it under the other,
// in the playwright project `trip-day`, which runs at phone size after every other browser test.
test.describe.configure({ mode: 'serial' });

test('trip day: start, follow live, board with the code, SOS, end and rate each other', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const baseURL = testInfo.project.use.baseURL ?? '';

  // 1. A driver offers a ride leaving in a little over an hour (the soonest a ride may leave).
  const setup = await browser.newContext({ baseURL });
  const departure = Math.ceil(((await serverNow(setup.request)) + 62 * MINUTE) / MINUTE) * MINUTE;
  const driverName = `Baraka ${uniqueSurname()}`;
  const { driver, ride } = await offerRideAsNewDriver(testInfo, driverName, {
    departureTime: new Date(departure).toISOString(),
    pricePerSeat: 120,
  });
  const plate = ride.vehicleDetails.licensePlate;

  // 2. A passenger with tokens books a seat on it.
  const passengerName = `Wanjiru ${uniqueSurname()}`;
  const passengerPhone = newPhoneNumber();
  await signInWithApi(setup.request, passengerPhone, {
    fullName: passengerName,
    nationalId: '31234567',
  });
  await buyTokensWithApi(setup.request, 500);
  await ok(
    await setup.request.post('/api/Commute/SavePassengerBooking', {
      data: { scheduledCommuteId: ride.id, numberOfSeats: 1 },
    }),
  );

  // 3. The clock moves into the start window: 30 minutes before departure and a little more.
  const moved = await ok(
    await setup.request.post('/api/dev/clock', { data: { advanceMinutes: 33 } }),
  );
  const now = Date.parse(moved.now);
  expect(departure - now).toBeLessThanOrEqual(30 * MINUTE);

  const passengerContext = await phone(browser, testInfo, now);
  await passengerContext.addCookies((await setup.storageState()).cookies);
  await passengerContext.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: baseURL,
  });
  const passenger = await passengerContext.newPage();
  const passengerErrors = collectConsoleErrors(passenger);

  // The passenger adds an emergency contact in their profile before setting off.
  const contact = newPhoneNumber();
  await passenger.goto('/profile');
  await passenger.getByRole('link', { name: 'Emergency contacts' }).click();
  await expect(
    passenger.getByRole('heading', { level: 1, name: 'Emergency contacts' }),
  ).toBeVisible();
  await passenger.getByLabel('Name', { exact: true }).fill('Mama Wanjiru');
  await passenger.getByLabel('Phone number', { exact: true }).fill(contact.typed);
  await passenger.getByRole('button', { name: 'Save emergency contacts' }).click();
  await expect(passenger.getByText('Emergency contacts saved', { exact: true })).toBeVisible();

  // 4. The driver opens the trip, with their phone's position shared, and starts it.
  const driverContext = await phone(browser, testInfo, now);
  await driverContext.addCookies((await driver.storageState()).cookies);
  await driverContext.grantPermissions(['geolocation'], { origin: baseURL });
  await driverContext.setGeolocation(KAHAWA);
  const driverPage = await driverContext.newPage();
  const driverErrors = collectConsoleErrors(driverPage);
  const opened = await driverPage.goto(`/trip/${ride.id}`);
  // The tiles come from exactly one host, which the CSP allows for images.
  expect(opened?.headers()['content-security-policy']).toMatch(
    /img-src [^;]*https:\/\/tile\.openstreetmap\.org/,
  );
  await expect(driverPage.getByTestId('trip-status')).toHaveText('Ready to go');
  await expect(driverPage.getByText('Add an emergency contact', { exact: true })).toBeVisible();
  await driverPage.getByRole('button', { name: 'Start trip' }).click();
  await expect(driverPage.getByTestId('trip-status')).toHaveText('Trip in progress');
  await expect(
    driverPage.getByText('Sharing your location while this screen is open', { exact: true }),
  ).toBeVisible();
  const passengerRow = driverPage
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: passengerName });
  await expect(passengerRow).toContainText('Waiting');

  // 5. The passenger sees the driver on the way, their code, the car to look for, the car.
  await passenger.goto(`/trip/${ride.id}`);
  await expect(passenger.getByTestId('trip-status')).toHaveText('Your driver is on the way');
  const passengerMain = passenger.getByRole('main');
  await expect(passengerMain).toContainText(`Your driver${driverName.split(' ')[0]}`);
  await expect(passengerMain).toContainText('New driver');
  await expect(passengerMain).toContainText(`Number plate ${plate}`);
  const code = (await passenger.getByTestId('boarding-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{4}$/);
  const passengerCar = passenger.getByTestId('car-marker');
  await expect(passengerCar).toHaveAttribute('data-position', shown(KAHAWA));
  await expect(passenger.getByTestId('eta')).toContainText(/\d+ min/);

  // 6. The passenger shares the trip; a family member opens the link without signing in.
  await passenger.getByRole('button', { name: /^(Share trip|Copy trip link)$/ }).click();
  const link = await passenger.getByLabel('Trip link').inputValue();
  const family = await phone(browser, testInfo, now);
  const familyPage = await family.newPage();
  const familyErrors = collectConsoleErrors(familyPage);
  await familyPage.goto(new URL(link).pathname);
  await expect(familyPage.getByTestId('trip-status')).toHaveText('On the way');
  await expect(familyPage.getByRole('main')).toContainText(`Number plate ${plate}`);
  const familyCar = familyPage.getByTestId('car-marker');
  await expect(familyCar).toHaveAttribute('data-position', shown(KAHAWA));

  // 7. The car moves: the passenger's map and the family's follow it.
  await driverContext.setGeolocation(NEARER);
  await expect(passengerCar).toHaveAttribute('data-position', shown(NEARER), { timeout: 15_000 });
  await expect(familyCar).toHaveAttribute('data-position', shown(NEARER), { timeout: 15_000 });
  await expect(familyPage.getByTestId('eta')).toContainText(/\d+ min|Arriving now/);
  await shot(passenger, 'passenger');
  await shot(passenger, 'passenger-map', passenger.getByRole('region', { name: 'Live map' }));
  await shot(familyPage, 'share-page');

  // 8. The driver boards the passenger: a wrong code first, then the one on their screen.
  const codeField = passengerRow.getByLabel(`Boarding code of ${passengerName}`);
  const wrong = code === '0000' ? '1111' : '0000';
  await codeField.fill(wrong);
  await passengerRow.getByRole('button', { name: 'Board' }).click();
  await expect(passengerRow.getByRole('alert')).toHaveText(
    'That boarding code is not right. 4 tries are left.',
  );
  await shot(
    driverPage,
    'driver-boarding',
    driverPage.getByRole('heading', { name: 'Passengers' }),
  );
  await codeField.fill(code);
  await passengerRow.getByRole('button', { name: 'Board' }).click();
  await expect(passengerRow).toContainText('On board');
  await expect(passenger.getByTestId('trip-status')).toHaveText('On board');
  await shot(driverPage, 'driver');

  // 9. The passenger presses SOS: held, not tapped. Their contact is texted.
  await passenger.getByRole('button', { name: 'SOS' }).click();
  const sos = passenger.getByRole('dialog', { name: 'Send an SOS?' });
  const hold = sos.getByRole('button', { name: 'Hold to send SOS' });
  await hold.click();
  await expect(sos).toBeVisible();
  await shot(passenger, 'sos');
  await hold.hover();
  await passenger.mouse.down();
  await passenger.waitForTimeout(2_600);
  await passenger.mouse.up();
  const sent = passenger.getByRole('dialog', { name: 'SOS sent' });
  await expect(sent).toContainText('We texted your emergency contact');
  await expect(sent.getByRole('link', { name: /Call 999/ })).toHaveAttribute('href', 'tel:999');
  await expect(sent.getByRole('link', { name: /Call 112/ })).toHaveAttribute('href', 'tel:112');
  await shot(passenger, 'sos-sent');
  await sent.getByRole('button', { name: 'Close' }).click();
  await expect
    .poll(
      async () => {
        const texts = (await ok(
          await setup.request.get(`/api/dev/outbox?phone=${encodeURIComponent(contact.e164)}`),
        )) as Array<{ message: string }>;
        return texts.map((t) => t.message).join('\n');
      },
      { timeout: 15_000 },
    )
    .toContain(plate);

  // 10. An agent sees the incident first in the console, with the trip on a map.
  const agentContext = await browser.newContext(testInfo.project.use);
  await agentContext.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const agent = await agentContext.newPage();
  const agentErrors = collectConsoleErrors(agent);
  await signInAsAgent(agent, testInfo);
  await agent.goto('/admin');
  const incident = agent.getByTestId('incident-card').filter({ hasText: passengerName }).first();
  await expect(incident.getByRole('heading', { name: `SOS from ${passengerName}` })).toBeVisible();
  await expect(incident).toContainText('Open');
  await expect(incident).toContainText(plate);
  await expect(incident.getByTestId('car-marker')).toBeVisible();
  await shot(agent, 'incident', agent.getByRole('heading', { name: /^SOS incidents/ }));
  await incident.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(incident).toContainText('Being handled');
  await incident.getByRole('button', { name: 'Resolve' }).click();
  const resolve = agent.getByRole('alertdialog', {
    name: `Resolve the SOS from ${passengerName}?`,
  });
  await resolve.getByLabel('What was done').fill('Called the passenger: a false alarm, all safe.');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(incident).toContainText('Resolved');

  // 11. The driver ends the trip and rates the passenger; the passenger rates the driver.
  await driverPage.getByRole('button', { name: 'End trip' }).click();
  const end = driverPage.getByRole('alertdialog', { name: 'End this trip?' });
  await end.getByRole('button', { name: 'End trip' }).click();
  await expect(driverPage.getByTestId('trip-status')).toHaveText('Trip completed');
  await shot(
    driverPage,
    'driver-rating',
    driverPage.getByRole('heading', { name: 'Rate your passengers' }),
  );
  await passengerRow.getByRole('radio', { name: /^5 stars/ }).check();
  await passengerRow.getByLabel('Comment (optional)').fill('On time and friendly.');
  await passengerRow.getByRole('button', { name: 'Send rating' }).click();
  await expect(passengerRow).toContainText(`You rated ${passengerName}`);

  await expect(passenger.getByTestId('trip-status')).toHaveText('Trip completed');
  await passenger.getByRole('radio', { name: /^4 stars/ }).check();
  await passenger.getByRole('button', { name: 'Send rating' }).click();
  await expect(passenger.getByText(`You rated ${driverName.split(' ')[0]}`)).toBeVisible();
  await expect(familyPage.getByTestId('trip-status')).toHaveText('Trip completed');

  // My Trips shows the stars given, not a Rate button.
  await passenger.goto('/trips');
  await passenger.getByRole('tab', { name: 'Completed' }).click();
  const past = passenger.getByRole('article').filter({ hasText: driverName });
  await expect(past.getByText('You rated 4 out of 5 stars')).toBeAttached();

  for (const errors of [passengerErrors, driverErrors, familyErrors, agentErrors]) {
    expect(appErrors(errors)).toEqual([]);
  }
  for (const context of [passengerContext, driverContext, family, agentContext, setup]) {
    await context.close();
  }
  await driver.dispose();
});

test('a passenger the driver never picked up says so and gets every token back', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL ?? '';
  const setup = await browser.newContext({ baseURL });
  const departure = Math.ceil(((await serverNow(setup.request)) + 62 * MINUTE) / MINUTE) * MINUTE;
  const { driver, ride } = await offerRideAsNewDriver(testInfo, `Juma ${uniqueSurname()}`, {
    departureTime: new Date(departure).toISOString(),
    pricePerSeat: 120,
  });
  await signInWithApi(setup.request, newPhoneNumber(), {
    fullName: `Akinyi ${uniqueSurname()}`,
    nationalId: '32345678',
  });
  await buyTokensWithApi(setup.request, 500);
  await ok(
    await setup.request.post('/api/Commute/SavePassengerBooking', {
      data: { scheduledCommuteId: ride.id, numberOfSeats: 1 },
    }),
  );

  // The driver starts and ends the trip without ever boarding the passenger.
  const moved = await ok(
    await setup.request.post('/api/dev/clock', { data: { advanceMinutes: 33 } }),
  );
  await ok(await driver.post(`/api/trips/${ride.id}/start`, { data: {} }));
  await ok(await driver.post(`/api/trips/${ride.id}/end`, { data: {} }));

  const context = await phone(browser, testInfo, Date.parse(moved.now));
  await context.addCookies((await setup.storageState()).cookies);
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(`/trip/${ride.id}`);
  await expect(page.getByTestId('trip-status')).toHaveText('Trip completed');
  const report = page.getByRole('heading', { name: 'Did your driver not come?' });
  await expect(report).toBeVisible();
  await page.getByRole('button', { name: 'Driver never came' }).click();
  const sure = page.getByRole('alertdialog', { name: 'Report that your driver never came?' });
  await expect(sure).toContainText('Your KSh 120 goes back to your token balance');
  await sure.getByRole('button', { name: 'Yes, report and refund' }).click();
  await expect(
    page.getByText('KSh 120 is back in your token balance. Sorry about your trip.', {
      exact: true,
    }),
  ).toBeVisible();
  // The refunded booking is no longer a trip of theirs: back to My Trips.
  await expect(page).toHaveURL(/\/trips$/);

  expect(appErrors(errors)).toEqual([]);
  await context.close();
  await setup.close();
  await driver.dispose();
});

test('a passenger the driver tried to board with a wrong code is told an agent decides', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL ?? '';
  const setup = await browser.newContext({ baseURL });
  const departure = Math.ceil(((await serverNow(setup.request)) + 62 * MINUTE) / MINUTE) * MINUTE;
  const { driver, ride } = await offerRideAsNewDriver(testInfo, `Otieno ${uniqueSurname()}`, {
    departureTime: new Date(departure).toISOString(),
    pricePerSeat: 120,
  });
  await signInWithApi(setup.request, newPhoneNumber(), {
    fullName: `Nafula ${uniqueSurname()}`,
    nationalId: '33456789',
  });
  await buyTokensWithApi(setup.request, 500);
  const booked = await ok(
    await setup.request.post('/api/Commute/SavePassengerBooking', {
      data: { scheduledCommuteId: ride.id, numberOfSeats: 1 },
    }),
  );
  const booking = booked as { id: string; boardingCode: string };

  // The driver types a wrong code for the passenger, then ends the trip without boarding them.
  const moved = await ok(
    await setup.request.post('/api/dev/clock', { data: { advanceMinutes: 33 } }),
  );
  await ok(await driver.post(`/api/trips/${ride.id}/start`, { data: {} }));
  const wrong = String((Number(booking.boardingCode) + 1) % 10_000).padStart(4, '0');
  const tried = await driver.post(`/api/trips/${ride.id}/board`, {
    data: { bookingId: booking.id, code: wrong },
  });
  expect(tried.status()).toBe(422);
  await ok(await driver.post(`/api/trips/${ride.id}/end`, { data: {} }));

  const context = await phone(browser, testInfo, Date.parse(moved.now));
  await context.addCookies((await setup.storageState()).cookies);
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(`/trip/${ride.id}`);
  await expect(page.getByTestId('trip-status')).toHaveText('Trip completed');
  await expect(
    page.getByText(/^Your driver tried to mark you on board with a wrong code\./),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Driver never came' }).click();
  const sure = page.getByRole('alertdialog', { name: 'Report that your driver never came?' });
  await expect(sure).toContainText('An agent hears both sides and tells you by SMS.');
  await sure.getByRole('button', { name: 'Yes, report', exact: true }).click();
  await expect(
    page.getByText('An agent checks what happened and tells you by SMS.', { exact: true }),
  ).toBeVisible();
  // Nothing refunded yet: the 120 stays paid until an agent decides.
  expect((await ok(await setup.request.get('/api/user/balance'))).balance).toBe(380);

  expect(appErrors(errors)).toEqual([]);
  await context.close();
  await setup.close();
  await driver.dispose();
});
