import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ApproveReviewBody, ReviewResponse } from '@contract/reviews';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field, inputClasses } from '@/components/ui/field';
import { budgetText, expiryText, money } from './review-display';

/** The text's length limits, as the API's (docs/design.md#proposal-guard). */
const PROPOSAL_MIN = 30;
const PROPOSAL_MAX = 1_500;

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Only what changed goes to the API, so an untouched draft is approved exactly as held. */
function editsOf(review: ReviewResponse, proposal: string, amount: string, period: string): ApproveReviewBody | string {
  const edits: { proposal?: string; amount?: number; period?: number } = {};
  const text = proposal.trim();
  if (text !== review.proposal.trim()) {
    if (text.length < PROPOSAL_MIN) return `The proposal must be at least ${PROPOSAL_MIN} characters.`;
    if (text.length > PROPOSAL_MAX)
      return `The proposal must be at most ${PROPOSAL_MAX.toLocaleString('en-US')} characters.`;
    edits.proposal = text;
  }
  const value = Number(amount);
  if (!Number.isFinite(value) || Math.round(value * 100) < 1) return 'The amount must be at least 0.01.';
  if (value !== review.amount) edits.amount = value;
  const days = Number(period);
  if (!Number.isInteger(days) || days < 1 || days > 365) return 'The period is whole days from 1 to 365.';
  if (days !== review.period) edits.period = days;
  return edits;
}

/**
 * What the user typed into a card, kept by the screen while an approval is on its way: the card
 * leaves the list at once and comes back when the server refuses, with the edits and its words.
 */
export interface KeptForm {
  readonly proposal: string;
  readonly amount: string;
  readonly period: string;
  /** The server's refusal of these edits, shown where the screen's own checks show theirs. */
  readonly problem: string | null;
}

export function ReviewCard({
  review,
  busy,
  kept,
  onApprove,
  onReject,
}: {
  readonly review: ReviewResponse;
  readonly busy: boolean;
  readonly kept?: KeptForm | undefined;
  readonly onApprove: (edits: ApproveReviewBody, form: Omit<KeptForm, 'problem'>) => void;
  readonly onReject: (blockClient: boolean) => void;
}) {
  const [proposal, setProposal] = useState(kept?.proposal ?? review.proposal);
  const [amount, setAmount] = useState(kept?.amount ?? String(review.amount));
  const [period, setPeriod] = useState(kept?.period ?? String(review.period));
  const [blockClient, setBlockClient] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The screen's own check first; else the server's refusal of the edits last sent, which the screen keeps.
  const shown = problem ?? kept?.problem ?? null;
  const now = useNow(30_000);
  const ids = useId();
  const titleId = `${ids}-title`;
  const proposalId = `${ids}-proposal`;
  const waiting = review.status === 'waiting';

  const approve = (event: FormEvent) => {
    event.preventDefault();
    const edits = editsOf(review, proposal, amount, period);
    if (typeof edits === 'string') return setProblem(edits);
    setProblem(null);
    onApprove(edits, { proposal, amount, period });
  };

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <article aria-labelledby={titleId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="min-w-0 break-words text-base font-semibold text-slate-900">
            <a
              href={review.project.url}
              target="_blank"
              rel="noreferrer"
              className="underline-offset-2 hover:underline"
            >
              {review.project.title}
            </a>
          </h2>
          <p className="text-sm font-medium text-amber-800">
            {waiting ? expiryText(review.expiresAt, now) : STATUS_TEXT[review.status]}
          </p>
        </div>
        <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-3">
          <div>
            <dt className="inline font-medium">Budget: </dt>
            <dd className="inline">{budgetText(review)}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Client: </dt>
            <dd className="inline">
              {[review.client.id === null ? 'unknown' : `#${review.client.id}`, review.client.country]
                .filter(Boolean)
                .join(', ')}
            </dd>
          </div>
          <div>
            <dt className="inline font-medium">Fit: </dt>
            <dd className="inline">{review.fitScore === null ? 'not scored' : `${review.fitScore} / 100`}</dd>
          </div>
        </dl>
        {review.note === null ? null : (
          <p className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {waiting ? 'Your last approval did not go through: ' : 'Freelancer refused the bid: '}
            {review.note}
          </p>
        )}
        <div className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">Why it was held</p>
          <ul className="mt-1 list-disc pl-5">
            {review.holdReasons.map((reason) => (
              <li key={reason.code}>{reason.message}</li>
            ))}
          </ul>
        </div>
        {waiting ? (
          <form
            noValidate
            className="mt-4 space-y-3"
            onSubmit={approve}
            aria-label={`Review the bid on ${review.project.title}`}
          >
            <div>
              <label htmlFor={proposalId} className="mb-1 block text-sm font-medium text-slate-700">
                Proposal
              </label>
              <textarea
                id={proposalId}
                value={proposal}
                onChange={(event) => setProposal(event.target.value)}
                rows={8}
                maxLength={PROPOSAL_MAX + 200}
                className={inputClasses(false, 'resize-y')}
              />
              <p className="mt-1 text-xs text-slate-500">
                {proposal.trim().length.toLocaleString('en-US')} / {PROPOSAL_MAX.toLocaleString('en-US')} characters
              </p>
            </div>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Field
                label={`Amount (${review.currency})`}
                type="number"
                inputMode="decimal"
                min="0.01"
                step="0.01"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                hint={`Drafted: ${money(review.amount, review.currency)}`}
              />
              <Field
                label="Delivery (days)"
                type="number"
                inputMode="numeric"
                min="1"
                max="365"
                step="1"
                value={period}
                onChange={(event) => setPeriod(event.target.value)}
              />
            </div>
            {shown === null ? null : (
              <p role="alert" className="text-sm text-red-700">
                {shown}
              </p>
            )}
            <CheckboxField
              label="Never bid for this client"
              description="Rejecting adds the client to your blocked clients."
              checked={blockClient}
              onChange={(event) => setBlockClient(event.target.checked)}
              disabled={review.client.id === null}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy}>
                Approve and bid
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => onReject(blockClient)}>
                Reject
              </Button>
            </div>
          </form>
        ) : (
          <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-700">{review.proposal}</p>
        )}
      </article>
    </li>
  );
}

const STATUS_TEXT: Readonly<Record<ReviewResponse['status'], string>> = {
  waiting: 'Waiting',
  approved: 'Approved: placing the bid',
  placed: 'Approved and placed',
  rejected: 'Rejected',
  expired: 'Expired unplaced',
  failed: 'Not placed',
};
