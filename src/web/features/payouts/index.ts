// What other features use of this one; everything else in the folder is its own business.
export { AutomaticPayouts } from './automatic-payouts';
export { PayoutItem } from './payout-item';
export { earningsQuery } from './payouts-api';
export { WithdrawBalanceOffer } from './withdraw-balance-offer';
export { WithdrawTokens } from './withdraw-tokens';
