import { PRODUCT } from '@core/domain/config';
import { LandingPage } from '@/features/public/components/landing/landing-page';

export default function LandingRoute() {
  return (
    <>
      <title>{`${PRODUCT.name}: AI bidding on ${PRODUCT.host}`}</title>
      <LandingPage />
    </>
  );
}
