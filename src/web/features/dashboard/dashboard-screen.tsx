import { FeaturePlaceholder } from '../../components/feature-placeholder';
import { firstName, useSession } from '../auth/use-session';

export function DashboardScreen() {
  const { user } = useSession();

  return (
    <FeaturePlaceholder
      title="Your dashboard"
      purpose="Your token balance, upcoming trips and suggested routes will appear here, in passenger and driver mode."
    >
      <p className="mt-2 text-ink-muted text-lg">Welcome, {firstName(user)}.</p>
    </FeaturePlaceholder>
  );
}
