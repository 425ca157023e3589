import { readFile } from 'node:fs/promises';
import type { UseCases } from '../../../adapters/composition/use-cases.js';
import { UserIdParams } from '../../../contract/admin-users.js';
import {
  ApproveReviewBody,
  RejectReviewBody,
  ReviewParams,
  ReviewsQuery,
  reviewsPagination,
  toReviewResponse,
} from '../../../contract/reviews.js';
import type { ReviewDraft } from '../../../core/domain/bidding/review-draft.js';
import type { CliDeps } from '../context.js';
import { UsageError } from '../usage-error.js';
import { output } from '../output.js';
import { Message } from '../ui/message.js';
import { numberArg, pageArg } from './arguments.js';
import { isJson, Listing, resolveUser, type JsonOption } from './common.js';
import { ApprovedReadout, ReviewTable } from './review-views.js';

type ListOptions = JsonOption & { readonly all?: boolean; readonly page?: string };
type ApproveOptions = JsonOption & {
  readonly proposalFile?: string;
  readonly amount?: string;
  readonly period?: string;
};
type RejectOptions = JsonOption & { readonly blockClient?: boolean };

/** The API's own decision messages, so the CLI and the web say the same. */
const APPROVED = 'Approved: the bid is on its way.';
const REJECTED = 'Rejected: no bid was placed.';
const REJECTED_AND_BLOCKED = 'Rejected, and this client is blocked.';

/** Reads of waiting drafts take pages this large: the most the API's page schema allows. */
const WAITING_PAGE = 100;

/**
 * Every waiting draft of the user. The list answers waiting drafts first, so reading pages stops at
 * the first decided one; the lane's expiry keeps the waiting ones few.
 */
async function waitingDrafts(useCases: UseCases, userId: string): Promise<readonly ReviewDraft[]> {
  const waiting: ReviewDraft[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await useCases.reviews.list(userId, { page, limit: WAITING_PAGE });
    const stillWaiting = items.filter((draft) => draft.status === 'waiting');
    waiting.push(...stillWaiting);
    if (stillWaiting.length < items.length || page * WAITING_PAGE >= total || items.length === 0) return waiting;
  }
}

async function proposalFrom(path: string | undefined): Promise<string | undefined> {
  if (path === undefined) return undefined;
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `Cannot read --proposal-file ${path}: ${error instanceof Error && 'code' in error ? String(error.code) : 'unreadable'}`,
    );
  }
}

/** `reviews list`: the user's drafts still waiting, or with --all every draft a page at a time. */
export async function listReviews(deps: CliDeps, user: string, options: ListOptions): Promise<void> {
  const { userId: idOrEmail } = UserIdParams.parse({ userId: user });
  if (options.all !== true && options.page !== undefined)
    throw new UsageError('--page pages the whole list: add --all');
  const query = ReviewsQuery.parse({ page: pageArg(options.page) });
  const { drafts, total, waiting } = await deps.useCases(async (useCases) => {
    const userId = (await resolveUser(useCases, idOrEmail)).id;
    const count = await useCases.reviews.count(userId);
    if (options.all !== true) {
      const all = await waitingDrafts(useCases, userId);
      return { drafts: all, total: all.length, waiting: count };
    }
    const page = await useCases.reviews.list(userId, query);
    return { drafts: page.items, total: page.total, waiting: count };
  });
  const rows = drafts.map(toReviewResponse);
  const now = new Date();
  if (options.all !== true) {
    output(deps, {
      json: isJson(options),
      result: { reviews: rows, waiting },
      view: () => <ReviewTable reviews={rows} now={now} empty="No drafts waiting for review." />,
    });
    return;
  }
  const page = reviewsPagination(query.page, query.limit, total);
  output(deps, {
    json: isJson(options),
    result: { reviews: rows, pagination: page, waiting },
    view: () => (
      <Listing page={page} noun={{ singular: 'draft', plural: 'drafts' }}>
        <ReviewTable reviews={rows} now={now} empty="No drafts." />
      </Listing>
    ),
  });
}

/** `reviews approve`: a waiting draft approved, as drafted or with edits checked as the web's are; queues its bid. */
export async function approveReview(
  deps: CliDeps,
  user: string,
  draftId: string,
  options: ApproveOptions,
): Promise<void> {
  const { userId: idOrEmail } = UserIdParams.parse({ userId: user });
  const { id } = ReviewParams.parse({ id: draftId });
  const edits = ApproveReviewBody.parse({
    proposal: await proposalFrom(options.proposalFile),
    amount: options.amount === undefined ? undefined : numberArg(options.amount),
    period: options.period === undefined ? undefined : numberArg(options.period),
  });
  const draft = await deps.useCases(async (useCases) =>
    useCases.reviews.approve((await resolveUser(useCases, idOrEmail)).id, id, edits),
  );
  const review = toReviewResponse(draft);
  output(deps, {
    json: isJson(options),
    result: { message: APPROVED, review },
    view: () => <ApprovedReadout message={APPROVED} review={review} />,
  });
}

/** `reviews reject`: no bid is placed; with --block-client the client is blocked too. */
export async function rejectReview(
  deps: CliDeps,
  user: string,
  draftId: string,
  options: RejectOptions,
): Promise<void> {
  const { userId: idOrEmail } = UserIdParams.parse({ userId: user });
  const { id } = ReviewParams.parse({ id: draftId });
  const { blockClient } = RejectReviewBody.parse({ blockClient: options.blockClient });
  const draft = await deps.useCases(async (useCases) =>
    useCases.reviews.reject((await resolveUser(useCases, idOrEmail)).id, id, { blockClient: blockClient === true }),
  );
  const review = toReviewResponse(draft);
  const message = blockClient === true ? REJECTED_AND_BLOCKED : REJECTED;
  output(deps, {
    json: isJson(options),
    result: { message, review },
    view: () => <Message text={`${message} (${review.project.title})`} changed />,
  });
}
