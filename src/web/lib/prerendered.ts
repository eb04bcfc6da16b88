import { createContext } from 'react';

/**
 * Whether the app started on the server's pre-rendered landing page (server/plugins/
 * landing-page.ts), which it hydrates: the server serves it at `/` only to a request without a
 * session cookie, so the root route shows the landing page while the session check runs, as the
 * server rendered it, rather than a loading placeholder.
 */
export const PrerenderedContext = createContext(false);
