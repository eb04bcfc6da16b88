import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OTHER_SAVED_PLACES } from '../../src/shared/rules/commute.ts';
import { createPassenger } from '../factories/index.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A person's saved places as they meet them: Home and Work once each whatever the spelling, up to
// 8 more, their own only, listed Home, Work, then the rest in the order saved.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const ruiru = { latitude: -1.147565, longitude: 36.959228, address: 'Ruiru Town, Kiambu' };
const kencom = { latitude: -1.285817, longitude: 36.824544, address: 'Kencom, Moi Avenue' };

async function person(): Promise<Headers> {
  return t.signIn((await createPassenger(t.database.db)).id);
}
const save = (headers: Headers, label: string, place = ruiru) =>
  t.app.inject({ method: 'POST', url: '/api/user/places', ...json({ label, ...place }, headers) });
const list = async (headers: Headers) =>
  (await t.app.inject({ url: '/api/user/places', headers })).json() as {
    id: string;
    label: string;
  }[];
const update = (headers: Headers, id: string, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/user/places/${id}`, ...json(body, headers) });
const remove = (headers: Headers, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/user/places/${id}`, headers });

describe('saved places', () => {
  it('saves Home and Work spelt so, and lists Home, Work, then the others as saved', async () => {
    const me = await person();
    expect((await save(me, 'Gym')).statusCode).toBe(201);
    const work = await save(me, ' WORK ', kencom);
    expect(work.statusCode).toBe(201);
    expect(work.json()).toEqual({ id: expect.any(String), label: 'Work', ...kencom });
    expect((await save(me, "Mum's place")).statusCode).toBe(201);
    expect((await save(me, 'home')).json().label).toBe('Home');
    expect((await list(me)).map((p) => p.label)).toEqual(['Home', 'Work', 'Gym', "Mum's place"]);
  });

  it('refuses a label the person already has, whatever its case', async () => {
    const me = await person();
    await save(me, 'Home');
    await save(me, 'Church');
    for (const label of ['HOME', 'church']) {
      const res = await save(me, label);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('saved_place_label_taken');
    }
    expect((await save(me, 'church')).json().message).toBe(
      'You already have a place called church. Choose another name.',
    );
    // Someone else may have the same labels.
    expect((await save(await person(), 'Church')).statusCode).toBe(201);
  });

  it('answers two saves of one label at once with one place and one refusal', async () => {
    const me = await person();
    const answers = await Promise.all([save(me, 'Gym'), save(me, 'GYM')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await list(me)).toHaveLength(1);
  });

  it('keeps Home, Work and 8 more, even when they are saved at once', async () => {
    const me = await person();
    await save(me, 'Home');
    await save(me, 'Work', kencom);
    const answers = await Promise.all(
      Array.from({ length: MAX_OTHER_SAVED_PLACES + 2 }, (_, i) => save(me, `Place ${i}`)),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(MAX_OTHER_SAVED_PLACES);
    const refused = answers.filter((r) => r.statusCode === 409).map((r) => r.json());
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({
      code: 'saved_places_full',
      message: 'You can save Home, Work and up to 8 more places. Remove one first.',
    });
    expect(await list(me)).toHaveLength(MAX_OTHER_SAVED_PLACES + 2);
  });

  it('moves and renames a place, counting Home renamed to something else as one of the 8', async () => {
    const me = await person();
    const home = (await save(me, 'Home')).json();
    const moved = await update(me, home.id, { label: 'home', ...kencom });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ id: home.id, label: 'Home', ...kencom });
    for (let i = 0; i < MAX_OTHER_SAVED_PLACES; i++) await save(me, `Place ${i}`);
    const renamed = await update(me, home.id, { label: 'Gym', ...kencom });
    expect(renamed.json().code).toBe('saved_places_full');
    const taken = await update(me, home.id, { label: 'place 3', ...kencom });
    expect(taken.json().code).toBe('saved_place_label_taken');
    const [other] = (await list(me)).slice(1);
    expect((await update(me, other?.id ?? '', { label: 'WORK', ...ruiru })).json().label).toBe(
      'Work',
    );
  });

  it("answers someone else's place as one that does not exist", async () => {
    const owner = await person();
    const stranger = await person();
    const place = (await save(owner, 'Home')).json();
    for (const res of [
      await update(stranger, place.id, { label: 'Mine', ...kencom }),
      await remove(stranger, place.id),
      await remove(owner, randomUUID()),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('saved_place_not_found');
    }
    expect(await list(stranger)).toEqual([]);
    expect((await list(owner)).map((p) => p.label)).toEqual(['Home']);
    expect((await remove(owner, place.id)).statusCode).toBe(204);
    expect(await list(owner)).toEqual([]);
  });

  it('refuses visitors and bad input', async () => {
    expect((await t.app.inject({ url: '/api/user/places' })).statusCode).toBe(401);
    const me = await person();
    const res = await save(me, ' ', ruiru);
    expect(res.statusCode).toBe(400);
    expect((await remove(me, 'not-an-id')).statusCode).toBe(400);
  });
});
