import { Filter } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FitBadge } from '@/components/fit/fit-score-view';
import { Badge } from '@/components/ui/badge';
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
import { formatDateTime } from '@/lib/date-format';
import { OUTCOME_LABELS, OUTCOME_TONES, type DecisionView } from './decision-display';
import { ExplainBox } from './explain-box';
import { bidDetailPath } from '@/config/paths';

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

function ReasonChips({
  counts,
  selected,
  days,
  onSelect,
}: {
  readonly counts: DecisionsCounts;
  readonly selected: string | null;
  readonly days: number;
  readonly onSelect: (reason: string | null) => void;
}) {
  const chip = (active: boolean) =>
    cn(
      'inline-flex items-center gap-1 rounded-2xl border px-3 py-1 text-left text-sm',
      focusRing,
      active ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
    );
  return (
    <section
      aria-labelledby="skip-reasons-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="skip-reasons-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Filter aria-hidden="true" className="h-4 w-4 text-slate-500" />
        Why projects were skipped, last {days} days
      </h2>
      {counts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No project was skipped in the last {days} days.</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Filter by reason">
          <li>
            <button
              type="button"
              className={chip(selected === null)}
              aria-pressed={selected === null}
              onClick={() => onSelect(null)}
            >
              All reasons
            </button>
          </li>
          {counts.map((count) => (
            <li key={count.code}>
              <button
                type="button"
                className={chip(selected === count.code)}
                aria-pressed={selected === count.code}
                onClick={() => onSelect(count.code)}
              >
                {count.message}
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs font-semibold',
                    selected === count.code ? 'bg-white/20' : 'bg-slate-100',
                  )}
                >
                  {count.count.toLocaleString('en-US')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-slate-500">
        Counts cover every project your runs looked at; the list keeps the newest few skips of each run. Projects
        sharing no skill with you are counted, not listed.
      </p>
    </section>
  );
}

type DecisionsCounts = readonly { readonly code: string; readonly message: string; readonly count: number }[];

function DecisionItem({ decision }: { readonly decision: DecisionView }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words text-base font-semibold text-slate-900">
          <a
            href={decision.projectUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn('rounded hover:underline', focusRing)}
          >
            {decision.projectTitle}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </h3>
        <span className="flex flex-wrap items-center gap-2">
          {decision.fitScore === null ? null : <FitBadge score={decision.fitScore} />}
          <Badge tone={OUTCOME_TONES[decision.outcome]}>{OUTCOME_LABELS[decision.outcome]}</Badge>
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-500">
        Project ID: {decision.projectId} ·{' '}
        <time dateTime={decision.decidedAt}>{formatDateTime(decision.decidedAt)}</time>
      </p>
      {decision.reasons.length > 0 ? (
        <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-700" aria-label="Reasons">
          {decision.reasons.map((reason) => (
            <li key={reason.code}>{reason.message}</li>
          ))}
        </ul>
      ) : null}
      {decision.detail !== null ? (
        <p className="mt-2 break-words rounded bg-amber-50 px-2 py-1 text-sm text-amber-900">{decision.detail}</p>
      ) : null}
      {decision.bidId === null ? null : (
        <p className="mt-2 text-sm text-slate-700">
          {/* A skip may be a bid in a later run (the pace had no room yet, another search profile matched it); "Already bid" says so itself. */}
          {decision.outcome === 'skipped' && !decision.reasons.some((reason) => reason.code === 'ALREADY_BID')
            ? 'Bid on in another run. '
            : null}
          <Link
            to={bidDetailPath(decision.bidId)}
            className={cn('rounded font-medium text-blue-700 hover:underline', focusRing)}
          >
            View the bid<span className="sr-only"> on {decision.projectTitle}</span>
          </Link>
        </p>
      )}
    </li>
  );
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
