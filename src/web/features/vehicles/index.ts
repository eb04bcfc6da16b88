// What other features use of this one; everything else in the folder is its own business.
export { refusalMessage } from './vehicle-messages';
export { activeVehiclesQuery, type VehicleRecord } from './vehicles-api';
