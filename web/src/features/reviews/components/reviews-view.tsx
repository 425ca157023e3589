import { ClipboardCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useLoadErrorToast } from '@/lib/load-error-toast';
import { useDecideReview, useReviews } from '../api/reviews';
import { ReviewCard, type CardFocus, type KeptForm } from './review-card';
import { fieldsRefused } from './review-edits';

export const LOAD_FAILED = 'Failed to load your reviews';

function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  return [
    Number.isInteger(page) && page >= 1 ? page : 1,
    (next) => setParams(next === 1 ? {} : { page: String(next) }),
  ];
}

/**
 * Where keyboard focus goes once a decision moved things (it would fall to the page otherwise): after
 * a draft left the list, to whatever took its place; after a refusal, to the returned card's field
 * at fault, or its heading.
 */
type FocusRequest =
  { readonly after: string; readonly index: number } | { readonly on: string; readonly target: CardFocus };

/** /review: the drafts the review lane held, waiting ones first (docs/design.md#review-lane). */
export function ReviewsView() {
  const [page, setPage] = usePageParam();
  const reviews = useReviews(page);
  const decide = useDecideReview();
  // Edits of approvals on their way, by draft: a refused one comes back as the user left it.
  const [kept, setKept] = useState<Readonly<Record<string, KeptForm>>>({});
  const keep = (id: string, form: KeptForm | undefined) =>
    setKept(({ [id]: _dropped, ...others }) => (form === undefined ? others : { ...others, [id]: form }));
  useLoadErrorToast([reviews.error], LOAD_FAILED, 'reviews-load');
  const data = reviews.data;
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const pageHeading = useRef<HTMLHeadingElement>(null);
  const emptyState = useRef<HTMLParagraphElement>(null);
  const leaving = (id: string) =>
    setFocus({ after: id, index: data?.reviews.findIndex((review) => review.id === id) ?? 0 });
  const back = (id: string, target: CardFocus) => setFocus({ on: id, target });

  // A decided draft leaves the list at once: focus the next card's heading, the last one's if it
  // was last, or the empty state (the page's heading while the page reads again) when none is left.
  useEffect(() => {
    if (focus === null || !('after' in focus) || data === undefined) return;
    if (data.reviews.some((review) => review.id === focus.after)) return;
    const next = data.reviews[Math.min(focus.index, data.reviews.length - 1)];
    if (next !== undefined) return setFocus({ on: next.id, target: 'heading' });
    (emptyState.current ?? pageHeading.current)?.focus();
    setFocus(null);
  }, [data, focus]);

  return (
    <div className="mx-auto max-w-4xl">
      <h1 ref={pageHeading} tabIndex={-1} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Review
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        Bids held for you before they are placed. Approve as drafted, edit then approve, or reject. A draft nobody
        approves expires unplaced, and no bid is spent.
      </p>
      {data === undefined ? (
        reviews.isPending ? (
          <div className="mt-8 flex justify-center">
            <Spinner label="Loading reviews" />
          </div>
        ) : null
      ) : data.reviews.length === 0 ? (
        <div className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
          <ClipboardCheck aria-hidden="true" className="mx-auto h-8 w-8 text-slate-400" />
          <p ref={emptyState} tabIndex={-1} className="mt-2 font-medium text-slate-900">
            Nothing to review
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Bids you chose to review (in Settings) wait here before they are placed.
          </p>
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-700" aria-live="polite">
            {data.waiting === 1 ? '1 draft waiting' : `${data.waiting} drafts waiting`}
          </p>
          <ul className="mt-3 space-y-4">
            {data.reviews.map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                busy={decide.isPending && decide.variables.id === review.id}
                kept={kept[review.id]}
                focus={focus !== null && 'on' in focus && focus.on === review.id ? focus.target : null}
                onFocused={() => setFocus((current) => (current !== null && 'on' in current ? null : current))}
                onApprove={(edits, form) => {
                  keep(review.id, { ...form, problem: null });
                  leaving(review.id);
                  decide.mutate(
                    { id: review.id, page, kind: 'approve', edits },
                    {
                      onSuccess: () => {
                        keep(review.id, undefined);
                        toast.success('Approved: the bid is on its way.');
                      },
                      onError: (error) => {
                        const words = errorMessage(error, 'Could not approve. Please try again.');
                        // Edits the server refused are the user's to fix, beside them; anything else is a toast.
                        if (isApiError(error) && error.errorCode === 'VALIDATION_FAILED') {
                          const fields = fieldsRefused(error.field, edits);
                          keep(review.id, { ...form, problem: { message: words, fields } });
                          back(review.id, fields[0] ?? 'heading');
                        } else {
                          toast.error(words);
                          back(review.id, 'heading');
                        }
                      },
                    },
                  );
                }}
                onReject={(blockClient) => {
                  leaving(review.id);
                  decide.mutate(
                    { id: review.id, page, kind: 'reject', blockClient },
                    {
                      onSuccess: () =>
                        toast.success(
                          blockClient ? 'Rejected, and this client is blocked.' : 'Rejected: no bid was placed.',
                        ),
                      onError: (error) => {
                        toast.error(errorMessage(error, 'Could not reject. Please try again.'));
                        back(review.id, 'heading');
                      },
                    },
                  );
                }}
              />
            ))}
          </ul>
          <Pagination
            className="mt-6"
            label="Review pages"
            current={data.pagination.current}
            pages={data.pagination.pages}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
