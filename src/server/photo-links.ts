import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PHOTO_LINK_HOURS } from '../shared/rules/photos.ts';
import { now } from './clock.ts';
import { AppError } from './errors.ts';

// Vehicle photos and profile pictures are personal data. An answer that shows one carries a link
// that only works for 1 to 2 hours and only with a valid signature; the photo route also wants a
// signed-in person. So a photo is seen by whoever may read the answer it is in (a ride in their
// search, their booking, an agent's review list), and by nobody once that has stopped for an hour
// or two. A replaced or removed photo's file is deleted, and its links answer 404 at once.

const HOUR_MS = 3_600_000;
const FOLDER = 'photos/';
/** The file name in a photo's key and link: 128 random bits, new for every photo. */
export const PHOTO_NAME = /^[0-9a-f]{32}\.webp$/;

let signingKey: Buffer | null = null;

/** Derives the link key from the server's secret (app.ts, at start; the same on every process). */
export function setPhotoLinkSecret(secret: Buffer): void {
  signingKey = createHmac('sha256', secret).update('photo-links').digest();
}

function signature(name: string, expires: number): Buffer {
  if (!signingKey) throw new Error('photo links are used before setPhotoLinkSecret');
  return createHmac('sha256', signingKey).update(`${name}:${expires}`).digest();
}

/** A storage key for a new photo. */
export function newPhotoKey(): string {
  return `${FOLDER}${randomBytes(16).toString('hex')}.webp`;
}

/** The link to a stored photo for an answer, or null when there is none. */
export function photoUrl(key: string | null): string | null {
  if (!key) return null;
  const name = key.slice(FOLDER.length);
  // The same link for a whole hour, so the browser's copy serves every screen in that hour.
  const expires = ((Math.floor(now().getTime() / HOUR_MS) + PHOTO_LINK_HOURS) * HOUR_MS) / 1000;
  return `/api/photos/${name}?expires=${expires}&signature=${signature(name, expires).toString('base64url')}`;
}

/** The photo a link points at and how many seconds it stays good; 403 or 410 otherwise. */
export function openPhotoLink(link: { name: string; expires: number; signature: string }): {
  key: string;
  secondsLeft: number;
} {
  const given = Buffer.from(link.signature, 'base64url');
  const wanted = signature(link.name, link.expires);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    throw new AppError('photo_link_invalid');
  }
  const secondsLeft = link.expires - Math.floor(now().getTime() / 1000);
  if (secondsLeft <= 0) throw new AppError('photo_link_expired');
  return { key: `${FOLDER}${link.name}`, secondsLeft };
}
