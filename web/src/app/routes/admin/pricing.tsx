import { PricingManagement } from '@/features/admin-plans/components/pricing-management';

/** /admin/pricing (admins only). */
export default function AdminPricingPage() {
  return <PricingManagement />;
}
