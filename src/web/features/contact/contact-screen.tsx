import { FeaturePlaceholder } from '../../components/feature-placeholder';

export function ContactScreen() {
  return (
    <FeaturePlaceholder
      title="Contact us"
      purpose="How to reach the Pamoja team by phone, e-mail or at our Nairobi office."
    />
  );
}
