import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { BidDetailResponse } from '@contract/bid-detail';
import { Button, buttonClasses } from '../ui/button';
import { LoadFailed } from '../ui/load-failed';
import { Spinner } from '../ui/spinner';
import { isNotFound } from '@/lib/api-error';
import { BidDetailBody, type ClientAction } from './bid-detail-body';
import type { BidReader } from './bid-detail-display';

export const BID_LOAD_FAILED = 'Failed to load this bid';

/** Where a screen goes back to when opened directly, and what that place is called. */
export interface BackTo {
  readonly path: string;
  readonly label: string;
}

/**
 * Back to where the reader came from (a Bid Logs page, all bids, the user's details); opened
 * directly, to `fallback`. React Router gives the first location of a visit the key 'default'.
 */
function BackButton({ fallback }: { readonly fallback: BackTo }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return (
    <Button
      variant="ghost"
      className="-ml-3 px-3 py-1.5"
      onClick={() => void (key === 'default' ? navigate(fallback.path) : navigate(-1))}
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back
    </Button>
  );
}

function NotFound({ fallback }: { readonly fallback: BackTo }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
      <h1 className="mt-3 text-lg font-semibold text-slate-900">Bid not found</h1>
      <p className="mt-1 text-sm text-slate-600">
        There is no such bid here. The link may be mistyped, or the bid belongs to someone else.
      </p>
      <Link to={fallback.path} className={buttonClasses('secondary', 'mt-4')}>
        Go to {fallback.label}
      </Link>
    </div>
  );
}

/** A bid detail page: loading, not found, failed (with a retry) or the bid whole. */
export function BidDetailScreen({
  query,
  fallback,
  reader = 'owner',
  clientAction,
}: {
  readonly query: UseQueryResult<BidDetailResponse>;
  readonly fallback: BackTo;
  /** Whose words the page speaks in: the bid's owner's, or an admin's reading another user's bid. */
  readonly reader?: BidReader;
  readonly clientAction?: ClientAction;
}) {
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <BackButton fallback={fallback} />
      {query.isPending ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label="Loading bid" />
        </div>
      ) : query.isError ? (
        isNotFound(query.error) ? (
          <NotFound fallback={fallback} />
        ) : (
          <>
            <h1 className="sr-only">Bid</h1>
            <LoadFailed text={BID_LOAD_FAILED} onRetry={() => void query.refetch()} />
          </>
        )
      ) : (
        <BidDetailBody bid={query.data.bid} reader={reader} clientAction={clientAction} />
      )}
    </div>
  );
}
