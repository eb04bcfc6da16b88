import { FeaturePlaceholder } from '../../components/feature-placeholder';

export function VehiclesScreen() {
  return (
    <FeaturePlaceholder
      title="My vehicles"
      purpose="Add the vehicles you drive with their plate and seats, and choose which ones are available for new rides."
    />
  );
}
