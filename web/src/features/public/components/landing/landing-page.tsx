import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CategoriesSection } from './categories-section';
import { EducationSection } from './education-section';
import { FeaturesSection } from './features-section';
import { GetsBetterSection } from './gets-better-section';
import { HeroSection } from './hero-section';
import { StatsSection } from './stats-section';
import { TestimonialsSection } from './testimonials-section';

/** The landing page's sections in order; the public layout adds header and footer. */
export function LandingPage() {
  const { hash } = useLocation();
  // The router does not follow a fragment: the footer's /#features link would otherwise land at the top.
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

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
