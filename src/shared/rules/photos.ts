// Vehicle photos and profile pictures (issue 17): what they are resized to and how long a link to
// one stays good. Zod-free, so the web app can import it without downloading zod.

/** Photos go through the documents' upload path and size limit; only camera formats are kept. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** Square, shown as a round avatar of up to 64 CSS pixels on screens of up to 3x density. */
export const PROFILE_PICTURE_PX = 192;
/** 3:2, the width of a ride card on a phone at 1.25x; the height is cropped to it. */
export const VEHICLE_PHOTO_PX = { width: 480, height: 320 } as const;

/**
 * A photo link works for 1 to 2 hours: it ends at the second full hour after it was given out,
 * so the same photo keeps the same link (and the browser's copy) for an hour at a time.
 */
export const PHOTO_LINK_HOURS = 2;
