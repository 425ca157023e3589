import { PRODUCT } from '@core/domain/config';
import { LegalDocument } from '@/features/public/components/legal/legal-document';
import { PRIVACY_POLICY } from '@/features/public/components/legal/privacy-policy';

export default function PrivacyPolicyRoute() {
  return (
    <>
      <title>{`${PRIVACY_POLICY.title} · ${PRODUCT.name}`}</title>
      <LegalDocument {...PRIVACY_POLICY} />
    </>
  );
}
