import { http, HttpResponse } from 'msw';
import type { ReviewDecisionResponse, ReviewLinkResponse, ReviewResponse, ReviewsResponse } from '@contract/reviews';
import type { ErrorResponse } from '@contract/common';
import { apiUrl, errorResponse } from './handlers';

export const aReview = (overrides: Partial<ReviewResponse> = {}): ReviewResponse => ({
  id: 'r1',
  status: 'waiting',
  bidId: 'b1',
  project: {
    id: '4021',
    title: 'Build a React dashboard',
    url: 'https://www.freelancer.com/projects/react-dashboard',
    type: 'fixed',
    description: 'Charts and CSV export',
    budgetMin: 250,
    budgetMax: 750,
    currency: 'EUR',
  },
  client: { id: '77', country: 'DE' },
  proposal: 'I have built React dashboards with charts and CSV export; I can start today.',
  amount: 375,
  currency: 'EUR',
  amountUsd: 394.74,
  period: 14,
  fitScore: 42,
  holdReasons: [{ code: 'LOW_FIT', message: 'Fit score 42 is below your threshold of 50.' }],
  createdAt: new Date(Date.now() - 10 * 60_000).toISOString(),
  expiresAt: new Date(Date.now() + 50 * 60_000 + 30_000).toISOString(),
  decidedAt: null,
  note: null,
  ...overrides,
});

/** The review lane's API over `rows`, which decisions change as the server would; `calls` records the bodies sent. */
export function reviewsHandlers(
  rows: ReviewResponse[],
  calls: { path: string; body: unknown }[] = [],
  refuse?: { status: number; message: string; errorCode: string; field?: string },
) {
  const waiting = () => rows.filter((row) => row.status === 'waiting').length;
  const decide = (status: 'approved' | 'rejected') =>
    http.post<{ id: string }, never, ReviewDecisionResponse | ErrorResponse>(
      apiUrl(`/reviews/:id/${status === 'approved' ? 'approve' : 'reject'}`),
      async ({ request, params }) => {
        const body: unknown = await request.json().catch(() => ({}));
        calls.push({ path: new URL(request.url).pathname, body });
        if (refuse !== undefined) return errorResponse(refuse.status, refuse.message, refuse.errorCode, refuse.field);
        const index = rows.findIndex((row) => row.id === params.id);
        if (index < 0) return errorResponse(404, 'Review not found', 'REVIEW_NOT_FOUND');
        const review: ReviewResponse = { ...rows[index]!, ...(status === 'approved' ? (body as object) : {}), status };
        rows[index] = review;
        return HttpResponse.json<ReviewDecisionResponse>({
          success: true,
          message: status === 'approved' ? 'Approved: the bid is on its way.' : 'Rejected: no bid was placed.',
          review,
        });
      },
    );
  return [
    http.get(apiUrl('/reviews/count'), () => HttpResponse.json({ success: true, waiting: waiting() })),
    http.get(apiUrl('/reviews'), () =>
      HttpResponse.json<ReviewsResponse>({
        success: true,
        reviews: rows.filter((row) => row.status === 'waiting'),
        pagination: { current: 1, pages: rows.length === 0 ? 0 : 1, total: rows.length, limit: 20 },
        waiting: waiting(),
      }),
    ),
    decide('approved'),
    decide('rejected'),
  ];
}

export const reviewLinkHandlers = (answer: ReviewLinkResponse | null, calls: unknown[] = []) => [
  http.get(apiUrl('/review-links'), () =>
    answer === null
      ? errorResponse(
          400,
          'This review link is invalid or has expired. Open the Review screen to decide on the draft.',
          'REVIEW_LINK_INVALID',
        )
      : HttpResponse.json(answer),
  ),
  http.post(apiUrl('/review-links/confirm'), async ({ request }) => {
    calls.push(await request.json());
    return HttpResponse.json<ReviewDecisionResponse>({
      success: true,
      message: 'Approved: the bid is on its way.',
      review: { ...answer!.review, status: 'approved' },
    });
  }),
];
