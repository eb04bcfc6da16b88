import type { ErrorCode } from '../../shared/errors/index.ts';

/** The Kiswahili of every API error (English: src/shared/errors), same ICU arguments. */
export const SW_ERRORS: Record<ErrorCode, string> = {} as Record<ErrorCode, string>;
