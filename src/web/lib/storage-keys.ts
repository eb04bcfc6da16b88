/** What the app keeps in the browser's storage, in one place so sign-out can forget it. */
export const LAST_SEARCH_KEY = 'pamoja.lastSearch';
