/** Constants the specification names, shared by the server and the web app. */
export const API_VERSION = '3.0.0';
export const API_VERSION_HEADER = 'X-API-Version';
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
