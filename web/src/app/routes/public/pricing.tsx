import { PRODUCT } from '@core/domain/config';
import { PricingPage } from '@/features/pricing/components/pricing-page';

export default function PricingRoute() {
  return (
    <>
      <title>{`Pricing · ${PRODUCT.name}`}</title>
      <PricingPage />
    </>
  );
}
