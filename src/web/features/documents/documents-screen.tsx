import { FeaturePlaceholder } from '../../components/feature-placeholder';

export function DocumentsScreen() {
  return (
    <FeaturePlaceholder
      title="Verify your account"
      purpose="Upload a photo of your National ID. Our agents check it before you can offer rides."
    />
  );
}
