import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import {
  addVehicleWithApi,
  createRideWithApi,
  signInAsVerifiedDriver,
  signInWithApi,
  tomorrowInNairobi,
  uniqueSurname,
} from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { fillSearch } from './search-helpers';
import { newPhoneNumber } from './sign-in-helpers';

// Vehicle photos and profile pictures (issue 17): chosen in the browser, sent through the
// documents' upload path, and shown where people need them.

const SHOTS = '/tmp/shots-i17-photos';

/** A phone-camera-sized JPEG drawn from an SVG: a car on a road, or a person's head. */
function cameraPhoto(kind: 'car' | 'face'): Promise<Buffer> {
  const drawing =
    kind === 'car'
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
          <rect width="1600" height="760" fill="#8ecae6"/><rect y="760" width="1600" height="440" fill="#6b705c"/>
          <rect x="330" y="520" width="940" height="260" rx="60" fill="#c0c0c8"/>
          <path d="M520 520 L640 360 H1000 L1120 520 Z" fill="#a8a8b3"/>
          <path d="M670 390 H800 V510 H580 Z M840 390 H980 L1080 510 H840 Z" fill="#264653"/>
          <circle cx="540" cy="790" r="110" fill="#1b1b1b"/><circle cx="1060" cy="790" r="110" fill="#1b1b1b"/>
          <rect x="730" y="690" width="140" height="46" fill="#ffd60a" stroke="#111" stroke-width="6"/></svg>`
      : `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600">
          <rect width="1200" height="1600" fill="#f4a261"/>
          <circle cx="600" cy="640" r="300" fill="#6f4518"/>
          <path d="M200 1600 C200 1150 1000 1150 1000 1600 Z" fill="#2a9d8f"/></svg>`;
  return sharp(Buffer.from(drawing)).jpeg({ quality: 85 }).toBuffer();
}

/** The image has arrived and been drawn (not a broken link). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

async function shot(page: Page, name: string, projectName: string, target?: Locator) {
  if (projectName !== 'mobile') return;
  mkdirSync(SHOTS, { recursive: true });
  await (target ?? page).screenshot({ path: `${SHOTS}/${name}.png` });
}

test.describe('photos', () => {
  test('a driver adds a photo of their car, and a passenger sees it on the ride card', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    const driverName = `Otieno ${uniqueSurname()}`;
    await signInAsVerifiedDriver(page, testInfo, driverName);
    const vehicle = await addVehicleWithApi(page.request);

    await page.goto('/vehicles');
    const main = page.getByRole('main');
    const card = main.getByRole('article', { name: 'Toyota Fielder' });
    await expect(card.locator('img')).toHaveCount(0);
    await card.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Vehicle' });
    await expect(dialog.getByRole('group', { name: 'Vehicle photo' })).toBeVisible();

    // A file that is not a photo is refused before anything is sent.
    await dialog.getByLabel('Vehicle photo').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.4 not a picture'),
    });
    await expect(dialog.getByText('Please select a photo (PNG or JPG).')).toBeVisible();

    await dialog.getByLabel('Vehicle photo').setInputFiles({
      name: 'car.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto('car'),
    });
    await expect(dialog.getByText('Please select a photo (PNG or JPG).')).toBeHidden();
    await expectLoaded(dialog.getByRole('group', { name: 'Vehicle photo' }).locator('img'));
    await expect(dialog.getByRole('button', { name: 'Change photo' })).toBeVisible();
    await dialog.getByRole('group', { name: 'Vehicle photo' }).scrollIntoViewIfNeeded();
    await shot(page, 'vehicle-form-with-photo', testInfo.project.name);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expectLoaded(card.getByRole('img', { name: 'The driver’s Silver Toyota Fielder' }));
    await shot(page, 'vehicles-with-photo', testInfo.project.name);
    await createRideWithApi(page.request, { vehicleId: vehicle.id });

    // A passenger, in a browser of their own, finds the ride and sees the car.
    const passenger = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const passengerPage = await passenger.newPage();
    const passengerErrors = collectConsoleErrors(passengerPage);
    await signInWithApi(passengerPage.request, newPhoneNumber(), {
      fullName: 'Wanjiku Muthoni',
      nationalId: '30112233',
    });
    await passengerPage.goto('/search');
    const search = passengerPage.getByRole('main');
    await fillSearch(passengerPage, search, tomorrowInNairobi());
    await search.getByRole('button', { name: 'Find Available Rides' }).click();
    const ride = search.getByRole('article', { name: `Ride with ${driverName}` });
    await expectLoaded(ride.getByRole('img', { name: 'The driver’s Silver Toyota Fielder' }));
    await ride.scrollIntoViewIfNeeded();
    await shot(passengerPage, 'ride-card-with-photo', testInfo.project.name, ride);

    // And on the booking screen.
    await ride.getByRole('button', { name: 'Select Ride' }).click();
    await expectLoaded(search.getByRole('img', { name: 'The driver’s Silver Toyota Fielder' }));
    expect(appErrors(passengerErrors)).toEqual([]);
    await passenger.close();
    expect(appErrors(errors)).toEqual([]);
  });

  test('a person sets a profile picture and sees it on the profile and at home', async ({
    page,
  }, testInfo) => {
    const errors = collectConsoleErrors(page);
    await signInWithApi(page.request, newPhoneNumber(), {
      fullName: 'Akinyi Odhiambo',
      nationalId: '31224455',
    });
    await page.goto('/profile');
    const main = page.getByRole('main');
    const picker = main.getByRole('group', { name: 'Profile picture' });
    await expect(picker.getByRole('button', { name: 'Add photo' })).toBeVisible();
    const pictures = main.locator('img[src^="/api/photos/"]');
    await expect(pictures).toHaveCount(0);

    await main.getByLabel('Profile picture').setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto('face'),
    });
    await expect(page.getByText('Profile picture saved', { exact: true })).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Change photo' })).toBeVisible();
    // The avatar beside the name, where the initials were.
    await expect(pictures).toHaveCount(1);
    await expectLoaded(pictures);
    await expect(main.getByText('AO', { exact: true })).toHaveCount(0);
    await shot(page, 'profile-with-picture', testInfo.project.name);

    await page.goto('/');
    await expect(page.getByText('Good morning')).toBeVisible();
    await expectLoaded(page.locator('img[src^="/api/photos/"]').first());
    await shot(page, 'home-with-picture', testInfo.project.name);

    // Removed, the initials are back.
    await page.goto('/profile');
    await picker.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Profile picture removed', { exact: true })).toBeVisible();
    await expect(pictures).toHaveCount(0);
    await expect(main.getByText('AO', { exact: true })).toBeVisible();
    expect(appErrors(errors)).toEqual([]);
  });
});
