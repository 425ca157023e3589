import { LegalDocument } from '@/features/public/components/legal/legal-document';
import { REFUND_POLICY } from '@/features/public/components/legal/refund-policy';

export default function RefundPolicyRoute() {
  return <LegalDocument {...REFUND_POLICY} />;
}
