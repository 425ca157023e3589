import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useLoadErrorToast } from '@/lib/load-error-toast';
import { useAdminPayments, type PaymentFilters as Filters } from '../api/get-payments';
import { usePaymentFilters } from '../hooks/use-payment-filters';
import { PaymentDetailsDialog } from './payment-details-dialog';
import { pageRange, type AdminPayment } from './payment-display';
import { PaymentFilters } from './payment-filters';
import { PaymentRows } from './payment-rows';
import { PaymentStats } from './payment-stats';
import { PaymentsTable } from './payments-table';

export const PAYMENTS_LOAD_FAILED = 'Failed to load payments';

const filtering = (filters: Filters): boolean =>
  filters.search !== '' || filters.status !== '' || filters.paymentMethod !== '';

function EmptyState({ filtered }: { readonly filtered: boolean }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">No Payments Found</h2>
      <p className="mt-1 text-sm text-slate-600">
        {filtered
          ? 'No payment matches this search or these filters. Try other terms or clear them.'
          : 'Payments appear here once users start buying plans or bid packs.'}
      </p>
    </div>
  );
}

/** Payment Management: overview tiles, search and filters, the payments (20 a page) and their details. */
export function PaymentsScreen() {
  const { filters, change } = usePaymentFilters();
  const payments = useAdminPayments(filters);
  const [selected, setSelected] = useState<AdminPayment | null>(null);
  useLoadErrorToast([payments.error], PAYMENTS_LOAD_FAILED, 'admin-payments-load');
  const data = payments.data;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Payment Management</h1>
        <p className="mt-1 text-slate-600">
          Every payment, its user and its PayFast record; settle open payments by hand.
        </p>
      </header>
      {data === undefined ? null : <PaymentStats stats={data.stats} />}
      <PaymentFilters filters={filters} onChange={change} />
      {payments.isPending ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label="Loading payments" />
        </div>
      ) : payments.isError && data === undefined ? (
        <LoadFailed text="The payments could not be loaded." onRetry={() => void payments.refetch()} />
      ) : data === undefined ? null : data.payments.length === 0 ? (
        <EmptyState filtered={filtering(filters)} />
      ) : (
        <section aria-label="Payment list" className="space-y-4" aria-busy={payments.isPlaceholderData}>
          <PaymentRows payments={data.payments} onOpen={setSelected} />
          <PaymentsTable payments={data.payments} onOpen={setSelected} />
          <Pagination
            label="Payment pages"
            current={data.pagination.current}
            pages={data.pagination.pages}
            onPage={(page) => change({ ...filters, page })}
            summary={
              <span className="text-slate-500">
                ({pageRange(data.pagination)} of {data.pagination.total})
              </span>
            }
          />
        </section>
      )}
      <PaymentDetailsDialog key={selected?._id ?? 'closed'} payment={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
