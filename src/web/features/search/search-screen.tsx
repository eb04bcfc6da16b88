import { FeaturePlaceholder } from '../../components/feature-placeholder';

export function SearchScreen() {
  return (
    <FeaturePlaceholder
      title="Find a ride"
      purpose="Search for seats on rides heading your way, compare each driver's rating and price per seat, and book in a few taps."
    />
  );
}
