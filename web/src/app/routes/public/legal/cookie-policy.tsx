import { PRODUCT } from '@core/domain/config';
import { LegalDocument } from '@/features/public/components/legal/legal-document';
import { COOKIE_POLICY } from '@/features/public/components/legal/cookie-policy';

export default function CookiePolicyRoute() {
  return (
    <>
      <title>{`${COOKIE_POLICY.title} · ${PRODUCT.name}`}</title>
      <LegalDocument {...COOKIE_POLICY} />
    </>
  );
}
