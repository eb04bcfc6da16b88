// What other features use of this one; everything else in the folder is its own business.
export { LandingPage } from './landing-page';
