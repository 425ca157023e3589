import type { ReactNode } from 'react';
import { DELETED_PROFILE_NAME } from '@contract/bid-detail';
import { Badge } from '../ui/badge';
import { Card, CardTitle } from '../ui/card';
import { formatDateTime } from '@/lib/date-format';
import { bidAmountTexts } from '@/lib/money';
import { ExternalLink } from 'lucide-react';
import { cn } from '../ui/cn';
import { focusRing } from '../ui/focus-ring';
import { BidStatusBadge, statusLabel } from '../ui/status-badge';
import { FitScoreView } from '../fit/fit-score-view';
import { BidHistory } from './bid-history';
import { CopyButton } from './copy-button';
import {
  PROJECT_TYPE_LABELS,
  amountRuleSentence,
  formatBudget,
  formatPeriod,
  type BidDetail,
  type BidReader,
} from './bid-detail-display';

/** What a bid logged before a field was kept shows in its place: never a guess. */
export const NOT_RECORDED = 'Not recorded: this bid was logged before BidPilot kept it.';

function Facts({ children }: { readonly children: ReactNode }) {
  return <dl className="grid gap-3 text-sm sm:grid-cols-2">{children}</dl>;
}

function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{children}</dd>
    </div>
  );
}

const Missing = ({ children = NOT_RECORDED }: { readonly children?: ReactNode }) => (
  <p className="text-sm italic text-slate-600">{children}</p>
);

/**
 * The headings that say whose bid it is: its owner reads "Your bid"; an admin, reading another
 * user's, reads neutral words.
 */
const WORDS: Readonly<Record<BidReader, { readonly bid: string; readonly brief: string; readonly skills: string }>> = {
  owner: {
    bid: 'Your bid',
    brief: 'Brief, as it stood when you bid',
    skills: 'Skills it shares with your settings',
  },
  admin: {
    bid: 'Bid',
    brief: 'Brief, as it stood when the bid was placed',
    skills: "Skills it shares with the user's settings",
  },
};

/** Long unbroken words (URLs, code) wrap rather than widen the page; whitespace is the author's. */
const prose = 'whitespace-pre-wrap break-words [overflow-wrap:anywhere] text-sm leading-relaxed text-slate-800';

/** What the reader may do about the bid's client (the owner: never bid for them again); absent on views that only read. */
export type ClientAction = (clientId: string) => ReactNode;

function ProjectSection({
  bid,
  reader,
  clientAction,
}: {
  readonly bid: BidDetail;
  readonly reader: BidReader;
  readonly clientAction?: ClientAction;
}) {
  const clientId = bid.project?.clientId ?? null;
  return (
    <Card aria-labelledby="bid-project" className="p-4 sm:p-6">
      <CardTitle id="bid-project">Project</CardTitle>
      <div className="mt-3 space-y-4">
        <Facts>
          <Fact label="Project ID">{bid.projectId}</Fact>
          <Fact label="On Freelancer">
            {/* Inline, so the icon follows the title's last word however the title wraps. */}
            <a
              href={bid.projectUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={cn('rounded font-medium text-blue-700 hover:underline', focusRing)}
            >
              {bid.projectTitle}
              <span className="sr-only"> (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" className="ml-1 inline h-4 w-4 align-text-bottom" />
            </a>
          </Fact>
          {bid.project === null ? null : (
            <>
              <Fact label="Type">{PROJECT_TYPE_LABELS[bid.project.type]}</Fact>
              <Fact label="Budget">{formatBudget(bid.project, bid.currency)}</Fact>
            </>
          )}
          {clientId === null ? null : <Fact label="Client">#{clientId}</Fact>}
        </Facts>
        {clientId === null || clientAction === undefined ? null : clientAction(clientId)}
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{WORDS[reader].brief}</h3>
          {bid.project === null ? (
            <Missing />
          ) : bid.project.description.trim() === '' ? (
            <Missing>The client wrote no brief.</Missing>
          ) : (
            <p className={`mt-1 ${prose}`}>{bid.project.description}</p>
          )}
        </div>
      </div>
    </Card>
  );
}

function YourBidSection({ bid, reader }: { readonly bid: BidDetail; readonly reader: BidReader }) {
  return (
    <Card aria-labelledby="bid-yours" className="p-4 sm:p-6">
      <CardTitle id="bid-yours">{WORDS[reader].bid}</CardTitle>
      <div className="mt-3 space-y-4">
        <Facts>
          <Fact label="Amount">
            {/* Freelancer takes any bid on an hourly project as a rate, whichever rule priced it. */}
            {bidAmountTexts(bid.bidAmount, bid.currency, bid.project?.type ?? null).full}
          </Fact>
          <Fact label="Delivery">{bid.periodDays === null ? 'Not recorded' : formatPeriod(bid.periodDays)}</Fact>
          {bid.milestonePercentage === null ? null : (
            <Fact label="First milestone">{`${bid.milestonePercentage}% of the amount`}</Fact>
          )}
          <Fact label="Logged on">{formatDateTime(bid.submittedAt)}</Fact>
        </Facts>
        <div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-slate-900">Proposal</h3>
            {bid.proposal === '' ? null : <CopyButton text={bid.proposal} label="Copy proposal" />}
          </div>
          {bid.proposal === '' ? (
            <Missing>No proposal was written: the bid stopped before that step.</Missing>
          ) : (
            <p className={`mt-2 rounded-md bg-slate-50 p-3 ${prose}`}>{bid.proposal}</p>
          )}
        </div>
      </div>
    </Card>
  );
}

function WhySection({ bid, reader }: { readonly bid: BidDetail; readonly reader: BidReader }) {
  const { match } = bid;
  return (
    <Card aria-labelledby="bid-why" className="p-4 sm:p-6">
      <CardTitle id="bid-why">Why this project</CardTitle>
      <div className="mt-3">
        <Facts>
          <Fact label="Search profile">{bid.profile.name ?? DELETED_PROFILE_NAME}</Fact>
          {bid.promptVariant === null ? null : (
            <Fact label="Written with">{`Prompt experiment variant "${bid.promptVariant.name}"`}</Fact>
          )}
        </Facts>
      </div>
      {match === null ? (
        <div className="mt-3">
          <Missing />
        </div>
      ) : (
        <div className="mt-3 space-y-4 text-sm">
          {match.fit === null ? null : <FitScoreView fit={match.fit} label="Fit score when it was queued" />}
          <div>
            <h3 className="font-semibold text-slate-900">{WORDS[reader].skills}</h3>
            {match.skills.length === 0 ? (
              <Missing>None recorded.</Missing>
            ) : (
              <ul aria-label="Matched skills" className="mt-2 flex flex-wrap gap-2">
                {match.skills.map((skill) => (
                  <li key={skill}>
                    <Badge tone="blue" className="break-all">
                      {skill}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">How the amount was set</h3>
            <p className="mt-1 text-slate-800">
              {match.amountRule === null ? NOT_RECORDED : amountRuleSentence(match.amountRule, bid.currency, reader)}
            </p>
          </div>
        </div>
      )}
    </Card>
  );
}

function HistorySection({ bid, reader }: { readonly bid: BidDetail; readonly reader: BidReader }) {
  return (
    <Card aria-labelledby="bid-history" className="p-4 sm:p-6">
      <CardTitle id="bid-history">History</CardTitle>
      <div className="mt-4">
        {bid.history.length === 0 ? (
          <Missing>
            {NOT_RECORDED} Its status now: {statusLabel(bid.status)}, last changed {formatDateTime(bid.updatedAt)}.
          </Missing>
        ) : (
          <BidHistory history={bid.history} reader={reader} />
        )}
      </div>
    </Card>
  );
}

/** One bid, whole: the users' and the admins' pages both show this body, each in its reader's words. */
export function BidDetailBody({
  bid,
  reader = 'owner',
  clientAction,
}: {
  readonly bid: BidDetail;
  readonly reader?: BidReader;
  readonly clientAction?: ClientAction;
}) {
  return (
    <article aria-labelledby="bid-title" className="space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h1
          id="bid-title"
          className="min-w-0 break-words text-2xl font-bold text-slate-900 [overflow-wrap:anywhere] sm:text-3xl"
        >
          {bid.projectTitle}
        </h1>
        <BidStatusBadge status={bid.status} />
      </header>
      {/* One column on a phone, in reading order; two on a wide screen. */}
      <div className="grid items-start gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <ProjectSection bid={bid} reader={reader} clientAction={clientAction} />
        <YourBidSection bid={bid} reader={reader} />
        <WhySection bid={bid} reader={reader} />
        <HistorySection bid={bid} reader={reader} />
      </div>
    </article>
  );
}
