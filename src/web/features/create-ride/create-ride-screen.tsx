import { FeaturePlaceholder } from '../../components/feature-placeholder';

export function CreateRideScreen() {
  return (
    <FeaturePlaceholder
      title="Offer a ride"
      purpose="Verified drivers will schedule trips here: the route, departure time, free seats and price per seat."
    />
  );
}
