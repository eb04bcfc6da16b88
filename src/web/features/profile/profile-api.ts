import type { QueryClient } from '@tanstack/react-query';
import type { UpdateUserDetailsRequest } from '../../../shared/schemas/auth';
import type { UserDetails } from '../../../shared/schemas/user';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `POST /api/Auth/UpdateUserDetails`: answers the person's details as saved. */
export function saveProfile(request: UpdateUserDetailsRequest): Promise<UserDetails> {
  return apiRequest<UserDetails>('POST', '/api/Auth/UpdateUserDetails', request);
}

/** The saved details are the signed-in user's; a new review changes where they stand to drive. */
export function afterProfileSaved(queryClient: QueryClient, saved: UserDetails): void {
  queryClient.setQueryData(queryKeys.userDetails, saved);
  for (const queryKey of [queryKeys.driverStatus, queryKeys.ownDocuments]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
