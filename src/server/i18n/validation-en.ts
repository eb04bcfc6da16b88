/** How the server words a request its schema refused, by rule (English). */
export const VALIDATION_EN = {} as const;
