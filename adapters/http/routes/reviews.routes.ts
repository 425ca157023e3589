import type Router from '@koa/router';
import {
  ApproveReviewBody,
  RejectReviewBody,
  ReviewLinkBody,
  ReviewLinkQuery,
  ReviewParams,
  ReviewsQuery,
  reviewsPagination,
  toReviewResponse,
  type ReviewCountResponse,
  type ReviewDecisionResponse,
  type ReviewLinkResponse,
  type ReviewsResponse,
} from '../../../contract/reviews.js';
import { DomainError, isDomainError } from '../../../core/domain/errors.js';
import type { ApiDependencies } from '../api-dependencies.js';
import type { AuthState } from '../middleware/authenticate.js';
import { publicLinkLimit } from '../middleware/public-link-limit.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

/**
 * The review lane (docs/design.md#review-lane): the signed-in user's drafts and decisions, and the
 * signed links' two routes that need no session. A link's GET only shows the draft, so a mail
 * scanner fetching it decides nothing; the page's POST acts.
 */
export function reviewsRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, signedIn, anyone } = apiRoutes(deps.resolveSession);
  const { verifyLink, ...drafts } = deps.useCases.reviews;
  const linkLimit = publicLinkLimit(deps, 'review-links');

  signedIn.on(endpoints.reviews.list, async (ctx) => {
    const { page, limit } = ReviewsQuery.parse(ctx.query);
    const userId = ctx.state.user.id;
    const [found, waiting] = await Promise.all([drafts.list(userId, { page, limit }), drafts.count(userId)]);
    ctx.body = {
      success: true,
      reviews: found.items.map(toReviewResponse),
      pagination: reviewsPagination(page, limit, found.total),
      waiting,
    } satisfies ReviewsResponse;
  });

  signedIn.on(endpoints.reviews.count, async (ctx) => {
    ctx.body = { success: true, waiting: await drafts.count(ctx.state.user.id) } satisfies ReviewCountResponse;
  });

  signedIn.on(endpoints.reviews.approve, async (ctx) => {
    const { id } = ReviewParams.parse(ctx.params);
    const edits = ApproveReviewBody.parse(ctx.request.body ?? {});
    const review = await drafts.approve(ctx.state.user.id, id, edits);
    ctx.body = {
      success: true,
      message: 'Approved: the bid is on its way.',
      review: toReviewResponse(review),
    } satisfies ReviewDecisionResponse;
  });

  signedIn.on(endpoints.reviews.reject, async (ctx) => {
    const { id } = ReviewParams.parse(ctx.params);
    const { blockClient } = RejectReviewBody.parse(ctx.request.body ?? {});
    const review = await drafts.reject(ctx.state.user.id, id, { blockClient: blockClient === true });
    ctx.body = {
      success: true,
      message: blockClient === true ? 'Rejected, and this client is blocked.' : 'Rejected: no bid was placed.',
      review: toReviewResponse(review),
    } satisfies ReviewDecisionResponse;
  });

  anyone.on(endpoints.reviews.link, linkLimit, async (ctx) => {
    const { token } = ReviewLinkQuery.parse(ctx.query);
    const claim = verifyLink(token);
    const review = await drafts.findByLink(claim.userId, claim.draftId).catch(orInvalidLink);
    ctx.body = { success: true, action: claim.action, review: toReviewResponse(review) } satisfies ReviewLinkResponse;
  });

  anyone.on(endpoints.reviews.confirmLink, linkLimit, async (ctx) => {
    const { token } = ReviewLinkBody.parse(ctx.request.body ?? {});
    const claim = verifyLink(token);
    await drafts.findByLink(claim.userId, claim.draftId).catch(orInvalidLink);
    const review =
      claim.action === 'approve'
        ? await drafts.approve(claim.userId, claim.draftId)
        : await drafts.reject(claim.userId, claim.draftId);
    ctx.body = {
      success: true,
      message: claim.action === 'approve' ? 'Approved: the bid is on its way.' : 'Rejected: no bid was placed.',
      review: toReviewResponse(review),
    } satisfies ReviewDecisionResponse;
  });

  return router;
}

/** A link to a draft that is not its signer's answers as invalid, never as someone else's draft; a disabled account's refusal stands. */
const orInvalidLink = (error: unknown): never => {
  if (isDomainError(error) && error.code === 'FORBIDDEN') throw error;
  throw invalidLink();
};

const invalidLink = (): DomainError =>
  new DomainError(
    'REVIEW_LINK_INVALID',
    'This review link is invalid or has expired. Open the Review screen to decide on the draft.',
  );
