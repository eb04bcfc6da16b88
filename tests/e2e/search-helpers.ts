import { expect, type Locator, type Page } from '@playwright/test';

// Filling the ride search form as a person does: shared by the search and driving stories.

/** Types into a place field and picks the first suggestion with the keyboard (combobox). */
export async function pickPlace(
  page: Page,
  main: Locator,
  label: string,
  typed: string,
  picked: string,
) {
  const field = main.getByRole('combobox', { name: label });
  await field.fill(typed);
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const suggestions = main.getByRole('listbox', { name: `${label} suggestions` });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(picked);
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(suggestions).toBeHidden();
}

/** Fills the search step: Ruiru to the CBD (Kencom) at 07:00 on `date`. */
export async function fillSearch(page: Page, main: Locator, date: string) {
  await expect(main.getByRole('heading', { name: 'Where are you going?' })).toBeVisible();
  const find = main.getByRole('button', { name: 'Find Available Rides' });
  // Disabled until both places have text (New Search keeps the last ones: clear them).
  await main.getByRole('combobox', { name: 'Start location' }).clear();
  await main.getByRole('combobox', { name: 'Destination' }).clear();
  await expect(find).toBeDisabled();
  await pickPlace(page, main, 'Start location', 'Ruiru', 'Ruiru');
  await expect(find).toBeDisabled();
  await pickPlace(page, main, 'Destination', 'CBD', 'Nairobi CBD (Kencom)');
  await main.getByLabel('Departure date').fill(date);
  await main.getByLabel('Departure time').fill('07:00');
  await expect(find).toBeEnabled();
}
