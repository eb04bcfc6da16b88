import {
  type APIRequestContext,
  expect,
  type Page,
  request,
  type TestInfo,
} from '@playwright/test';
import { latestCode, newPhoneNumber, type Phone, phoneFromNational } from './sign-in-helpers';

// Getting people into the state a driving test starts from, through the real API: faster than
// clicking through sign-in and verification again, which their own specs already cover.

/** A 1x1 PNG: the National ID photo of API-made drivers. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0b6e10000000049454e44ae426082',
  'hex',
);

/** The JSON of a successful answer (the API's shapes are trusted here; their specs check them). */
// biome-ignore lint/suspicious/noExplicitAny: test plumbing over API answers
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return response.json();
}

/**
 * Signs `api` (a page's `page.request`, so the page is signed in too) in as the phone's owner,
 * registering them first when `person` is given.
 */
export async function signInWithApi(
  api: APIRequestContext,
  phone: Phone,
  person?: { fullName: string; nationalId: string },
): Promise<void> {
  await ok(await api.post('/api/auth/otp/send', { data: { phoneNumber: phone.e164 } }));
  const otp = await latestCode(api, phone.e164);
  await ok(
    await api.post('/api/auth/otp/verify', {
      data: person
        ? {
            phoneNumber: phone.e164,
            otp,
            isNewUser: true,
            fullName: person.fullName,
            nationalIdNumber: person.nationalId,
            gender: 'Male',
          }
        : { phoneNumber: phone.e164, otp },
    }),
  );
}

/**
 * The verification agent of this worker, signed in once and kept for the worker's life:
 * playwright.config.ts lists 0712000900-0712000919 in AGENT_PHONES for this, and the server
 * refuses a second code to one phone within a minute.
 */
let workerAgent: Promise<APIRequestContext> | undefined;

function agentApi(baseURL: string, testInfo: TestInfo): Promise<APIRequestContext> {
  workerAgent ??= (async () => {
    const api = await request.newContext({ baseURL });
    const national = `7120009${String(testInfo.workerIndex % 20).padStart(2, '0')}`;
    await signInWithApi(api, phoneFromNational(national), {
      fullName: 'Achieng Agent',
      nationalId: '20000900',
    });
    return api;
  })();
  return workerAgent;
}

/**
 * Registers a new person in `page`'s browser context, uploads their National ID photo and has
 * an agent approve it: a verified driver, signed in. Returns their phone.
 */
export async function signInAsVerifiedDriver(
  page: Page,
  testInfo: TestInfo,
  fullName = 'Kamau Mwangi',
): Promise<Phone> {
  const baseURL = testInfo.project.use.baseURL ?? '';
  const phone = newPhoneNumber();
  await signInWithApi(page.request, phone, { fullName, nationalId: '29871234' });

  const slot = await ok(await page.request.post('/api/Objects/GetUploadUrl', { data: {} }));
  await ok(
    await page.request.put(slot.uploadURL, { headers: { 'content-type': 'image/png' }, data: PNG }),
  );
  const processed = await ok(
    await page.request.put('/api/Documents/ProcessUploadedDocument', {
      data: { uploadId: slot.uploadId, documentType: 'National ID', documentURL: slot.uploadURL },
    }),
  );
  const document = await ok(
    await page.request.post('/api/Documents/SaveUserDocument', {
      data: { documentType: 'National ID', documentImageUrl: processed.objectPath },
    }),
  );

  const agent = await agentApi(baseURL, testInfo);
  await ok(await agent.post(`/api/admin/documents/${document.id}/approve`, { data: {} }));
  return phone;
}

/** Adds a vehicle through the API for the signed-in `api`; a random plate keeps runs apart. */
export async function addVehicleWithApi(api: APIRequestContext) {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  const plate = `KD${letter()} ${String(100 + Math.floor(Math.random() * 900))}${letter()}`;
  return ok(
    await api.post('/api/vehicles', {
      data: {
        make: 'Toyota',
        model: 'Fielder',
        year: 2016,
        color: 'Silver',
        licensePlate: plate,
        seatingCapacity: 5,
      },
    }),
  ) as Promise<{ id: string; licensePlate: string }>;
}

/** Buys tokens as `api`'s user: the M-Pesa prompt, then its status until the simulator pays. */
export async function buyTokensWithApi(api: APIRequestContext, amount: number): Promise<void> {
  const { transactionId } = await ok(
    await api.post('/api/Wallet/InitiateMpesaPayment', {
      data: { amount, idempotencyKey: crypto.randomUUID() },
    }),
  );
  await expect
    .poll(
      async () => {
        const query = new URLSearchParams({ transactionId });
        return (await ok(await api.get(`/api/Wallet/GetMpesaPaymentStatus?${query}`))).status;
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe('success');
}
