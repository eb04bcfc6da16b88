// What other features use of this one; everything else in the folder is its own business.
export { driverStatsQuery } from './dashboard-api';
export { SignedInHome } from './signed-in-home';
