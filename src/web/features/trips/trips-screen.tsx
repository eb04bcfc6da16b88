import { FeaturePlaceholder } from '../../components/feature-placeholder';

export function TripsScreen() {
  return (
    <FeaturePlaceholder
      title="My trips"
      purpose="Your upcoming, completed and cancelled trips in one list, with the option to cancel a booking before departure for a full refund."
    />
  );
}
