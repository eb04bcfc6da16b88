// Test data factories, shared with the demo data (src/server/db/demo-data.ts). Each `create*`
// takes a database (or transaction) and optional overrides, inserts one believable row and
// answers it; each `build*` answers the values only, for batch inserts.
export * from './bookings.ts';
export * from './documents.ts';
export * from './geo.ts';
export * from './popular-routes.ts';
export * from './rides.ts';
export * from './unique.ts';
export * from './users.ts';
export * from './vehicles.ts';
