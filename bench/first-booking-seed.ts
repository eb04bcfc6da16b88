import { request as httpRequest } from 'node:http';

// What the first-booking walk needs before its clock starts, made through the real API: a
// verified driver offering tomorrow's 07:00 ride from Ruiru to the CBD (Kencom), and a registered
// passenger with tokens. These requests come from 127.0.0.2, another address on this machine
// than the browser's 127.0.0.1: the server sends one sign-in code per phone and address a
// minute, and the passenger signs in again in the browser straight after.

const SEED_ADDRESS = '127.0.0.2';

/** A 1x1 PNG: the driver's National ID photo. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0b6e10000000049454e44ae426082',
  'hex',
);

export const RUIRU = { latitude: -1.147565, longitude: 36.959228, address: 'Ruiru Town, Kiambu' };
export const KENCOM = {
  latitude: -1.285817,
  longitude: 36.824544,
  address: 'Nairobi CBD (Kencom)',
};

/** Tomorrow in Nairobi, as date inputs hold it ('2026-11-23'). */
export function tomorrowInNairobi(): string {
  const nairobiOffsetMs = 3 * 60 * 60 * 1000;
  return new Date(Date.now() + nairobiOffsetMs + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A fresh Kenyan mobile number, as typed ('0712345678') and in E.164. */
export function newPhone(): { typed: string; e164: string } {
  const national = `7${1 + Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  return { typed: `0${national}`, e164: `+254${national}` };
}

/** One person's API session (a cookie jar of one), from the seeding address. */
export class ApiSession {
  private cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  // biome-ignore lint/suspicious/noExplicitAny: bench plumbing over API answers
  async send(method: string, path: string, body?: unknown, contentType?: string): Promise<any> {
    const url = new URL(path, this.origin);
    const payload =
      body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body);
    const headers: Record<string, string> = { 'x-api-version': '3.0.0' };
    if (payload) headers['content-type'] = contentType ?? 'application/json';
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const { status, text, setCookies } = await new Promise<{
      status: number;
      text: string;
      setCookies: string[];
    }>((resolve, reject) => {
      const req = httpRequest(url, { method, headers, localAddress: SEED_ADDRESS }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text,
            setCookies: response.headers['set-cookie'] ?? [],
          }),
        );
      });
      req.on('error', reject);
      req.end(payload);
    });
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    if (status < 200 || status >= 300) {
      throw new Error(`${method} ${path} answered ${status}: ${text.slice(0, 300)}`);
    }
    return text ? JSON.parse(text) : undefined;
  }
}

/** The code in the newest SMS to the phone, from the local outbox (answered to 127.0.0.1 only). */
export async function latestCode(origin: string, e164: string): Promise<string> {
  const response = await fetch(`${origin}/api/dev/outbox?phone=${encodeURIComponent(e164)}`);
  if (!response.ok) throw new Error(`the outbox answered ${response.status}`);
  const [newest] = (await response.json()) as Array<{ message: string }>;
  const code = /\b(\d{5})\b/.exec(newest?.message ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${e164}`);
  return code;
}

/** Registers the phone's owner through sign-in: the session is then theirs. */
async function register(
  origin: string,
  phone: { e164: string },
  person: { fullName: string; nationalId: string },
): Promise<ApiSession> {
  const api = new ApiSession(origin);
  await api.send('POST', '/api/auth/otp/send', { phoneNumber: phone.e164 });
  await api.send('POST', '/api/auth/otp/verify', {
    phoneNumber: phone.e164,
    otp: await latestCode(origin, phone.e164),
    isNewUser: true,
    fullName: person.fullName,
    nationalIdNumber: person.nationalId,
    gender: 'Male',
  });
  return api;
}

/** The verification agent (a phone in the server's AGENT_PHONES), registered and signed in. */
export function signInAgent(origin: string, agentPhone: string): Promise<ApiSession> {
  return register(
    origin,
    { e164: agentPhone },
    { fullName: 'Achieng Agent', nationalId: '20000900' },
  );
}

/** A new driver whose National ID the agent approved, with a car, offering one ride. */
export async function offerRide(
  origin: string,
  agent: ApiSession,
  driverName: string,
): Promise<void> {
  const driver = await register(origin, newPhone(), {
    fullName: driverName,
    nationalId: '29871234',
  });
  const slot = await driver.send('POST', '/api/Objects/GetUploadUrl', {});
  await driver.send('PUT', slot.uploadURL, PNG, 'image/png');
  const processed = await driver.send('PUT', '/api/Documents/ProcessUploadedDocument', {
    uploadId: slot.uploadId,
    documentType: 'National ID',
    documentURL: slot.uploadURL,
  });
  const document = await driver.send('POST', '/api/Documents/SaveUserDocument', {
    documentType: 'National ID',
    documentImageUrl: processed.objectPath,
  });
  await agent.send('POST', `/api/admin/documents/${document.id}/approve`, {});
  const vehicle = await driver.send('POST', '/api/vehicles', {
    make: 'Toyota',
    model: 'Fielder',
    year: 2016,
    color: 'Silver',
    licensePlate: 'KDA 123B',
    seatingCapacity: 5,
  });
  await driver.send('POST', '/api/Commute/SaveCommuteDetails', {
    vehicleId: vehicle.id,
    pickupLocation: RUIRU,
    destination: KENCOM,
    departureTime: `${tomorrowInNairobi()}T07:00:00+03:00`,
    availableSeats: 4,
    // Under the cost-sharing ceiling: 27.9 km of road at KSh 20 is KSh 558 for 4 seats.
    pricePerSeat: 120,
  });
}

/** A registered passenger with `tokens` bought through the M-Pesa simulator. Answers their phone. */
export async function passengerWithTokens(
  origin: string,
  tokens: number,
): Promise<{ typed: string; e164: string }> {
  const phone = newPhone();
  const api = await register(origin, phone, { fullName: 'Wairimu Njeri', nationalId: '29876543' });
  const { transactionId } = await api.send('POST', '/api/Wallet/InitiateMpesaPayment', {
    amount: tokens,
    idempotencyKey: crypto.randomUUID(),
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const query = new URLSearchParams({ transactionId });
    const { status } = await api.send('GET', `/api/Wallet/GetMpesaPaymentStatus?${query}`);
    if (status === 'success') return phone;
    if (status !== 'pending' || Date.now() > deadline) {
      throw new Error(`buying tokens ended ${status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
