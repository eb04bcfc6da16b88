import {
  type APIRequestContext,
  expect,
  type Page,
  request,
  type TestInfo,
} from '@playwright/test';
import type { CreateRideRequest, DriverTrip } from '../../src/shared/schemas/rides';
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

/** Signs `page` in as this worker's verification agent (the session of agentApi). */
export async function signInAsAgent(page: Page, testInfo: TestInfo): Promise<void> {
  const agent = await agentApi(testInfo.project.use.baseURL ?? '', testInfo);
  await page.context().addCookies((await agent.storageState()).cookies);
}

/**
 * Registers a new person in `page`'s browser context (or in `api`, a request context of their
 * own), uploads their National ID photo and has an agent approve it: a verified driver, signed
 * in. Returns their phone.
 */
export async function signInAsVerifiedDriver(
  page: Page | APIRequestContext,
  testInfo: TestInfo,
  fullName = 'Kamau Mwangi',
): Promise<Phone> {
  const baseURL = testInfo.project.use.baseURL ?? '';
  const api = 'request' in page ? page.request : page;
  const phone = newPhoneNumber();
  await signInWithApi(api, phone, { fullName, nationalId: '29871234' });

  const slot = await ok(await api.post('/api/Objects/GetUploadUrl', { data: {} }));
  await ok(await api.put(slot.uploadURL, { headers: { 'content-type': 'image/png' }, data: PNG }));
  const processed = await ok(
    await api.put('/api/Documents/ProcessUploadedDocument', {
      data: { uploadId: slot.uploadId, documentType: 'National ID', documentURL: slot.uploadURL },
    }),
  );
  const document = await ok(
    await api.post('/api/Documents/SaveUserDocument', {
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
      // The simulator answers 1 s after the prompt (playwright.config.ts): a check every 1/4 s
      // sees it at once.
      { timeout: 30_000, intervals: [250] },
    )
    .toBe('success');
}

/** Ruiru to the CBD (Kencom), the places the search form's Ruiru and CBD suggestions pick. */
export const RUIRU = { latitude: -1.147565, longitude: 36.959228, address: 'Ruiru Town, Kiambu' };
export const KENCOM = {
  latitude: -1.285817,
  longitude: 36.824544,
  address: 'Nairobi CBD (Kencom)',
};

const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Tomorrow in Nairobi, as date inputs hold it ('2026-11-23'). */
export function tomorrowInNairobi(): string {
  return new Date(Date.now() + NAIROBI_OFFSET_MS + DAY_MS).toISOString().slice(0, 10);
}

/** The first Monday-to-Friday date after today in Nairobi, as YYYY-MM-DD: a weekday ride's first. */
export function nextWeekdayInNairobi(): string {
  for (let days = 1; ; days++) {
    const date = new Date(Date.now() + NAIROBI_OFFSET_MS + days * DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) return date.toISOString().slice(0, 10);
  }
}

/** Offers a ride as `api`'s user (a verified driver with the vehicle): Ruiru to the CBD by default. */
export async function createRideWithApi(
  api: APIRequestContext,
  ride: Partial<CreateRideRequest> & Pick<CreateRideRequest, 'vehicleId'>,
): Promise<DriverTrip> {
  const { rides } = await ok(
    await api.post('/api/Commute/SaveCommuteDetails', {
      data: {
        pickupLocation: RUIRU,
        destination: KENCOM,
        departureTime: `${tomorrowInNairobi()}T07:00:00+03:00`,
        availableSeats: 4,
        // Under the cost-sharing ceiling: 27.9 km of road is KSh 558 of car cost for 4 seats.
        pricePerSeat: 120,
        ...ride,
      },
    }),
  );
  return rides[0];
}

/**
 * A new verified driver with a car, in a request context of their own (so the test's page stays
 * whoever it signs in), offering one ride: each test books seats on its own ride, and parallel
 * workers never take each other's. Dispose `driver` when done.
 */
export async function offerRideAsNewDriver(
  testInfo: TestInfo,
  fullName: string,
  ride: Partial<Omit<CreateRideRequest, 'vehicleId'>> = {},
): Promise<{ driver: APIRequestContext; ride: DriverTrip }> {
  const driver = await request.newContext({ baseURL: testInfo.project.use.baseURL });
  await signInAsVerifiedDriver(driver, testInfo, fullName);
  const vehicle = await addVehicleWithApi(driver);
  return { driver, ride: await createRideWithApi(driver, { ...ride, vehicleId: vehicle.id }) };
}

/** A surname nobody else in this run has, so a test's driver (and their ride card) is its own. */
export function uniqueSurname(): string {
  const letters = Array.from({ length: 7 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return letters[0]?.toUpperCase() + letters.slice(1);
}
