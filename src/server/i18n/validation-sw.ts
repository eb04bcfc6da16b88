import type { VALIDATION_EN } from './validation-en.ts';

export const VALIDATION_SW: Record<keyof typeof VALIDATION_EN, string> = {};
