import { PricingManagement } from '@/features/admin-plans/components/pricing-management';

/** The page's name in the document title; it comes with this chunk, so no visitor's download carries it. */
export const title = 'Pricing Management';

/** /admin/pricing (admins only). */
export default function AdminPricingPage() {
  return <PricingManagement />;
}
