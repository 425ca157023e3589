import { PRODUCT } from '@core/domain/config';
import { LegalDocument } from '@/features/public/components/legal/legal-document';
import { REFUND_POLICY } from '@/features/public/components/legal/refund-policy';

export default function RefundPolicyRoute() {
  return (
    <>
      <title>{`${REFUND_POLICY.title} · ${PRODUCT.name}`}</title>
      <LegalDocument {...REFUND_POLICY} />
    </>
  );
}
