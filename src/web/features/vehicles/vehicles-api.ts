import type { QueryClient } from '@tanstack/react-query';
import type { Vehicle } from '../../../shared/schemas/vehicles';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';

export type VehicleRecord = Json<Vehicle>;

/** The fields the add and edit forms send (the server normalises the plate). */
export interface VehiclePayload {
  make: string;
  model: string;
  year: number;
  color: string;
  licensePlate: string;
  seatingCapacity: number;
}

/** Every vehicle of the owner, active or not (My Vehicles). */
export const MY_VEHICLES_QUERY_KEY = ['/api/vehicles/my'] as const;
/** The owner's active vehicles, for the ride form. */
export const DRIVER_VEHICLES_QUERY_KEY = ['/api/Vehicle/GetDriverVehicleDetails'] as const;
export const MAKES_QUERY_KEY = ['/api/vehicles/makes'] as const;
/** Counts active vehicles on the driver's home and dashboard. */
const DRIVER_STATS_QUERY_KEY = ['/api/driver/stats'] as const;

export function modelsQueryKey(make: string) {
  return [`/api/vehicles/models?${new URLSearchParams({ make })}`] as const;
}

export function addVehicle(payload: VehiclePayload): Promise<VehicleRecord> {
  return apiRequest<VehicleRecord>('POST', '/api/vehicles', payload);
}

export function updateVehicle(
  id: string,
  changes: Partial<VehiclePayload> & { isActive?: boolean },
): Promise<VehicleRecord> {
  return apiRequest<VehicleRecord>('PUT', `/api/vehicles/${encodeURIComponent(id)}`, changes);
}

export function deleteVehicle(id: string): Promise<{ success: boolean; message: string }> {
  return apiRequest('DELETE', `/api/vehicles/${encodeURIComponent(id)}`);
}

/** After any change: the lists, the ride form's choices and the active-vehicle counts. */
export function invalidateVehicles(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [MY_VEHICLES_QUERY_KEY, DRIVER_VEHICLES_QUERY_KEY, DRIVER_STATS_QUERY_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
