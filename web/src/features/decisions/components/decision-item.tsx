import { Link } from 'react-router-dom';
import { FitBadge } from '@/components/fit/fit-score-view';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { bidDetailPath } from '@/config/paths';
import { formatDateTime } from '@/lib/date-format';
import { OUTCOME_LABELS, OUTCOME_TONES, type DecisionView } from './decision-display';

/** One project a run decided on: its outcome, fit, reasons, and the bid when one was placed. */
export function DecisionItem({ decision }: { readonly decision: DecisionView }) {
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
