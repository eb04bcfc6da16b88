import { FeaturePlaceholder } from '../../components/feature-placeholder';

export function TokensScreen() {
  return (
    <FeaturePlaceholder
      title="Buy tokens"
      purpose="Top up your balance with an M-Pesa prompt on your phone. 1 token is worth KSh 1."
    />
  );
}
