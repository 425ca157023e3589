import { LegalDocument } from '@/features/public/components/legal/legal-document';
import { TERMS_AND_CONDITIONS } from '@/features/public/components/legal/terms-and-conditions';

export default function TermsAndConditionsRoute() {
  return <LegalDocument {...TERMS_AND_CONDITIONS} />;
}
