import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { loadUserDetails } from './session-store';

/**
 * The signed-in user's record, as screens read it. It is the session store's (session-store.ts):
 * the same request, and a read here updates the user the header greets. A 401 is an error here
 * (not null), and ends the session.
 */
export const userDetailsQuery = queryOptions({
  queryKey: queryKeys.userDetails,
  queryFn: () => loadUserDetails(),
});
