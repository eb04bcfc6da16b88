// What other features use of this one; everything else in the folder is its own business.

export { SavedPlaceChips, SavedPlaceIcon } from './saved-place-chips';
export {
  addSavedPlace,
  changeSavedPlace,
  removeSavedPlace,
  savedPlacesQuery,
} from './saved-places-api';
export { asLocation, labelProblem, placeName, placeSlots } from './saved-places-rules';
