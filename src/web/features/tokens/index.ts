// What other features use of this one; everything else in the folder is its own business.
export { formatTokens } from './format-tokens';
export { balanceQuery } from './wallet-api';
