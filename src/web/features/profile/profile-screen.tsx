import { FeaturePlaceholder } from '../../components/feature-placeholder';

export function ProfileScreen() {
  return (
    <FeaturePlaceholder
      title="Profile and settings"
      purpose="Manage your personal details, your vehicles and the verification of your account."
    />
  );
}
