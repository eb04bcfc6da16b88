import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Vehicle, VehicleInput, VehicleUpdate } from '../../../shared/schemas/vehicles';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';
import { getJson } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

export type VehicleRecord = Json<Vehicle>;

/** The fields the add and edit forms send (the server normalises the plate). */
export type VehiclePayload = Required<Omit<VehicleInput, 'isActive'>>;

/** Every vehicle of the owner, active or not (My Vehicles). */
export const ownVehiclesQuery = queryOptions({
  queryKey: queryKeys.ownVehicles,
  queryFn: getJson<VehicleRecord[]>('/api/vehicles/my'),
});

/** The owner's active vehicles, for the ride form. */
export const activeVehiclesQuery = queryOptions({
  queryKey: queryKeys.activeVehicles,
  queryFn: getJson<VehicleRecord[]>('/api/Vehicle/GetDriverVehicleDetails'),
});

export const vehicleMakesQuery = queryOptions({
  queryKey: queryKeys.vehicleMakes,
  queryFn: getJson<string[]>('/api/vehicles/makes'),
});

export function vehicleModelsQuery(make: string) {
  return queryOptions({
    queryKey: queryKeys.vehicleModels(make),
    queryFn: getJson<string[]>(`/api/vehicles/models?${new URLSearchParams({ make })}`),
  });
}

export function addVehicle(payload: VehiclePayload): Promise<VehicleRecord> {
  return apiRequest<VehicleRecord>('POST', '/api/vehicles', payload);
}

export function updateVehicle(id: string, changes: VehicleUpdate): Promise<VehicleRecord> {
  return apiRequest<VehicleRecord>('PUT', `/api/vehicles/${encodeURIComponent(id)}`, changes);
}

export function deleteVehicle(id: string): Promise<{ success: boolean; message: string }> {
  return apiRequest('DELETE', `/api/vehicles/${encodeURIComponent(id)}`);
}

/**
 * After any change: the lists, the ride form's choices and the active-vehicle counts (the
 * driver's stats on home and dashboard).
 */
export function invalidateVehicles(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [queryKeys.ownVehicles, queryKeys.activeVehicles, queryKeys.driverStats].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
