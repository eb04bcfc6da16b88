// What other features use of this one: vehicle photos and profile pictures (issue 17).
export { PhotoPicker } from './photo-picker';
export { photoProblem } from './photo-rules';
export {
  type PhotoFile,
  removeProfilePicture,
  setProfilePicture,
  setVehiclePhoto,
} from './photos-api';
