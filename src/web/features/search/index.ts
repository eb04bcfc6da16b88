// What other features use of this one; everything else in the folder is its own business.
export { browserStorage } from './last-search';
export { PlaceInput } from './place-input';
export { PlacePin } from './place-pin';
export { newPlaceSession, placeLabel, placeQuery } from './place-search';
export { PopularRoutesCard } from './popular-routes-card';
export { openRideSearch, RideSearchHost } from './ride-search-launcher';
export type { PlaceValue, RouteChoice } from './search-form-values';
export { SEARCH_MESSAGES, SEARCH_WORDS } from './search-messages';
export { usePlaceProvider } from './use-place-provider';
