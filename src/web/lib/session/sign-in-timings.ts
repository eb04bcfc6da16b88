/** The sign-in dialog's timings, as specification §9 names them. */

/** The code is submitted by itself this long after the fifth digit is typed. */
export const OTP_AUTO_SUBMIT_DELAY_MS = 100;
/** How long 'Welcome aboard!' shows before the sign-in finishes. */
export const SUCCESS_FINISH_DELAY_MS = 1000;
/** The wait before the first fetch of the user's details, so the new session cookie is in place. */
export const DETAILS_INITIAL_WAIT_MS = 500;
export const DETAILS_FETCH_ATTEMPTS = 3;
export const DETAILS_RETRY_DELAY_MS = 1000;
/** The one-off position report after sign-in: a coarse fix is enough, and never wait long. */
export const POSITION_TIMEOUT_MS = 10_000;
