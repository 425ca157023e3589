import { PRODUCT } from '@core/domain/config';
import { LegalDocument } from '@/features/public/components/legal/legal-document';
import { SHIPPING_DELIVERY } from '@/features/public/components/legal/shipping-delivery';

export default function ShippingDeliveryRoute() {
  return (
    <>
      <title>{`${SHIPPING_DELIVERY.title} · ${PRODUCT.name}`}</title>
      <LegalDocument {...SHIPPING_DELIVERY} />
    </>
  );
}
