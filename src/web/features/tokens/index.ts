// What other features use of this one; everything else in the folder is its own business.
export { formatTokens } from './format-tokens';
export { parseAmount } from './parse-amount';
export { PhoneField } from './phone-field';
export { balanceQuery } from './wallet-api';
