import { LegalDocument } from '@/features/public/components/legal/legal-document';
import { SHIPPING_DELIVERY } from '@/features/public/components/legal/shipping-delivery';

export default function ShippingDeliveryRoute() {
  return <LegalDocument {...SHIPPING_DELIVERY} />;
}
