import { queryOptions } from '@tanstack/react-query';
import type { EmergencyContact } from '../../../shared/schemas/trips';
import { apiRequest } from '../../lib/api-client';
import { getJson } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

export const emergencyContactsQuery = queryOptions({
  queryKey: queryKeys.emergencyContacts,
  queryFn: getJson<EmergencyContact[]>('/api/user/emergency-contacts'),
  staleTime: 0,
});

/** `PUT /api/user/emergency-contacts`: the whole list (up to 3), answered as saved. */
export const saveEmergencyContacts = (contacts: EmergencyContact[]) =>
  apiRequest<EmergencyContact[]>('PUT', '/api/user/emergency-contacts', contacts);
