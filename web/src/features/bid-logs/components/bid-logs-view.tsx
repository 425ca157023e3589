import { ListChecks } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useLoadErrorToast } from '@/lib/load-error-toast';
import { useBidLogs } from '../api/get-bid-logs';
import { BidLogCards } from './bid-log-cards';
import { BidLogTable } from './bid-log-table';

export const LOAD_FAILED = 'Failed to load bid logs';

/** The page in the address (?page=N), so a reload or a shared link opens the same page. */
function usePageParam(): [number, (page: number, options?: { readonly replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const current = Number.isInteger(page) && page >= 1 ? page : 1;
  return [current, (next, options) => setParams(next === 1 ? {} : { page: String(next) }, options)];
}

function EmptyState() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <ListChecks aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">No Bid Logs Yet</h2>
      <p className="mt-1 text-sm text-slate-600">
        Bids placed for you appear here. Start autobidding or run Test Bidding from the dashboard.
      </p>
    </div>
  );
}

/** Bid Logs: every bid placed for the user, ten a page, newest first. */
export function BidLogsView() {
  const [page, setPage] = usePageParam();
  const logs = useBidLogs(page);
  useLoadErrorToast([logs.error], LOAD_FAILED, 'bid-logs-load');

  // An old link can point past the end (logs were fewer then): show the last page, not an empty one.
  const lastPage = logs.data?.pagination.pages ?? 0;
  useEffect(() => {
    if (lastPage >= 1 && page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, page, setPage]);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Bid Logs</h1>
        <p className="mt-1 text-slate-600">Every bid placed for you, with its status on the marketplace.</p>
      </header>
      {logs.isPending ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label="Loading bid logs" />
        </div>
      ) : logs.data === undefined ? null : logs.data.pagination.total === 0 ? (
        <EmptyState />
      ) : (
        <>
          <BidLogCards logs={logs.data.logs} />
          <BidLogTable logs={logs.data.logs} />
          <Pagination
            label="Bid log pages"
            current={logs.data.pagination.current}
            pages={Math.max(logs.data.pagination.pages, 1)}
            onPage={setPage}
            alwaysShown
          />
        </>
      )}
    </div>
  );
}
