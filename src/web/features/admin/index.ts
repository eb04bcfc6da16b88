// What other features use of the verification console.
export { pendingReviewsQuery } from './admin-api';
