import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ReviewResponse } from '@contract/reviews';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useConfirmReviewLink, useReviewLink } from '../api/reviews';
import { budgetText } from './review-display';
import { DraftAmount } from './draft-amount';
import { paths } from '@/config/paths';

type Closed = Exclude<ReviewResponse['status'], 'waiting'>;

/** A draft no longer waiting: what happened to it, as the page's heading and the line under it. */
const OUTCOMES: Readonly<Record<Closed, { readonly heading: string; readonly text: string }>> = {
  approved: { heading: 'This bid was approved', text: 'It is on its way to Freelancer.' },
  placed: { heading: 'This bid was placed', text: 'It went out to Freelancer.' },
  rejected: { heading: 'This bid was rejected', text: 'No bid was placed.' },
  expired: { heading: 'This bid expired', text: 'Nobody approved it in time, so no bid was placed.' },
  failed: { heading: 'This bid could not be placed', text: 'Freelancer did not take it.' },
};

/** The page's frame: the public pages' width and spacing, below the site header. */
const frame = (children: ReactNode) => (
  <div className="mx-auto max-w-xl px-4 py-12">
    <Card>{children}</Card>
  </div>
);

/** Freelancer's reason as one sentence: it may come without a full stop. */
const sentence = (text: string): string => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

const link = 'mt-4 inline-block text-sm font-medium text-blue-700 underline';

/**
 * /review/link?token=…: a notification's signed link. Opening it decides nothing (a mail scanner
 * may open it); the button does, once. A draft already decided, placed or expired says which, with
 * nothing left to press.
 */
export function ReviewLinkView() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reviewLink = useReviewLink(token);
  const confirm = useConfirmReviewLink();

  if (token === '' || reviewLink.isError)
    return frame(
      <>
        <h1 className="text-xl font-bold text-slate-900">This link does not work</h1>
        <p className="mt-2 text-sm text-slate-700">
          {token === ''
            ? 'The link has no token.'
            : errorMessage(reviewLink.error, 'This review link is invalid or has expired.')}
        </p>
        <Link to={paths.review} className={link}>
          Open the Review screen
        </Link>
      </>,
    );
  if (reviewLink.data === undefined)
    return (
      <div className="px-4 py-12">
        <Spinner label="Loading the draft" />
      </div>
    );
  const { action, review } = reviewLink.data;
  const verb = action === 'approve' ? 'Approve' : 'Reject';
  if (confirm.isSuccess)
    return frame(
      <>
        <h1 className="text-xl font-bold text-slate-900">{action === 'approve' ? 'Approved' : 'Rejected'}</h1>
        <p role="status" className="mt-2 text-sm text-slate-700">
          {confirm.data.message}
        </p>
      </>,
    );
  const outcome: (typeof OUTCOMES)[Closed] | null = review.status === 'waiting' ? null : OUTCOMES[review.status];
  return frame(
    <>
      <h1 className="text-xl font-bold text-slate-900">{outcome === null ? `${verb} this bid?` : outcome.heading}</h1>
      <p className="mt-2 font-medium wrap-anywhere text-slate-900">{review.project.title}</p>
      <p className="text-sm text-slate-700">
        <DraftAmount amount={review.amount} currency={review.currency} hourly={review.project.type === 'hourly'} /> in{' '}
        {review.period} days · budget {budgetText(review)}
      </p>
      {outcome === null ? null : (
        <p className="mt-3 text-sm text-slate-700">
          {review.status === 'failed' && review.note !== null ? sentence(review.note) : outcome.text} This link has
          nothing more to do.
        </p>
      )}
      {/* Focusable, so a long proposal can be scrolled from the keyboard. */}
      <p
        tabIndex={0}
        aria-label="Proposal"
        className="mt-3 max-h-60 overflow-y-auto whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-sm text-slate-700"
      >
        {review.proposal}
      </p>
      {confirm.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errorMessage(confirm.error, 'Could not do that. Please try again.')}
        </p>
      ) : null}
      {outcome === null ? (
        <Button
          className="mt-4"
          variant={action === 'approve' ? 'primary' : 'secondary'}
          disabled={confirm.isPending}
          onClick={() => confirm.mutate(token)}
        >
          {verb} the bid
        </Button>
      ) : (
        <Link to={paths.bidLogs} className={link}>
          Open Bid Logs
        </Link>
      )}
    </>,
  );
}
