import { ReviewLinkView } from '@/features/reviews/components/review-link-view';

/** /review/link?token=… (public): a review notification's signed approve or reject link. */
export default function ReviewLinkRoute() {
  return <ReviewLinkView />;
}
