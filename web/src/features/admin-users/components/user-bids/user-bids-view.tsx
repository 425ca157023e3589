import { ArrowLeft, ListChecks } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isNotFound } from '@/lib/api-error';
import {
  BID_SORTS,
  BID_STATUS_FILTERS,
  useUserBids,
  type BidSort,
  type BidStatusFilter,
} from '@/features/admin-users/api/get-user-bids';
import { useListParams } from '@/features/admin-users/hooks/use-list-params';
import { BidCards, BidsTable } from '../bids-table';
import { EmptyState } from '../empty-state';
import { capitalise } from '../format';
import { SearchBox } from '@/components/ui/search-box';
import { adminUserPath } from '@/config/paths';

export const BIDS_LOAD_FAILED = 'Failed to load bids';

const STATUS_OPTIONS = BID_STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All statuses' : capitalise(value),
}));
const SORT_LABELS: Record<BidSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  highest: 'Highest bid',
  lowest: 'Lowest bid',
};
const SORT_OPTIONS = (Object.keys(BID_SORTS) as BidSort[]).map((value) => ({ value, label: SORT_LABELS[value] }));

const isStatus = (value: string | null): value is BidStatusFilter =>
  BID_STATUS_FILTERS.some((status) => status === value);
const isSort = (value: string | null): value is BidSort => value !== null && value in BID_SORTS;

/**
 * Back to where the admin came from (the details, most likely); opened directly, to the user's
 * details. React Router gives the first location of a visit the key 'default'.
 */
function useBack(userId: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  // Read once, on arrival: a filter replaces the address with one of a new key, and Back from a
  // page opened directly would then step out of the app.
  const [openedDirectly] = useState(() => key === 'default');
  return () => {
    if (openedDirectly) void navigate(adminUserPath(userId));
    else void navigate(-1);
  };
}

/** All bids of one user: search, status filter, sort and twenty a page. */
export function UserBidsView({ userId }: { readonly userId: string }) {
  const { params, search, page, text, setText, setPage, setParam } = useListParams({ replaceHistory: true });
  const status: BidStatusFilter = isStatus(params.get('status')) ? (params.get('status') as BidStatusFilter) : 'all';
  const sort: BidSort = isSort(params.get('sort')) ? (params.get('sort') as BidSort) : 'newest';
  const bids = useUserBids(userId, { page, search, status, sort });
  const back = useBack(userId);
  const filtered = search !== '' || status !== 'all';
  const owner = bids.data?.user;

  // An address past the last page goes to the last page.
  const pages = bids.data?.totalPages ?? 0;
  useEffect(() => {
    if (pages >= 1 && page > pages) setPage(pages);
  }, [page, pages, setPage]);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <Button variant="ghost" className="-ml-3 px-3 py-1.5" onClick={back}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back
      </Button>
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">All Bids</h1>
        <p className="mt-1 break-words text-slate-600">
          {owner === undefined
            ? 'Every bid placed for this user.'
            : `Every bid placed for ${owner.name} (${owner.email}).`}
        </p>
      </header>
      <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <SearchBox label="Search bids" placeholder="Project title or ID" value={text} onChange={setText} />
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => setParam('status', event.target.value === 'all' ? null : event.target.value)}
        />
        <SelectField
          label="Sort by"
          options={SORT_OPTIONS}
          value={sort}
          onChange={(event) => setParam('sort', event.target.value === 'newest' ? null : event.target.value)}
        />
      </div>
      {bids.isPending ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label="Loading bids" />
        </div>
      ) : bids.data === undefined ? (
        <LoadFailed
          text={errorMessage(bids.error, BIDS_LOAD_FAILED)}
          onRetry={isNotFound(bids.error) ? undefined : () => void bids.refetch()}
        />
      ) : bids.data.pagination.total === 0 ? (
        <EmptyState
          icon={ListChecks}
          title="No Bids Found"
          text={
            filtered
              ? 'No bids match this search and status. Try another search or status.'
              : 'No bids have been placed for this user yet.'
          }
        />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {bids.data.pagination.total === 1 ? '1 bid' : `${bids.data.pagination.total} bids`}
          </p>
          <BidCards bids={bids.data.bids} label="Bids" userId={userId} />
          <BidsTable bids={bids.data.bids} caption="Bids" userId={userId} />
          <Pagination label="Bid pages" current={page} pages={bids.data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
