// What other features use of the agent console.
export { pendingReviewsQuery } from './admin-api';
export { incidentsQuery } from './safety-api';
export { openIncidentCount } from './safety-rules';
