import { LegalDocument } from '@/features/public/components/legal/legal-document';
import { PRIVACY_POLICY } from '@/features/public/components/legal/privacy-policy';

export default function PrivacyPolicyRoute() {
  return <LegalDocument {...PRIVACY_POLICY} />;
}
