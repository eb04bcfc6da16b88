import { FeaturePlaceholder } from '../../components/feature-placeholder';

export function AdminScreen() {
  return (
    <FeaturePlaceholder
      title="Verification console"
      purpose="Verification agents will review uploaded National IDs here and approve or reject them."
    />
  );
}
