import { FeaturePlaceholder } from '../../components/feature-placeholder';

export function PayoutsScreen() {
  return (
    <FeaturePlaceholder
      title="Payouts"
      purpose="Withdraw your ride earnings to M-Pesa and follow the status of each payout."
    />
  );
}
