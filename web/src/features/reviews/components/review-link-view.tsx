import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useConfirmReviewLink, useReviewLink } from '../api/reviews';
import { budgetText, money } from './review-display';
import { paths } from '@/config/paths';

/**
 * /review/link?token=…: a notification's signed link. Opening it decides nothing (a mail scanner
 * may open it); the button does, once.
 */
export function ReviewLinkView() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useReviewLink(token);
  const confirm = useConfirmReviewLink();

  const box = (children: React.ReactNode) => (
    <div className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
  );
  if (token === '' || link.isError)
    return box(
      <>
        <h1 className="text-xl font-bold text-slate-900">This link does not work</h1>
        <p className="mt-2 text-sm text-slate-700">
          {token === ''
            ? 'The link has no token.'
            : errorMessage(link.error, 'This review link is invalid or has expired.')}
        </p>
        <Link to={paths.review} className="mt-4 inline-block text-sm font-medium text-blue-700 underline">
          Open the Review screen
        </Link>
      </>,
    );
  if (link.data === undefined) return <Spinner label="Loading the draft" />;
  const { action, review } = link.data;
  const verb = action === 'approve' ? 'Approve' : 'Reject';
  if (confirm.isSuccess)
    return box(
      <>
        <h1 className="text-xl font-bold text-slate-900">{action === 'approve' ? 'Approved' : 'Rejected'}</h1>
        <p role="status" className="mt-2 text-sm text-slate-700">
          {confirm.data.message}
        </p>
      </>,
    );
  return box(
    <>
      <h1 className="text-xl font-bold text-slate-900">{verb} this bid?</h1>
      <p className="mt-2 font-medium text-slate-900">{review.project.title}</p>
      <p className="text-sm text-slate-700">
        {money(review.amount, review.currency)} in {review.period} days · budget {budgetText(review)}
      </p>
      {review.status === 'waiting' ? null : (
        <p className="mt-3 text-sm font-medium text-amber-800">
          This draft is no longer waiting ({review.status}): the link has been used or has expired.
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
      <Button
        className="mt-4"
        variant={action === 'approve' ? 'primary' : 'secondary'}
        disabled={confirm.isPending || review.status !== 'waiting'}
        onClick={() => confirm.mutate(token)}
      >
        {verb} the bid
      </Button>
    </>,
  );
}
