import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ApproveReviewBody, ReviewResponse } from '@contract/reviews';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { cn } from '@/components/ui/cn';
import { Field, inputClasses } from '@/components/ui/field';
import { focusRing } from '@/components/ui/focus-ring';
import { bidDetailPath } from '@/config/paths';
import { budgetText, expiryText, STATUS_TEXT, STATUS_TONE } from './review-display';
import { DecidedTerms } from './decided-terms';
import { DraftAmount } from './draft-amount';
import { editsOf, isProblem, PROPOSAL_MAX, type ReviewField, type ReviewProblem } from './review-edits';

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
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
  readonly problem: ReviewProblem | null;
}

/** Where the screen asks a card to put keyboard focus: its heading, or a field at fault. */
export type CardFocus = ReviewField | 'heading';

export function ReviewCard({
  review,
  busy,
  kept,
  onApprove,
  onReject,
  focus = null,
  onFocused,
}: {
  readonly review: ReviewResponse;
  readonly busy: boolean;
  readonly kept?: KeptForm | undefined;
  readonly onApprove: (edits: ApproveReviewBody, form: Omit<KeptForm, 'problem'>) => void;
  readonly onReject: (blockClient: boolean) => void;
  /** Set by the screen after a decision moved things: the card focuses it once, then calls onFocused. */
  readonly focus?: CardFocus | null;
  readonly onFocused?: () => void;
}) {
  const [proposal, setProposal] = useState(kept?.proposal ?? review.proposal);
  const [amount, setAmount] = useState(kept?.amount ?? String(review.amount));
  const [period, setPeriod] = useState(kept?.period ?? String(review.period));
  const [blockClient, setBlockClient] = useState(false);
  const [problem, setProblem] = useState<ReviewProblem | null>(null);
  // The screen's own check first; else the server's refusal of the edits last sent, which the screen keeps.
  const shown = problem ?? kept?.problem ?? null;
  const [ownFocus, setOwnFocus] = useState<CardFocus | null>(null);
  const now = useNow(30_000);
  const ids = `review-${review.id}`;
  const titleId = `${ids}-title`;
  const problemId = `${ids}-problem`;
  const fieldId = (field: ReviewField) => `${ids}-${field}`;
  const waiting = review.status === 'waiting';
  const hourly = review.project.type === 'hourly';
  const heading = useRef<HTMLHeadingElement>(null);
  const fields = {
    proposal: useRef<HTMLTextAreaElement>(null),
    amount: useRef<HTMLInputElement>(null),
    period: useRef<HTMLInputElement>(null),
  };
  const target = ownFocus ?? focus;

  useEffect(() => {
    if (target === null) return;
    (target === 'heading' ? heading : fields[target]).current?.focus();
    setOwnFocus(null);
    if (ownFocus === null) onFocused?.();
  });

  /** A field the shown refusal is about: marked invalid and described by the refusal's words. */
  const faulty = (field: ReviewField, hintId?: string) => {
    const bad = shown?.fields.includes(field) === true;
    return {
      id: fieldId(field),
      'aria-invalid': bad ? true : undefined,
      'aria-describedby': [bad ? problemId : null, hintId ?? null].filter(Boolean).join(' ') || undefined,
    };
  };

  const approve = (event: FormEvent) => {
    event.preventDefault();
    const edits = editsOf(review, { proposal, amount, period });
    if (isProblem(edits)) {
      setProblem(edits);
      // The first field at fault takes the focus, so its refusal is read with it.
      setOwnFocus(edits.fields[0] ?? null);
      return;
    }
    setProblem(null);
    onApprove(edits, { proposal, amount, period });
  };

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <article aria-labelledby={titleId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          {/* Focusable from script only: where the screen moves focus after a decision. */}
          <h2
            ref={heading}
            id={titleId}
            tabIndex={-1}
            className="min-w-0 break-words text-base font-semibold text-slate-900"
          >
            <a
              href={review.project.url}
              target="_blank"
              rel="noreferrer"
              className="underline-offset-2 hover:underline"
            >
              {review.project.title}
            </a>
          </h2>
          <p className={`text-sm font-medium ${STATUS_TONE[review.status]}`}>
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
          // Unnamed, so not a landmark: clients repost under one title, and two drafts' forms named
          // by it would be landmarks a screen reader cannot tell apart. The article names the card.
          <form noValidate className="mt-4 space-y-3" onSubmit={approve}>
            <div>
              <label htmlFor={fieldId('proposal')} className="mb-1 block text-sm font-medium text-slate-700">
                Proposal
              </label>
              <textarea
                ref={fields.proposal}
                {...faulty('proposal', `${ids}-length`)}
                value={proposal}
                onChange={(event) => setProposal(event.target.value)}
                rows={8}
                maxLength={PROPOSAL_MAX + 200}
                className={inputClasses(shown?.fields.includes('proposal') === true, 'resize-y')}
              />
              <p id={`${ids}-length`} className="mt-1 text-xs text-slate-500">
                {proposal.trim().length.toLocaleString('en-US')} / {PROPOSAL_MAX.toLocaleString('en-US')} characters
              </p>
            </div>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Field
                ref={fields.amount}
                {...faulty('amount', `${fieldId('amount')}-hint`)}
                label={hourly ? `Hourly rate (${review.currency})` : `Amount (${review.currency})`}
                type="number"
                inputMode="decimal"
                min="0.01"
                step="0.01"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                hint={
                  <>
                    Drafted: <DraftAmount amount={review.amount} currency={review.currency} hourly={hourly} />
                  </>
                }
              />
              <Field
                ref={fields.period}
                {...faulty('period')}
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
              <p id={problemId} role="alert" className="text-sm text-red-700">
                {shown.message}
              </p>
            )}
            <CheckboxField
              label="Never bid for this client"
              description={
                review.client.id === null
                  ? 'The client is unknown, so they cannot be blocked.'
                  : 'With this ticked, Reject also blocks the client.'
              }
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
          <>
            <DecidedTerms review={review} />
            <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-700">{review.proposal}</p>
            <p className="mt-3 text-sm">
              <Link
                to={bidDetailPath(review.bidId)}
                className={cn('rounded font-medium text-blue-700 hover:underline', focusRing)}
              >
                View the bid<span className="sr-only"> on {review.project.title}</span>
              </Link>
            </p>
          </>
        )}
      </article>
    </li>
  );
}
