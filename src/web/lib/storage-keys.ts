/** What the app keeps in the browser's storage, in one place so sign-out can forget it. */
export const LAST_SEARCH_KEY = 'pamoja.lastSearch';
/** The home screen's mode (passenger or driver), kept so the next visit opens in the same one. */
export const HOME_MODE_KEY = 'pamoja.homeMode';
