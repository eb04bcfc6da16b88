import { FeaturePlaceholder } from '../../components/feature-placeholder';

export function DriverDashboardScreen() {
  return (
    <FeaturePlaceholder
      title="Driver dashboard"
      purpose="Your scheduled trips, passenger bookings and earnings, all in one place."
    />
  );
}
