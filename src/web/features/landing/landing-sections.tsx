import { CommunityImpactSection } from './community-impact-section';
import { DriverBenefitsSection } from './driver-benefits-section';
import { EnvironmentalBenefitsSection } from './environmental-benefits-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HowItWorksSection } from './how-it-works-section';
import { SafetySection } from './safety-section';
import { TestimonialsSection } from './testimonials-section';

/** Everything below the hero, in the order the specification lists the sections. */
export function LandingSections() {
  return (
    <>
      <SafetySection />
      <HowItWorksSection />
      <FeaturesSection />
      <TestimonialsSection />
      <CommunityImpactSection />
      <EnvironmentalBenefitsSection />
      <FaqSection />
      <DriverBenefitsSection />
    </>
  );
}
