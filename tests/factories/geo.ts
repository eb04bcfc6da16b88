// The distance, duration and Nairobi-time rules live in src/shared; factories use the same ones.
export * from '../../src/shared/geo.ts';
