import { ReviewsView } from '@/features/reviews/components/reviews-view';

/** /review (login required): held drafts waiting for the user. */
export default function ReviewRoute() {
  return <ReviewsView />;
}
