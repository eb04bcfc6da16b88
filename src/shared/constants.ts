/** Constants the specification names, shared by the server and the web app. */
export const API_VERSION = '3.0.0';
export const API_VERSION_HEADER = 'X-API-Version';

/**
 * The calls that carry `X-API-Version: 3.0.0`: those the specification marks "V" (document 1 §7)
 * and the state-changing GETs, which the server refuses without it (product decisions).
 */
export const VERSIONED_API_PATHS = [
  '/api/Commute/GetUpcomingTripsByLocation',
  '/api/Commute/SavePassengerBooking',
  '/api/Commute/GetPassengerUpcomingTrips',
  '/api/Commute/GetAllBookingsForScheduledCommute',
  '/api/Commute/CancelPassengerBooking',
  '/api/Commute/GetPastTrips',
  '/api/Commute/GetPopularRoutes',
  '/api/routes/create-popular',
  '/api/routes/top-popular',
  '/api/auth/check-driver-license',
  '/api/auth/auto-verify-user',
  '/api/auth/get-recipient',
  '/api/auth/get-status-before-trip',
  '/api/Auth/GenerateOTP',
  '/api/Auth/DeleteAccountDetails',
] as const;

const versionedPaths = new Set(VERSIONED_API_PATHS.map((path) => path.toLowerCase()));

/** Whether a call to `url` (a path, with or without its query) sends the API version header. */
export function sendsApiVersion(url: string): boolean {
  return versionedPaths.has((url.split('?')[0] ?? '').toLowerCase());
}
export const APP_VERSION = '4.0.2';
export const APP_BUILD = 42;
export const CURRENCY = 'KSh';
/** Nairobi is UTC+3 all year (no daylight saving). */
export const NAIROBI_UTC_OFFSET_MINUTES = 180;
export const NAIROBI_TIME_ZONE = 'Africa/Nairobi';
export const NAIROBI_CBD = { latitude: -1.286389, longitude: 36.817223 } as const;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** The JSON block in index.html where the server writes the web app's public settings. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'pamoja-config';
