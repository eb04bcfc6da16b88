// What other features use of this one; everything else in the folder is its own business.
export { formatTokens } from './format-tokens';
export { PhoneField } from './phone-field';
export { parseAmount } from './token-purchase-rules';
export { balanceQuery } from './wallet-api';
