import { CURRENCY } from './constants.ts';

const whole = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** 1250 -> 'KSh 1,250': every amount Pamoja shows or texts is in whole shillings. */
export function formatKsh(amount: number): string {
  return `${CURRENCY} ${whole.format(amount)}`;
}
