import type { ReviewResponse } from '@contract/reviews';
import { DraftAmount } from './draft-amount';
import { wasApproved } from './review-display';

/** A decided draft's amount and delivery: the approved ones, or for a draft never approved, the drafted ones. */
export function DecidedTerms({ review }: { readonly review: ReviewResponse }) {
  return (
    <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
      <div>
        <dt className="inline font-medium">{wasApproved(review.status) ? 'Approved amount: ' : 'Drafted amount: '}</dt>
        <dd className="inline">
          <DraftAmount amount={review.amount} currency={review.currency} hourly={review.project.type === 'hourly'} />
        </dd>
      </div>
      <div>
        <dt className="inline font-medium">Delivery: </dt>
        <dd className="inline">
          {review.period} {review.period === 1 ? 'day' : 'days'}
        </dd>
      </div>
    </dl>
  );
}
