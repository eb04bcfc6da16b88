// What other features use of this one; everything else in the folder is its own business.
export { PayoutItem } from './payout-item';
export { earningsQuery } from './payouts-api';
