/** One kind of error the API answers: its HTTP status and its English text (ICU MessageFormat). */
export interface ErrorDefinition {
  status: number;
  message: string;
}

/** A table of one area's errors, keyed by their stable codes. */
export const defineErrors = <T extends Record<string, ErrorDefinition>>(errors: T): T => errors;
