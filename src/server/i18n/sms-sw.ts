import type { SMS_EN } from './sms-en.ts';

export const SMS_SW: Record<keyof typeof SMS_EN, string> = {};
