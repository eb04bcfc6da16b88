import { usePageTitle } from '../../components/use-page-title';
import { LandingHero } from './landing-hero';
import { ValuePoints } from './value-points';

export function LandingPage() {
  usePageTitle(null);

  return (
    <>
      <LandingHero />
      <ValuePoints />
    </>
  );
}
