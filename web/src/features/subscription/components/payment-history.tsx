import { Receipt } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { showsLoadError } from '@/lib/load-error-toast';
import { usePaymentHistory } from '../api/get-payment-history';
import { PaymentHistoryCards } from './payment-history-cards';
import { PaymentHistoryTable } from './payment-history-table';

export const HISTORY_LOAD_FAILED = "We couldn't load your payment history.";

/** The history's page in the address (?page=N), so a reload or the way back from a payment page opens the same page. */
function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const current = Number.isInteger(page) && page >= 1 ? page : 1;
  return [current, (next) => setParams(next === 1 ? {} : { page: String(next) }, { preventScrollReset: true })];
}

function EmptyState() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <Receipt aria-hidden="true" className="mx-auto h-8 w-8 text-slate-400" />
      <h3 className="mt-3 text-base font-semibold text-slate-900">No payments yet</h3>
      <p className="mt-1 text-sm text-slate-600">Plans and add-on packs you buy appear here with their status.</p>
    </div>
  );
}

/** The buyer's own payments, newest first: a table on large screens, cards on small ones. */
export function PaymentHistory() {
  const [page, setPage] = usePageParam();
  const history = usePaymentHistory(page);
  if (history.isError && !showsLoadError(history.error)) return null;

  return (
    <section aria-labelledby="payment-history-title" className="space-y-4">
      <div>
        <h2 id="payment-history-title" className="text-lg font-semibold text-slate-900">
          Payment History
        </h2>
        <p className="text-sm text-slate-600">Charged in rand (ZAR) through PayFast.</p>
      </div>
      {history.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading payment history" />
        </div>
      ) : history.isError ? (
        <LoadFailed text={HISTORY_LOAD_FAILED} onRetry={() => void history.refetch()} />
      ) : history.data.pagination.total === 0 ? (
        <EmptyState />
      ) : (
        <>
          <PaymentHistoryCards payments={history.data.payments} />
          <PaymentHistoryTable payments={history.data.payments} />
          <Pagination
            label="Payment history pages"
            current={history.data.pagination.current}
            pages={Math.max(history.data.pagination.pages, 1)}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
