import { expect, test } from '@playwright/test';
import { addVehicleWithApi, signInAsVerifiedDriver } from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';

// My Vehicles against the real server: the catalogue of makes and models, the plate rule and
// the refusals (a plate registered twice, a vehicle with upcoming rides) come from it.

const PLATE_MESSAGE = 'Enter a Kenyan number plate such as KAA 123B.';

/** A plate nobody else has: tests of both projects share one server. */
function freshPlate(): { typed: string; shown: string } {
  const letter = () => String.fromCharCode(97 + Math.floor(Math.random() * 26));
  const [a, b, c] = [letter(), letter(), letter()];
  const digits = String(100 + Math.floor(Math.random() * 900));
  return { typed: `k${a}${b}${digits}${c}`, shown: `K${a}${b} ${digits}${c}`.toUpperCase() };
}

test.describe('my vehicles', () => {
  test('a driver adds a vehicle, switches it off and on, edits and deletes it', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const errors = collectConsoleErrors(page);
    await signInAsVerifiedDriver(page, testInfo);
    const main = page.getByRole('main');

    await page.goto('/vehicles');
    await expect(main.getByRole('heading', { level: 1, name: 'My Vehicles' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'No Vehicles Added' })).toBeVisible();
    await main.getByRole('button', { name: 'Add Your First Vehicle' }).click();

    // The makes load with the dialog; the models once a make is chosen, and go with it.
    const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
    const make = dialog.getByLabel('Make');
    const model = dialog.getByLabel('Model');
    await expect(make).toBeEnabled();
    await expect(model).toBeDisabled();
    await make.selectOption('Nissan');
    await expect(model.locator('option', { hasText: 'X-Trail' })).toHaveCount(1);
    await model.selectOption('X-Trail');
    await make.selectOption('Toyota');
    await expect(model).toHaveValue('');
    await expect(model.locator('option', { hasText: 'X-Trail' })).toHaveCount(0);
    await model.selectOption('Fielder');
    await dialog.getByLabel('Year').selectOption('2016');
    await expect(dialog.getByLabel('Colour')).toHaveAttribute('placeholder', 'White');
    await dialog.getByLabel('Colour').fill('Silver');
    await expect(
      dialog.getByLabel('Seating capacity').locator('option:not([disabled])'),
    ).toHaveText(['2', '3', '4', '5', '6', '7', '8', '14', '20'].map((n) => `${n} seats`));
    await dialog.getByLabel('Seating capacity').selectOption('5');

    // A plate that is not Kenyan is refused under the field; a good one is written the usual way.
    const plate = dialog.getByLabel('Number plate');
    await expect(plate).toHaveAttribute('placeholder', 'KAA 123B');
    await plate.fill('ABC 12');
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(dialog.getByText(PLATE_MESSAGE)).toBeVisible();
    await expect(plate).toHaveAttribute('aria-invalid', 'true');
    await expect(plate).toBeFocused();
    const { typed, shown } = freshPlate();
    await plate.fill(typed);
    await expect(dialog.getByText(PLATE_MESSAGE)).toBeHidden();
    await plate.blur();
    await expect(plate).toHaveValue(shown);
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();

    await expect(page.getByText('Vehicle Added Successfully!', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = main.getByRole('article', { name: 'Toyota Fielder' });
    await expect(card).toContainText(shown);
    await expect(card).toContainText('2016 · Silver');
    await expect(card).toContainText('5 seats');
    await expect(card.getByText('Active', { exact: true })).toBeVisible();

    // The same plate twice: the server's refusal is shown and the form stays open.
    await main.getByRole('button', { name: 'Add Vehicle' }).click();
    await dialog.getByLabel('Make').selectOption('Honda');
    await dialog.getByLabel('Model').selectOption('Fit');
    await dialog.getByLabel('Year').selectOption('2014');
    await dialog.getByLabel('Colour').fill('Blue');
    await dialog.getByLabel('Number plate').fill(shown);
    await dialog.getByLabel('Seating capacity').selectOption('5');
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(
      page.getByText('A vehicle with this number plate is already registered on Pamoja.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('article')).toHaveCount(1);

    await card.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Vehicle Updated Successfully!', { exact: true })).toBeVisible();
    await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Activate' }).click();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Deactivate' })).toBeVisible();

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Vehicle' });
    await expect(edit.getByLabel('Make')).toHaveValue('Toyota');
    await expect(edit.getByLabel('Model')).toHaveValue('Fielder');
    await expect(edit.getByLabel('Number plate')).toHaveValue(shown);
    await edit.getByLabel('Colour').fill('Pearl White');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Vehicle Updated Successfully!', { exact: true })).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(card).toContainText('2016 · Pearl White');

    // Deleting asks first, in the specification's words; Cancel keeps the vehicle.
    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      `Are you sure you want to delete Toyota Fielder (${shown})?`,
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Vehicle Deleted', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'No Vehicles Added' })).toBeVisible();

    expect(appErrors(errors)).toEqual([]);
  });

  test('a vehicle with an upcoming ride cannot be switched off or deleted, and says why', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const errors = collectConsoleErrors(page);
    await signInAsVerifiedDriver(page, testInfo);
    const vehicle = await addVehicleWithApi(page.request);
    const ride = await page.request.post('/api/Commute/SaveCommuteDetails', {
      data: {
        pickupLocation: { address: 'Ruiru', latitude: -1.147565, longitude: 36.959228 },
        destination: { address: 'Nairobi CBD (Kencom)', latitude: -1.28549, longitude: 36.82528 },
        departureTime: new Date(Date.now() + 26 * 3_600_000).toISOString(),
        availableSeats: 2,
        pricePerSeat: 150,
        vehicleId: vehicle.id,
      },
    });
    expect(ride.ok()).toBe(true);

    await page.goto('/vehicles');
    const card = page.getByRole('main').getByRole('article', { name: 'Toyota Fielder' });
    await card.getByRole('button', { name: 'Deactivate' }).click();
    await expect(
      page.getByText(
        'This vehicle is used by 1 upcoming ride. Cancel those rides first, then deactivate it.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText(
        'This vehicle is used by 1 upcoming ride. Cancel those rides first, then delete it.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(card).toBeVisible();

    expect(appErrors(errors)).toEqual([]);
  });
});
