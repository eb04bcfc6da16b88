// What other features use of this one; everything else in the folder is its own business.
export { type DriverStatus, driverStatusQuery } from './documents-api';
export { DriverOnly, DriverToolsLoading } from './driver-only';
export { formatAge, formatNairobiDateTime } from './format-upload-time';
