import { LegalDocument } from '@/features/public/components/legal/legal-document';
import { COOKIE_POLICY } from '@/features/public/components/legal/cookie-policy';

export default function CookiePolicyRoute() {
  return <LegalDocument {...COOKIE_POLICY} />;
}
