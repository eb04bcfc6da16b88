/** Every SMS, push and in-app notification text (English). */
export const SMS_EN = {} as const;
