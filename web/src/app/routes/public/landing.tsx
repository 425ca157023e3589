import { LandingPage } from '@/features/public/components/landing/landing-page';

export default function LandingRoute() {
  return <LandingPage />;
}
