import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../src/server/clock.ts';
import { uploads, users, vehicles } from '../../src/server/db/schema.ts';
import { createLocalStorage } from '../../src/server/providers/storage/local-storage.ts';
import { createDriver, createPassenger, createRide, createVehicle } from '../factories/index.ts';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES, SVG_BYTES } from '../helpers/images.ts';
import { json, newPhone, signUp } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fund } from '../helpers/wallet.ts';

let t: TestApp;
const agentPhone = newPhone();
const db = () => t.database.db;
const storage = () => createLocalStorage(t.config.DATA_DIR);

beforeAll(async () => {
  t = await createTestApp({
    API_RATE_LIMIT_PER_MINUTE: '0',
    OTP_SENDS_PER_IP_PER_HOUR: '1000',
    AGENT_PHONES: agentPhone,
  });
});
afterAll(() => t.close());
afterEach(() => resetClock());

/**
 * A camera photo: 1600x1200 JPEG stored on its side (EXIF orientation 6: turn it 90 degrees
 * clockwise to show it), red above and blue below as stored, so upright the blue is on the left.
 * Its EXIF also holds the phone and a GPS position.
 */
const cameraJpeg = async () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: await sharp({
          create: { width: 1600, height: 600, channels: 3, background: '#0000ff' },
        })
          .png()
          .toBuffer(),
        top: 600,
        left: 0,
      },
    ])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1', GPSLongitudeRef: 'E' },
    })
    .toBuffer();
/** The colour of a pixel of an image, as [r, g, b]. */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]].map((v) => Math.round((v ?? 0) / 255));
}
const portraitPng = () =>
  sharp({ create: { width: 500, height: 700, channels: 4, background: '#c0392b' } })
    .png()
    .toBuffer();

type Headers = Record<string, string>;
const as = async (userId: string): Promise<Headers> => t.signIn(userId);

/** The documents' upload path: a slot, the file sent to it. Answers the upload id. */
async function upload(headers: Headers, bytes: Buffer, type: string) {
  const slot = await t.app.inject({ method: 'POST', url: '/api/Objects/GetUploadUrl', headers });
  expect(slot.statusCode).toBe(200);
  const { uploadId, uploadURL } = slot.json() as { uploadId: string; uploadURL: string };
  const sent = await t.app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { ...headers, 'content-type': type },
    payload: bytes,
  });
  return { uploadId, sent };
}
async function uploaded(headers: Headers, bytes: Buffer, type = 'image/jpeg') {
  const { uploadId, sent } = await upload(headers, bytes, type);
  expect(sent.statusCode).toBe(200);
  return uploadId;
}
const attachToVehicle = (headers: Headers, vehicleId: string, uploadId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/vehicles/${vehicleId}/photo`,
    ...json({ uploadId }, headers),
  });
const attachToProfile = (headers: Headers, uploadId: string) =>
  t.app.inject({ method: 'PUT', url: '/api/user/profile-picture', ...json({ uploadId }, headers) });
const view = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });

const LINK = /^\/api\/photos\/([0-9a-f]{32})\.webp\?expires=\d+&signature=[\w-]{43}$/;
const keyOf = (link: string) => `photos/${LINK.exec(link)?.[1]}.webp`;

async function driverWithPhoto() {
  const driver = await createDriver(db());
  const vehicle = await createVehicle(db(), { ownerId: driver.id });
  const headers = await as(driver.id);
  const res = await attachToVehicle(
    headers,
    vehicle.id,
    await uploaded(headers, await cameraJpeg()),
  );
  expect(res.statusCode).toBe(200);
  return { driver, vehicle, headers, photoUrl: res.json().photoUrl as string };
}

describe('a vehicle photo', () => {
  it('is turned upright and resized to 480x320 WebP without the camera’s metadata; the original is not kept', async () => {
    const driver = await createDriver(db());
    const vehicle = await createVehicle(db(), { ownerId: driver.id });
    const headers = await as(driver.id);
    const uploadId = await uploaded(headers, await cameraJpeg());
    const res = await attachToVehicle(headers, vehicle.id, uploadId);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ id: vehicle.id, licensePlate: vehicle.licensePlate });
    expect(answer.photoUrl).toMatch(LINK);

    const photo = await view(answer.photoUrl, headers);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['content-security-policy']).toContain('sandbox');
    expect(photo.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const seconds = Number(/max-age=(\d+)/.exec(String(photo.headers['cache-control']))?.[1]);
    expect(seconds).toBeGreaterThan(3600);
    expect(seconds).toBeLessThanOrEqual(7200);
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 320 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Upright, as the phone showed it: blue on the left, red on the right.
    expect(await pixel(photo.rawPayload, 20, 40)).toEqual([0, 0, 1]);
    expect(await pixel(photo.rawPayload, 460, 40)).toEqual([1, 0, 0]);
    expect(photo.rawPayload.length).toBeLessThan(20_000);

    const [slot] = await db().select().from(uploads).where(eq(uploads.id, uploadId));
    expect(await storage().get(slot?.objectKey ?? '')).toBeNull();
    const [row] = await db().select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(row?.photoUrl).toBe(keyOf(answer.photoUrl));

    const mine = await view('/api/vehicles/my', headers);
    expect(mine.json()).toEqual([
      expect.objectContaining({ id: vehicle.id, photoUrl: answer.photoUrl }),
    ]);
  });

  it('crops a portrait PNG to the card’s 3:2', async () => {
    const driver = await createDriver(db());
    const vehicle = await createVehicle(db(), { ownerId: driver.id });
    const headers = await as(driver.id);
    const res = await attachToVehicle(
      headers,
      vehicle.id,
      await uploaded(headers, await portraitPng(), 'image/png'),
    );
    expect(res.statusCode).toBe(200);
    const photo = await view(res.json().photoUrl, headers);
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ width: 480, height: 320 });
  });

  it.each([
    ['an SVG', SVG_BYTES, 'image/svg+xml', 415, 'photo_invalid_type'],
    ['a JPEG that does not decode', JPEG_BYTES, 'image/jpeg', 422, 'photo_unreadable'],
  ])(
    'refuses %s, keeping neither the file nor the upload',
    async (_kind, bytes, type, status, code) => {
      const driver = await createDriver(db());
      const vehicle = await createVehicle(db(), { ownerId: driver.id });
      const headers = await as(driver.id);
      const uploadId = await uploaded(headers, bytes, type);
      const res = await attachToVehicle(headers, vehicle.id, uploadId);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code });
      const [slot] = await db().select().from(uploads).where(eq(uploads.id, uploadId));
      expect(await storage().get(slot?.objectKey ?? '')).toBeNull();
      const again = await attachToVehicle(headers, vehicle.id, uploadId);
      expect(again.json().code).toBe('upload_used');
      const [row] = await db().select().from(vehicles).where(eq(vehicles.id, vehicle.id));
      expect(row?.photoUrl).toBeNull();
    },
  );

  it('refuses a file that is not an image, or over 5 MB, at the upload itself', async () => {
    const headers = await as((await createDriver(db())).id);
    const pdf = await upload(headers, PDF_BYTES, 'image/png');
    expect(pdf.sent.statusCode).toBe(415);
    expect(pdf.sent.json().code).toBe('document_invalid_type');
    const huge = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const big = await upload(headers, huge, 'image/png');
    expect(big.sent.statusCode).toBe(413);
    expect(big.sent.json().code).toBe('document_too_large');
  });

  it("cannot be put on someone else's vehicle, nor made of someone else's upload", async () => {
    const owner = await driverWithPhoto();
    const other = await createDriver(db());
    const otherHeaders = await as(other.id);
    const otherUpload = await uploaded(otherHeaders, await cameraJpeg());

    const onTheirs = await attachToVehicle(otherHeaders, owner.vehicle.id, otherUpload);
    expect(onTheirs.statusCode).toBe(404);
    expect(onTheirs.json().code).toBe('vehicle_not_found');
    const removeTheirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/vehicles/${owner.vehicle.id}/photo`,
      headers: otherHeaders,
    });
    expect(removeTheirs.statusCode).toBe(404);
    const [row] = await db().select().from(vehicles).where(eq(vehicles.id, owner.vehicle.id));
    expect(row?.photoUrl).toBe(keyOf(owner.photoUrl));

    const withTheirUpload = await attachToVehicle(owner.headers, owner.vehicle.id, otherUpload);
    expect(withTheirUpload.statusCode).toBe(403);
    expect(withTheirUpload.json().code).toBe('upload_not_yours');
    const pictureFromTheirUpload = await attachToProfile(owner.headers, otherUpload);
    expect(pictureFromTheirUpload.statusCode).toBe(403);

    // The refused attempts left the other driver's upload unused: it still makes their own photo.
    const ownVehicle = await createVehicle(db(), { ownerId: other.id });
    expect((await attachToVehicle(otherHeaders, ownVehicle.id, otherUpload)).statusCode).toBe(200);
  });

  it('cannot be made of an upload already used, such as a National ID', async () => {
    const owner = await driverWithPhoto();
    const uploadId = await uploaded(owner.headers, PNG_BYTES, 'image/png');
    const processed = await t.app.inject({
      method: 'PUT',
      url: '/api/Documents/ProcessUploadedDocument',
      ...json({ uploadId }, owner.headers),
    });
    expect(processed.statusCode).toBe(200);
    const res = await attachToVehicle(owner.headers, owner.vehicle.id, uploadId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('upload_used');
  });

  it('replaced or removed, is gone at once, file and links', async () => {
    const owner = await driverWithPhoto();
    const replaced = await attachToVehicle(
      owner.headers,
      owner.vehicle.id,
      await uploaded(owner.headers, await portraitPng(), 'image/png'),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().photoUrl).not.toBe(owner.photoUrl);
    const old = await view(owner.photoUrl, owner.headers);
    expect(old.statusCode).toBe(404);
    expect(old.json().code).toBe('photo_not_found');
    expect(await storage().get(keyOf(owner.photoUrl))).toBeNull();

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/vehicles/${owner.vehicle.id}/photo`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photoUrl).toBeNull();
    expect(await storage().get(keyOf(replaced.json().photoUrl))).toBeNull();
  });

  it('goes with its vehicle, also when past rides keep the vehicle', async () => {
    const owner = await driverWithPhoto();
    await createRide(db(), {
      vehicleId: owner.vehicle.id,
      departureTime: new Date(Date.now() - 86_400_000),
      status: 'completed',
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/vehicles/${owner.vehicle.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const [row] = await db().select().from(vehicles).where(eq(vehicles.id, owner.vehicle.id));
    expect(row).toMatchObject({ photoUrl: null });
    expect(row?.deletedAt).not.toBeNull();
    expect(await storage().get(keyOf(owner.photoUrl))).toBeNull();
    expect((await view(owner.photoUrl, owner.headers)).statusCode).toBe(404);
  });
});

describe('a profile picture', () => {
  it('is a 192 px square WebP, shown in the person’s details', async () => {
    const person = await createPassenger(db());
    const headers = await as(person.id);
    const res = await attachToProfile(headers, await uploaded(headers, await cameraJpeg()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: person.id, fullName: person.fullName });
    const link = res.json().profilePictureUrl as string;
    expect(link).toMatch(LINK);
    const details = await view('/api/user/details', headers);
    expect(details.json().profilePictureUrl).toBe(link);
    const photo = await view(link, headers);
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 192, height: 192 });
    expect(meta.exif).toBeUndefined();

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/profile-picture',
      headers,
    });
    expect(removed.json().profilePictureUrl).toBeNull();
    expect(await storage().get(keyOf(link))).toBeNull();
    const [row] = await db().select().from(users).where(eq(users.id, person.id));
    expect(row?.profilePictureUrl).toBeNull();
  });

  it('goes with the account, with the vehicles’ photos', async () => {
    const owner = await driverWithPhoto();
    const picture = await attachToProfile(
      owner.headers,
      await uploaded(owner.headers, await cameraJpeg()),
    );
    const link = picture.json().profilePictureUrl as string;
    const deleted = await t.app.inject({
      url: '/api/Auth/DeleteAccountDetails',
      headers: { ...owner.headers, 'x-api-version': '3.0.0' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storage().get(keyOf(link))).toBeNull();
    expect(await storage().get(keyOf(owner.photoUrl))).toBeNull();
    const [row] = await db().select().from(vehicles).where(eq(vehicles.id, owner.vehicle.id));
    expect(row?.photoUrl).toBeNull();
    const someone = await as((await createPassenger(db())).id);
    expect((await view(link, someone)).statusCode).toBe(404);
  });
});

describe('who sees a photo', () => {
  it('passengers see the vehicle and the driver in search, booking and trips; drivers see passengers; agents see the person beside the ID', async () => {
    const owner = await driverWithPhoto();
    const driverPicture = (
      await attachToProfile(owner.headers, await uploaded(owner.headers, await cameraJpeg()))
    ).json().profilePictureUrl as string;
    const ride = await createRide(db(), { vehicleId: owner.vehicle.id });
    const passenger = await createPassenger(db());
    await fund(db(), passenger.id, 5000);
    const passengerHeaders = await as(passenger.id);
    const passengerPicture = (
      await attachToProfile(
        passengerHeaders,
        await uploaded(passengerHeaders, await portraitPng(), 'image/png'),
      )
    ).json().profilePictureUrl as string;

    const search = await t.app.inject({
      method: 'POST',
      url: '/api/Commute/GetUpcomingTripsByLocation',
      ...json(
        {
          pickupLatitude: ride.pickupLatitude,
          pickupLongitude: ride.pickupLongitude,
          destinationLatitude: ride.destinationLatitude,
          destinationLongitude: ride.destinationLongitude,
          departureDate: ride.departureTime.toISOString(),
        },
        passengerHeaders,
      ),
    });
    const found = (search.json() as { id: string }[]).find((r) => r.id === ride.id);
    expect(found).toMatchObject({
      driverProfilePictureUrl: driverPicture,
      vehicleDetails: { licensePlate: owner.vehicle.licensePlate, photoUrl: owner.photoUrl },
    });
    // The link is the permission: any signed-in person it was given to sees the photo.
    expect((await view(owner.photoUrl, passengerHeaders)).statusCode).toBe(200);
    expect((await view(driverPicture, passengerHeaders)).statusCode).toBe(200);

    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/Commute/SavePassengerBooking',
      ...json({ scheduledCommuteId: ride.id, numberOfSeats: 1 }, passengerHeaders),
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({
      driverProfilePictureUrl: driverPicture,
      vehicleDetails: { photoUrl: owner.photoUrl },
    });
    const trips = await view('/api/trips/passenger/upcoming', passengerHeaders);
    expect(trips.json()).toEqual([
      expect.objectContaining({
        scheduledCommuteId: ride.id,
        vehicleDetails: expect.objectContaining({ photoUrl: owner.photoUrl }),
      }),
    ]);
    const driverTrips = await view('/api/trips/driver/upcoming', owner.headers);
    expect(driverTrips.json()).toEqual([
      expect.objectContaining({
        id: ride.id,
        vehicleDetails: expect.objectContaining({ photoUrl: owner.photoUrl }),
      }),
    ]);
    const riders = await view(
      `/api/Booking/GetAllBookingsForDriverTrips?tripId=${ride.id}`,
      owner.headers,
    );
    expect(riders.json()).toEqual([
      expect.objectContaining({ passengerProfilePictureUrl: passengerPicture }),
    ]);

    // Beside the National ID in the agents' list.
    const idUpload = await uploaded(passengerHeaders, PNG_BYTES, 'image/png');
    const processed = await t.app.inject({
      method: 'PUT',
      url: '/api/Documents/ProcessUploadedDocument',
      ...json({ uploadId: idUpload }, passengerHeaders),
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/Documents/SaveUserDocument',
      ...json({ documentImageUrl: processed.json().objectPath }, passengerHeaders),
    });
    expect(saved.statusCode).toBe(200);
    const agent = await signUp(t.app, agentPhone, {
      fullName: 'Agnes Agent',
      nationalIdNumber: '10000001',
      gender: 'Female',
    });
    const queue = await view('/api/admin/documents', { cookie: agent.cookie });
    const entry = (queue.json() as { id: string; user: { profilePictureUrl: string } }[]).find(
      (d) => d.id === saved.json().id,
    );
    expect(entry?.user.profilePictureUrl).toBe(passengerPicture);
  });

  it('needs a signed-in person, the link’s own signature, and a link under 2 hours old', async () => {
    const owner = await driverWithPhoto();
    const signedOut = await view(owner.photoUrl);
    expect(signedOut.statusCode).toBe(401);

    const tampered = owner.photoUrl.replace(/signature=./, (s) =>
      s.endsWith('A') ? `${s.slice(0, -1)}B` : `${s.slice(0, -1)}A`,
    );
    const forged = await view(tampered, owner.headers);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('photo_link_invalid');
    const longer = owner.photoUrl.replace(
      /expires=(\d+)/,
      (_m, e) => `expires=${Number(e) + 3600}`,
    );
    expect((await view(longer, owner.headers)).json().code).toBe('photo_link_invalid');
    const guessed = owner.photoUrl.replace(/photos\/[0-9a-f]{32}/, `photos/${'0'.repeat(32)}`);
    expect((await view(guessed, owner.headers)).statusCode).toBe(403);

    advanceClock(121);
    const late = await view(owner.photoUrl, owner.headers);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('photo_link_expired');
    // A fresh answer carries a fresh link.
    const mine = await view('/api/vehicles/my', owner.headers);
    const fresh = (mine.json() as { photoUrl: string }[])[0]?.photoUrl ?? '';
    expect(fresh).not.toBe(owner.photoUrl);
    expect((await view(fresh, owner.headers)).statusCode).toBe(200);
  });
});
