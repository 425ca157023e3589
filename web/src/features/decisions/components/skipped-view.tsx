import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useLoadErrorToast } from '@/lib/load-error-toast';
import {
  ALREADY_BID,
  hidesAlreadyBid,
  useDecisions,
  type DecisionFilters,
  type DecisionOutcomeFilter,
} from '../api/get-decisions';
import { DecisionItem } from './decision-item';
import { ExplainBox } from './explain-box';
import { ReasonChips } from './reason-chips';

export const LOAD_FAILED = 'Failed to load skipped projects';

const OUTCOME_OPTIONS = [
  { value: 'skipped', label: 'Skipped' },
  { value: 'queued', label: 'Queued' },
  { value: 'held', label: 'Held' },
  { value: 'all', label: 'All decisions' },
] as const;

const isOutcome = (value: string | null): value is DecisionFilters['outcome'] =>
  OUTCOME_OPTIONS.some((option) => option.value === value);
const REASON_CODE = /^[A-Z_]{3,40}$/;

/** The filters in the address (?view=skipped&outcome&reason&alreadyBid&page), so a reload or a shared link shows the same list. */
function useFilterParams(): [
  DecisionFilters,
  (next: Partial<DecisionFilters>, options?: { readonly replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const outcome = params.get('outcome');
  const reason = params.get('reason');
  const filters: DecisionFilters = {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    outcome: isOutcome(outcome) ? outcome : 'skipped',
    reason: reason !== null && REASON_CODE.test(reason) ? reason : null,
    alreadyBid: params.get('alreadyBid') === 'shown',
  };
  const set = (next: Partial<DecisionFilters>, options?: { readonly replace?: boolean }) => {
    const merged = { ...filters, ...next };
    const query: Record<string, string> = { view: 'skipped' };
    if (merged.outcome !== 'skipped') query.outcome = merged.outcome;
    if (merged.reason !== null) query.reason = merged.reason;
    if (merged.alreadyBid) query.alreadyBid = 'shown';
    if (merged.page !== 1) query.page = String(merged.page);
    setParams(query, options);
  };
  return [filters, set];
}

/**
 * Projects already bid on are skipped again by every run that sees them in its window: listed,
 * they buried the skips a user can act on. They are left out unless asked for, and this says so.
 */
function AlreadyBidNotice({
  filters,
  excluded,
  onShow,
}: {
  readonly filters: DecisionFilters;
  readonly excluded: number;
  readonly onShow: (shown: boolean) => void;
}) {
  if (filters.reason === ALREADY_BID) return null;
  const hidden = hidesAlreadyBid(filters);
  if (hidden && excluded === 0) return null;
  const button = cn('rounded font-medium text-blue-700 hover:underline', focusRing);
  return (
    <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700" role="status">
      {hidden
        ? `${excluded.toLocaleString('en-US')} ${excluded === 1 ? 'decision' : 'decisions'} on projects you already bid on ${excluded === 1 ? 'is' : 'are'} hidden. `
        : 'Projects you already bid on are shown. '}
      <button type="button" className={button} onClick={() => onShow(hidden)}>
        {hidden ? 'Show them' : 'Hide them'}
      </button>
    </p>
  );
}

function EmptyState({ filtered }: { readonly filtered: boolean }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h3 className="text-lg font-semibold text-slate-900">
        {filtered ? 'Nothing matches these filters' : 'No decisions yet'}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {filtered
          ? 'Choose another reason or outcome.'
          : 'Each run records the projects it looked at here. Start autobidding or run Test Bidding from the dashboard.'}
      </p>
    </div>
  );
}

/** The Skipped tab: what the runs decided and why, filtered by reason and outcome, and the explain box. */
export function SkippedView() {
  const [filters, setFilters] = useFilterParams();
  const decisions = useDecisions(filters);
  useLoadErrorToast([decisions.error], LOAD_FAILED, 'decisions-load');

  const lastPage = decisions.data?.pagination.pages ?? 0;
  useEffect(() => {
    if (lastPage >= 1 && filters.page > lastPage) setFilters({ page: lastPage }, { replace: true });
  }, [lastPage, filters.page, setFilters]);

  const data = decisions.data;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Skipped projects</h1>
        <p className="mt-1 text-slate-600">
          What your runs looked at and why they did not bid, kept {data?.days ?? 14} days.
        </p>
      </header>
      <ExplainBox />
      {decisions.isPending ? (
        <div className="flex min-h-[20vh] items-center justify-center">
          <Spinner label="Loading skipped projects" />
        </div>
      ) : data === undefined ? null : (
        <>
          <ReasonChips
            counts={data.reasonCounts}
            selected={filters.reason}
            days={data.days}
            onSelect={(reason) => setFilters({ reason, page: 1 })}
          />
          <div className="max-w-xs">
            <SelectField
              label="Outcome"
              options={OUTCOME_OPTIONS}
              value={filters.outcome}
              onChange={(event) =>
                setFilters({ outcome: event.target.value as DecisionOutcomeFilter | 'all', page: 1 })
              }
            />
          </div>
          <AlreadyBidNotice
            filters={filters}
            excluded={data.excluded}
            onShow={(alreadyBid) => setFilters({ alreadyBid, page: 1 })}
          />
          {data.pagination.total === 0 ? (
            <EmptyState filtered={filters.reason !== null || filters.outcome !== 'skipped' || data.excluded > 0} />
          ) : (
            <>
              <ul className="space-y-3" aria-label="Decisions">
                {data.decisions.map((decision) => (
                  <DecisionItem key={decision.id} decision={decision} />
                ))}
              </ul>
              <Pagination
                label="Decision pages"
                current={data.pagination.current}
                pages={Math.max(data.pagination.pages, 1)}
                onPage={(page) => setFilters({ page })}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
