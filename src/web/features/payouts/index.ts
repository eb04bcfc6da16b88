// What other features use of this one; everything else in the folder is its own business.
export { PayoutItem } from './payout-item';
export { canWithdraw } from './payout-rules';
export { EARNINGS_QUERY_KEY, type EarningsRecord } from './payouts-api';
