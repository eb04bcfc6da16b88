import { CURRENCY } from './constants.ts';

/**
 * 1250 -> '1,250'; 2.46 with one digit -> '2.5': a number as Kenyan English and Kiswahili write
 * it, the same text as `Intl.NumberFormat` in en-KE and sw-KE (comma between thousands, point
 * before decimals, half away from zero on the number's shortest decimal form, '-0' for a negative
 * that rounds to nothing), made without Intl. A browser's first Intl.NumberFormat loads its
 * number data: 12 ms on a desktop, 50 ms on a phone's slower CPU, all in the landing page's first
 * task after the paint, whose savings calculator shows amounts (issue 22, Total Blocking Time).
 */
export function formatNumber(amount: number, maximumFractionDigits = 0): string {
  // The shortest decimal that reads back as this number, as Intl rounds it.
  const shortest = String(Math.abs(amount));
  // NaN, Infinity, and beyond 1e21 or below 1e-6 (written with an exponent): no amount is.
  if (!/^\d+(\.\d+)?$/.test(shortest)) {
    return new Intl.NumberFormat('en-KE', { maximumFractionDigits }).format(amount);
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') digits = addOne(digits);
  const integer = digits.slice(0, digits.length - maximumFractionDigits) || '0';
  const decimals = digits.slice(digits.length - maximumFractionDigits).replace(/0+$/, '');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** '1299' -> '1300', '999' -> '1000': one more, in decimal digits. */
function addOne(digits: string): string {
  let carry = 1;
  let result = '';
  for (let i = digits.length - 1; i >= 0; i--) {
    const sum = Number(digits[i]) + carry;
    carry = sum === 10 ? 1 : 0;
    result = String(sum % 10) + result;
  }
  return carry ? `1${result}` : result;
}

/** 1250 -> 'KSh 1,250': every amount Pamoja shows or texts is in whole shillings. */
export function formatKsh(amount: number): string {
  return `${CURRENCY} ${formatNumber(amount)}`;
}
