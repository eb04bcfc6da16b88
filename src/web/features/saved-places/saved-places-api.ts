import { queryOptions } from '@tanstack/react-query';
import type { SavedPlace, SavedPlaceRequest } from '../../../shared/schemas/commute';
import { apiRequest } from '../../lib/api-client';
import { getJson } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/user/places`: Home first, then Work, then the others as they were saved. */
export const savedPlacesQuery = queryOptions({
  queryKey: queryKeys.savedPlaces,
  queryFn: getJson<SavedPlace[]>('/api/user/places'),
  staleTime: 5 * 60_000,
});

/** `POST /api/user/places`. */
export const addSavedPlace = (place: SavedPlaceRequest) =>
  apiRequest<SavedPlace>('POST', '/api/user/places', place);

/** `PUT /api/user/places/:id`: a new point or a new name. */
export const changeSavedPlace = ({ id, ...place }: SavedPlaceRequest & { id: string }) =>
  apiRequest<SavedPlace>('PUT', `/api/user/places/${encodeURIComponent(id)}`, place);

/** `DELETE /api/user/places/:id`. */
export const removeSavedPlace = (id: string) =>
  apiRequest<unknown>('DELETE', `/api/user/places/${encodeURIComponent(id)}`);
