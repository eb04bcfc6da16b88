import { expect, test } from '@playwright/test';
import {
  buyTokensWithApi,
  offerRideAsNewDriver,
  signInWithApi,
  tomorrowInNairobi,
  uniqueSurname,
} from './api-helpers';
import { newPhoneNumber } from './sign-in-helpers';

// The development USSD simulator (issue 21): a commuter books from the phone-shaped screen, by
// keypad, as a feature phone would; the booking is then in the web app's My Trips for the same
// phone, and the SMS with the boarding code beside the phone.

const SHOTS = 'docs/screenshots';

test('a booking made in the USSD simulator shows in My Trips for the same phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  // Tomorrow 06:07, a time no other test's ride has, so its line is found in the list (a line may
  // be cut short to fit the screen, but its time comes first); the price shows on its detail.
  const { driver } = await offerRideAsNewDriver(testInfo, `Kiprop ${uniqueSurname()}`, {
    departureTime: `${tomorrowInNairobi()}T06:07:00+03:00`,
    pricePerSeat: 137,
  });
  await driver.dispose();
  const phone = newPhoneNumber();
  await signInWithApi(page.request, phone, {
    fullName: `Akinyi ${uniqueSurname()}`,
    nationalId: '29876543',
  });
  await buyTokensWithApi(page.request, 500);

  await page.goto('/dev/ussd');
  const screen = page.getByRole('log', { name: 'Phone screen' });
  /** What the phone's screen shows now, line by line. */
  const shown = async () => (await screen.textContent()) ?? '';
  await page.getByLabel('Phone number').fill(phone.e164);
  await page.getByLabel('Phone number').press('Tab');
  await page.getByRole('button', { name: 'Dial' }).click();
  await expect(screen).toContainText('1 Find a ride');

  /** Types on the keypad (digits) or the reply box (words), then Send; answers the screen. */
  const reply = async (input: string) => {
    if (/^\d+$/.test(input)) {
      for (const key of input) await page.getByRole('button', { name: key, exact: true }).click();
    } else {
      await page.getByLabel('Reply').fill(input);
    }
    await page.getByRole('button', { name: 'Send' }).click();
    // Sending marks the screen busy until the answer is shown: read nothing before then.
    await expect(screen).toHaveAttribute('aria-busy', 'false');
  };
  /** The number of the listed line that contains `text`. */
  const numberOf = async (text: string) => {
    const line = (await shown()).split('\n').find((l) => l.includes(text));
    const number = line?.match(/^(\d+) /)?.[1];
    expect(number, `a line with ${text} in:\n${await shown()}`).toBeTruthy();
    return number as string;
  };

  await reply('1');
  await expect(screen).toContainText('From where?');
  await reply('Ruiru');
  await expect(screen).toContainText('Which one?');
  await reply(await numberOf('Ruiru'));
  await expect(screen).toContainText('To where?');
  await reply('Kencom');
  await expect(screen).toContainText('Which one?');
  await reply(await numberOf('Kencom'));
  await expect(screen).toContainText('Tomorrow morning');
  await reply(await numberOf('Tomorrow morning'));
  await expect(screen).toContainText('Rides:');
  const ours = (text: string) => text.split('\n').find((l) => /^\d+ 6:07 am /.test(l));
  while (!ours(await shown())) {
    // Not among the first four: `9` for more, while there are more.
    expect(await shown(), 'the ride at 6:07 am in the list').toMatch(/^9 /m);
    await reply('9');
    await expect(screen).toContainText('Rides:');
  }
  await reply(ours(await shown())?.match(/^(\d+) /)?.[1] ?? '');
  await expect(screen).toContainText('1 Book');
  await expect(screen).toContainText('KSh 137');
  await reply('1');
  await expect(screen).toContainText('How many seats?');
  await reply('1');
  await expect(screen).toContainText('1 Confirm');
  await page.screenshot({
    path: `${SHOTS}/ussd-simulator-confirm-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await reply('1');
  await expect(screen).toContainText('Booked! Boarding code');
  const code = (await shown()).match(/Boarding code (\w+)/)?.[1];
  expect(code).toBeTruthy();
  // The SMS repeats it, beside the phone.
  await expect(page.getByRole('region', { name: 'SMS to this phone' })).toContainText(
    `boarding code is ${code}`,
  );
  await page.screenshot({
    path: `${SHOTS}/ussd-simulator-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // The same phone in the web app: the trip is in My Trips.
  await page.goto('/trips');
  const main = page.getByRole('main');
  await expect(main.getByText(/Kiprop/).first()).toBeVisible();
  await expect(main).toContainText('KSh 137');
});
