import { CategoriesSection } from './categories-section';
import { EducationSection } from './education-section';
import { FeaturesSection } from './features-section';
import { GetsBetterSection } from './gets-better-section';
import { HeroSection } from './hero-section';
import { StatsSection } from './stats-section';
import { TestimonialsSection } from './testimonials-section';

/** The landing page's sections in spec order (§2); the public layout adds header and footer. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <StatsSection />
      <FeaturesSection />
      <EducationSection />
      <CategoriesSection />
      <GetsBetterSection />
      <TestimonialsSection />
    </>
  );
}
