import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popularRoutes } from '../../src/server/db/schema.ts';
import { ensurePlaces } from '../../src/server/features/places/load-places.ts';
import { createPassenger, createPopularRoute, createRide } from '../factories/index.ts';
import { json, newPhone, signUp } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fund } from '../helpers/wallet.ts';

let t: TestApp;
const agentPhone = newPhone();
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0', AGENT_PHONES: agentPhone });
  await ensurePlaces(t.database.db);
});
afterAll(() => t.close());

describe('popular routes', () => {
  it('lists the most popular first, 5 unless asked, on both paths', async () => {
    for (let i = 0; i < 7; i++) {
      await createPopularRoute(t.database.db, {
        name: `Route ${i}`,
        fromLocation: `From ${i}`,
        toLocation: `To ${i}`,
        popularity: 100 + i,
      });
    }
    const five = (await t.app.inject('/api/Commute/GetPopularRoutes')).json();
    expect(five).toHaveLength(5);
    expect(five.map((r: { popularity: number }) => r.popularity)).toEqual(
      [...five.map((r: { popularity: number }) => r.popularity)].sort((a, b) => b - a),
    );
    expect((await t.app.inject('/api/routes/top-popular?count=3')).json()).toHaveLength(3);
    expect((await t.app.inject('/api/Commute/GetPopularRoutes?count=0')).statusCode).toBe(400);
  });

  it('counts booked seats and follows prices, from rides and bookings', async () => {
    const ride = await createRide(t.database.db, { pricePerSeat: 400 });
    const [route] = await t.database.db
      .insert(popularRoutes)
      .values({
        name: 'Ruiru → CBD (test)',
        fromLocation: 'Ruiru test',
        toLocation: 'CBD test',
        fromLatitude: ride.pickupLatitude + 0.01,
        fromLongitude: ride.pickupLongitude,
        toLatitude: ride.destinationLatitude,
        toLongitude: ride.destinationLongitude - 0.01,
        popularity: 10,
        averagePrice: 300,
      })
      .returning();
    const passenger = await createPassenger(t.database.db);
    await fund(t.database.db, passenger.id, 2000);
    const { cookie } = await t.signIn(passenger.id);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/Commute/SavePassengerBooking',
      ...json({ scheduledCommuteId: ride.id, numberOfSeats: 2 }, { cookie }),
    });
    expect(booking.statusCode).toBe(200);
    const popularity = async () =>
      (await t.database.db.select().from(popularRoutes).where(eq(popularRoutes.id, route!.id)))[0]!
        .popularity;
    expect(await popularity()).toBe(12);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/Booking/CancelPassengerBooking?bookingId=${booking.json().id}`,
      headers: { cookie },
    });
    expect(await popularity()).toBe(10);
  });

  it('lets agents, and only agents, add a route', async () => {
    const body = {
      fromLocation: 'Kitengela',
      toLocation: 'Upper Hill',
      fromLatitude: -1.4736,
      fromLongitude: 36.9621,
      toLatitude: -1.2985,
      toLongitude: 36.8133,
    };
    const member = await signUp(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/routes/create-popular',
      ...json(body, { cookie: member.cookie }),
    });
    expect(refused.statusCode).toBe(403);
    const agent = await signUp(t.app, agentPhone);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/routes/create-popular',
      ...json(body, { cookie: agent.cookie }),
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: 'Kitengela → Upper Hill',
      popularity: 0,
      averagePrice: expect.any(Number),
      estimatedDuration: expect.any(Number),
    });
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/routes/create-popular',
      ...json(body, { cookie: agent.cookie }),
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('GET /api/places/search', () => {
  const search = async (q: string) =>
    (await t.app.inject(`/api/places/search?q=${encodeURIComponent(q)}`)).json() as {
      name: string;
      kind: string;
      area: string | null;
      latitude: number;
    }[];

  it.each([
    ['CBD', 'Nairobi CBD (Kencom)'],
    ['jkia', 'JKIA (Jomo Kenyatta International Airport)'],
    ['Westlands', 'Westlands'],
    ['thika road mall', 'Thika Road Mall (TRM)'],
    ['TRM', 'Thika Road Mall (TRM)'],
    ['Ruiru', 'Ruiru'],
    ['githurai', 'Githurai'],
  ])('finds %j first as %j', async (q, name) => {
    expect((await search(q))[0]?.name).toBe(name);
  });

  it('finds stops as written in the field, also with a slip', async () => {
    expect((await search('Coutry Club')).map((p) => p.name)).toContain('Coutry Club');
    expect((await search('contry club')).length).toBeGreaterThan(0);
  });

  it('shows one entry per place, not one per side of the road', async () => {
    const kencom = (await search('kencom')).filter((p) => p.name.toLowerCase() === 'kencom');
    expect(kencom.length).toBeLessThanOrEqual(1);
    const names = (await search('westlands')).map((p) => `${p.name}|${p.area}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('needs at least 2 characters and treats wildcards as text', async () => {
    const short = await t.app.inject('/api/places/search?q=a');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      code: 'invalid_request',
      message: 'q: type at least 2 characters',
    });
    expect(await search('%%')).toEqual([]);
  });
});
