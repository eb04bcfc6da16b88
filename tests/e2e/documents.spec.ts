import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { appErrors, collectConsoleErrors } from './console-errors';
import { newPhoneNumber, type Phone, phoneFromNational, registerInDialog } from './sign-in-helpers';

// Verifying a driver's National ID against the real server (playwright.config.ts starts it with
// local file storage and the agents' phones in AGENT_PHONES).

/** A 1x1 PNG and a PDF, byte by byte: a real image, and a document pretending to be one. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0b6e10000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF',
);

/**
 * The agents in playwright.config.ts's AGENT_PHONES: one per project and retry, because the
 * server refuses a second code for the same phone within a minute.
 */
const AGENT_PHONES = ['0712000999', '0712000998', '0712000997', '0712000996'];

function agentPhone(testInfo: TestInfo): Phone {
  const project = testInfo.project.name === 'mobile' ? 0 : 1;
  const typed = AGENT_PHONES[project * 2 + Math.min(testInfo.retry, 1)] as string;
  return phoneFromNational(typed.slice(1));
}

/** Picks a file in the documents screen's file-upload dialog, through the Choose file button. */
async function chooseInDialog(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const dialog = page.getByRole('dialog', { name: 'Upload your National ID' });
  if (!(await dialog.isVisible())) {
    await page
      .getByRole('main')
      .getByRole('button', { name: /Upload a file/ })
      .click();
  }
  await expect(dialog).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(file);
  return dialog;
}

/** A second person at another device: a browser context of its own, same project settings. */
async function openAgentConsole(
  browser: Browser,
  options: BrowserContextOptions,
  request: APIRequestContext,
  testInfo: TestInfo,
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto('/admin');
  await registerInDialog(page, request, agentPhone(testInfo), {
    fullName: 'Wambui Agent',
    nationalId: '20000001',
  });
  await expect(page.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
  return { context, page, errors };
}

test.describe('verifying a National ID', () => {
  test('a new driver uploads an ID photo, an agent approves it, and the driver is verified', async ({
    page,
    request,
    browser,
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  }, testInfo) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    const phone = newPhoneNumber();
    const fullName = 'Achieng Otieno';
    const nationalId = String(30_000_000 + Math.floor(Math.random() * 9_000_000));
    const main = page.getByRole('main');

    // A visitor is asked to sign in first.
    await page.goto('/documents');
    await registerInDialog(page, request, phone, { fullName, nationalId });
    await expect(
      main.getByRole('heading', { level: 1, name: 'Verify your account' }),
    ).toBeVisible();
    await expect(main.getByText('Step 2 of 4')).toBeVisible();
    await expect(main.locator('[data-filled="true"]')).toHaveCount(2);

    // The photo, picked in the file-upload dialog, is previewed before it is sent.
    const dialog = await chooseInDialog(page, {
      name: 'national-id.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(dialog).toBeHidden();
    const preview = main.getByRole('img', { name: 'Preview of your National ID' });
    await expect(preview).toBeVisible();
    await expect(main.getByText('national-id.png')).toBeVisible();
    await main.getByRole('button', { name: 'Upload photo' }).click();

    // Saved: the toast, the success banner, then home 2 seconds later.
    await expect(page.getByText('Document Uploaded', { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: 'Taking you home' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });

    // Back on the documents screen: waiting for an agent, with the photo that was sent.
    await page.goto('/documents');
    const status = main.getByTestId('verification-status');
    await expect(status).toContainText('Waiting for an agent');
    await expect(main.getByText('Step 3 of 4')).toBeVisible();
    const sent = main.getByRole('img', { name: 'Your National ID as you sent it' });
    await expect(sent).toBeVisible();
    await expect.poll(() => sent.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    // An agent finds the document in the queue with the registration details, and approves it.
    const agent = await openAgentConsole(
      browser,
      { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor },
      request,
      testInfo,
    );
    const card = agent.page.getByTestId('review-card').filter({ hasText: phone.shown });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: fullName })).toBeVisible();
    await expect(card).toContainText(nationalId);
    const idImage = card.getByRole('img', { name: `National ID sent by ${fullName}` });
    await expect.poll(() => idImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    await card.getByRole('button', { name: 'Approve' }).click();
    const confirm = agent.page.getByRole('alertdialog', { name: 'Approve this National ID?' });
    await expect(confirm).toContainText(`${fullName} becomes a Verified Driver`);
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(confirm).toBeHidden();
    await expect(
      agent.page.getByText(`${fullName} is now a Verified Driver.`, { exact: true }),
    ).toBeVisible();
    await expect(card).toHaveCount(0);

    // The decision is on the Approved tab: who and when.
    await agent.page.getByRole('tab', { name: 'Approved' }).click();
    const decided = agent.page.getByTestId('review-card').filter({ hasText: phone.shown });
    await expect(decided).toContainText('Approved');
    await expect(decided).toContainText('by you');
    expect(appErrors(agent.errors)).toEqual([]);
    await agent.context.close();

    // The driver sees it.
    await page.goto('/documents');
    await expect(status).toContainText('Verified Driver');
    await expect(main.getByText('Step 4 of 4')).toBeVisible();
    await expect(main.getByRole('button', { name: /Upload a file/ })).toHaveCount(0);
    // ... and so does their profile.
    await page.goto('/profile');
    await expect(main.getByText('Verified Driver', { exact: true })).toBeVisible();

    expect(appErrors(errors)).toEqual([]);
  });

  test('a PDF renamed to .png is refused before it is sent', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const main = page.getByRole('main');
    await page.goto('/documents');
    await registerInDialog(page, request, newPhoneNumber(), {
      fullName: 'Kamau Njoroge',
      nationalId: String(30_000_000 + Math.floor(Math.random() * 9_000_000)),
    });
    await expect(
      main.getByRole('heading', { level: 1, name: 'Verify your account' }),
    ).toBeVisible();

    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/Objects/GetUploadUrl')) uploads.push(r.url());
    });
    const dialog = await chooseInDialog(page, {
      name: 'national-id.png',
      mimeType: 'image/png',
      buffer: PDF,
    });
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText('Invalid File Type');
    await expect(refusal).toContainText('Please select an image file (SVG, PNG, JPG).');
    await expect(page.getByText('Invalid File Type', { exact: true }).last()).toBeVisible();
    expect(uploads).toEqual([]);

    // The person can pick again straight away.
    await chooseInDialog(page, { name: 'national-id.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('img', { name: 'Preview of your National ID' })).toBeVisible();

    expect(appErrors(errors)).toEqual([]);
  });
});
