import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../src/server/clock.ts';
import type { NewRide } from '../factories/index.ts';
import { createBooking, createDriver, createRide, createVehicle } from '../factories/index.ts';
import { call } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A driver's monthly cost-sharing statement: each completed ride of the month with its distance,
// the car's cost kept when it was published and what its passengers paid, the totals, and whether
// passengers never paid more than the car's cost. As JSON for the dashboard and as a PDF, the
// driver's evidence if stopped that they share costs and do not run a taxi. The PDF's text is read
// back with unpdf (pdf.js for Node), as a reader would see it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

const ruiru = { pickupAddress: 'Ruiru Town', destinationAddress: 'Kencom, CBD' };

async function driverWithCar(fullName: string, language: 'en' | 'sw' = 'en') {
  const driver = await createDriver(t.database.db, {
    fullName,
    verifiedFullName: fullName,
    language,
  });
  const vehicle = await createVehicle(t.database.db, {
    ownerId: driver.id,
    licensePlate: `KDA ${String(Math.floor(Math.random() * 900) + 100)}A`,
  });
  const { cookie } = await t.signIn(driver.id);
  const ride = (departure: string, changes: Partial<NewRide> = {}) =>
    createRide(t.database.db, {
      vehicleId: vehicle.id,
      departureTime: new Date(departure),
      status: 'completed',
      availableSeats: 4,
      ...ruiru,
      ...changes,
    });
  return { driver, vehicle, cookie, ride };
}

const completed = (rideId: string, seats: number, total: number, changes = {}) =>
  createBooking(t.database.db, {
    rideId,
    numberOfSeats: seats,
    totalAmount: total,
    status: 'completed',
    ...changes,
  });

/** A March 2025 of a driver who shared costs: two rides with passengers, one without. */
async function marchOf(driver: Awaited<ReturnType<typeof driverWithCar>>) {
  const a = await driver.ride('2025-03-03T07:00:00+03:00', {
    totalDistance: 27.9,
    carCostKsh: 558,
    pricePerSeat: 150,
  });
  await completed(a.id, 1, 150);
  await completed(a.id, 1, 150);
  // Refunded after the passenger said the driver never came: paid nothing in the end.
  await completed(a.id, 2, 300, { paymentStatus: 'refunded' });
  // Cancelled late: the cancellation kept KSh 75 of the fare for the driver.
  await createBooking(t.database.db, {
    rideId: a.id,
    totalAmount: 150,
    status: 'cancelled',
    cancelledBy: 'passenger',
    keptAmount: 75,
  });
  const b = await driver.ride('2025-03-20T18:00:00+03:00', {
    pickupAddress: 'Westlands Stage',
    destinationAddress: 'Sarit Centre',
    totalDistance: 10,
    carCostKsh: 200,
    pricePerSeat: 60,
  });
  await completed(b.id, 3, 180);
  const c = await driver.ride('2025-03-31T23:30:00+03:00', { totalDistance: 5, carCostKsh: 100 });
  // Not in March 2025, or not driven: none of these.
  await driver.ride('2025-04-01T00:30:00+03:00', { carCostKsh: 100 });
  await driver.ride('2025-02-28T23:30:00+03:00', { carCostKsh: 100 });
  await driver.ride('2025-03-10T07:00:00+03:00', { status: 'cancelled' });
  return [a, b, c];
}

describe('the statement', () => {
  it("lists the month's completed rides with what passengers paid against the car's cost", async () => {
    const wanjiru = await driverWithCar('Wanjiru Kamau');
    const [a, b, c] = await marchOf(wanjiru);
    // Someone else's March is not on it.
    await (await driverWithCar('Otieno Ouma')).ride('2025-03-05T07:00:00+03:00', { carCostKsh: 9 });

    const res = await call(t, wanjiru.cookie, 'GET', '/api/driver/cost-sharing?month=2025-03');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      month: '2025-03',
      rides: [
        {
          rideId: a?.id,
          departureTime: '2025-03-03T04:00:00.000Z',
          pickupAddress: 'Ruiru Town',
          destinationAddress: 'Kencom, CBD',
          distanceKm: 27.9,
          carCostKsh: 558,
          seats: 2,
          paidKsh: 375,
        },
        {
          rideId: b?.id,
          departureTime: '2025-03-20T15:00:00.000Z',
          pickupAddress: 'Westlands Stage',
          destinationAddress: 'Sarit Centre',
          distanceKm: 10,
          carCostKsh: 200,
          seats: 3,
          paidKsh: 180,
        },
        {
          rideId: c?.id,
          departureTime: '2025-03-31T20:30:00.000Z',
          pickupAddress: 'Ruiru Town',
          destinationAddress: 'Kencom, CBD',
          distanceKm: 5,
          carCostKsh: 100,
          seats: 0,
          paidKsh: 0,
        },
      ],
      totals: { rides: 3, distanceKm: 42.9, carCostKsh: 858, paidKsh: 555 },
      paidNeverAboveCost: true,
    });
  });

  it('cannot say passengers never paid above cost with a ride above it, or without its cost', async () => {
    const above = await driverWithCar('Kiprono Langat');
    const r = await above.ride('2025-03-04T07:00:00+03:00', { carCostKsh: 300, pricePerSeat: 200 });
    await completed(r.id, 2, 400);
    const month = '/api/driver/cost-sharing?month=2025-03';
    expect((await call(t, above.cookie, 'GET', month)).json()).toMatchObject({
      totals: { rides: 1, carCostKsh: 300, paidKsh: 400 },
      paidNeverAboveCost: false,
    });

    // A ride published before costs were kept has none to show.
    const older = await driverWithCar('Achieng Odhiambo');
    await older.ride('2025-03-04T07:00:00+03:00', { carCostKsh: null, pricePerSeat: 100 });
    expect((await call(t, older.cookie, 'GET', month)).json()).toMatchObject({
      rides: [{ carCostKsh: null, paidKsh: 0 }],
      totals: { rides: 1, carCostKsh: 0 },
      paidNeverAboveCost: false,
    });
  });

  it("answers this Nairobi month by default, and refuses a month that isn't one", async () => {
    const { cookie } = await driverWithCar('Mutua Musyoka');
    const thisMonth = new Date(now().getTime() + 3 * 3_600_000).toISOString().slice(0, 7);
    expect((await call(t, cookie, 'GET', '/api/driver/cost-sharing')).json()).toEqual({
      month: thisMonth,
      rides: [],
      totals: { rides: 0, distanceKm: 0, carCostKsh: 0, paidKsh: 0 },
      paidNeverAboveCost: true,
    });
    const wrong = await call(t, cookie, 'GET', '/api/driver/cost-sharing?month=2025-13');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('invalid_request');
  });
});

describe('the PDF', () => {
  async function pdfOf(driver: { cookie: string }, month: string) {
    const res = await call(t, driver.cookie, 'GET', `/api/driver/cost-sharing/pdf?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="pamoja-cost-sharing-${month}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(res.rawPayload), { mergePages: true });
    return { text: text.replace(/\s+/g, ' '), bytes: res.rawPayload.length };
  }

  it('states the month, the driver, the car, every ride and the totals, small enough for a phone', async () => {
    const wanjiru = await driverWithCar('Wanjiru Kamau');
    await marchOf(wanjiru);
    const { text, bytes } = await pdfOf(wanjiru, '2025-03');
    for (const words of [
      'Pamoja: Cost-sharing statement',
      'Month: March 2025',
      `Driver: Wanjiru Kamau Phone: ${wanjiru.driver.phoneNumber}`,
      `Vehicle: ${wanjiru.vehicle.licensePlate}`,
      'This is carpooling, not a taxi or matatu service.',
      "In March 2025, passengers never paid more than the car's cost.",
      'Mon 3 Mar, 7:00 am',
      'Ruiru Town – Kencom, CBD',
      'Westlands Stage – Sarit Centre',
      '27.9 KSh 558 KSh 375',
      '10.0 KSh 200 KSh 180',
      'Total, 3 rides 42.9 KSh 858 KSh 555',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('Feb');
    expect(bytes).toBeLessThan(20_000);
  });

  it("is in the driver's language, and says so when it cannot vouch for the month", async () => {
    const amina = await driverWithCar('Amina Hassan', 'sw');
    await amina.ride('2025-03-04T07:00:00+03:00', {
      carCostKsh: null,
      pickupAddress: 'Mlolongo',
      destinationAddress: 'Upper Hill',
    });
    const { text } = await pdfOf(amina, '2025-03');
    for (const words of [
      'Pamoja: Taarifa ya kugawana gharama',
      'Mwezi: Machi 2025',
      'Dereva: Amina Hassan',
      'Si kila safari ya mwezi huu',
      'Mlolongo – Upper Hill',
      'haikuwekwa',
      'Jumla, safari 1',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('says a month without rides has none', async () => {
    const empty = await driverWithCar('Baraka Mwangi');
    const { text } = await pdfOf(empty, '2025-01');
    expect(text).toContain('No completed rides this month.');
    expect(text).toContain('In January 2025, passengers never paid more');
  });
});
