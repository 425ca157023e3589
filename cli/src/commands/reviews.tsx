import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import type { ReactNode } from 'react';
import type { UseCases } from '../../../adapters/composition/use-cases.js';
import { UserIdParams } from '../../../contract/admin-users.js';
import { ApproveReviewBody, RejectReviewBody, ReviewParams, ReviewsQuery, reviewsPagination, toReviewResponse } from '../../../contract/reviews.js';
import type { ReviewDraft } from '../../../core/domain/bidding/review-draft.js';
import { notFound } from '../../../core/domain/errors.js';
import type { CliDeps } from '../context.js';
import { UsageError } from '../exit-codes.js';
import { output } from '../output.js';
import { Message } from '../ui/message.js';
import { isJson, Listing, numberArg, type JsonOption } from './common.js';
import { ApprovedReadout, ReviewTable } from './review-views.js';

type ListOptions = JsonOption & { readonly all?: boolean; readonly page?: string };
type ApproveOptions = JsonOption & { readonly proposalFile?: string; readonly amount?: string; readonly period?: string };
type RejectOptions = JsonOption & { readonly blockClient?: boolean };

/** The API's own decision messages, so the CLI and the web say the same. */
const APPROVED = 'Approved: the bid is on its way.';
const REJECTED = 'Rejected: no bid was placed.';
const REJECTED_AND_BLOCKED = 'Rejected, and this client is blocked.';

/** Reads of waiting drafts take pages this large: the most the API's page schema allows. */
const WAITING_PAGE = 100;

/** The user an operator names by email or id, or USER_NOT_FOUND (a use case would otherwise answer an unknown id with an empty list). */
async function resolveUserId(useCases: UseCases, idOrEmail: string): Promise<string> {
  const user = idOrEmail.includes('@') ? await useCases.admin.users.findByEmail(idOrEmail) : await useCases.users.findById(idOrEmail);
  if (user === null) throw notFound('USER_NOT_FOUND', 'User');
  return user.id;
}

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
    throw new UsageError(`Cannot read --proposal-file ${path}: ${error instanceof Error && 'code' in error ? String(error.code) : 'unreadable'}`);
  }
}

/** `reviews …`: an operator works a user's review lane (docs/design.md#review-lane) through the use cases and schemas the API uses. */
export function registerReviewCommands(program: Command, deps: CliDeps): void {
  const reviews = program.command('reviews').description("list a user's held bid drafts, approve or reject them");
  const print = (json: boolean, result: Record<string, unknown>, view: () => ReactNode) => output(deps.print, { json, result, view, columns: deps.columns });

  reviews
    .command('list')
    .description("the user's drafts still waiting, soonest to expire first; --all pages through decided ones too (20 a page)")
    .argument('<user>', 'user id or email')
    .option('--all', 'include approved, placed, rejected and expired drafts')
    .option('--page <n>', 'page number (with --all)')
    .option('--json', 'print JSON')
    .action(async (user: string, options: ListOptions) => {
      const { userId: idOrEmail } = UserIdParams.parse({ userId: user });
      if (options.all !== true && options.page !== undefined) throw new UsageError('--page pages the whole list: add --all');
      const query = ReviewsQuery.parse({ page: options.page });
      const { drafts, total, waiting } = await deps.useCases(async (useCases) => {
        const userId = await resolveUserId(useCases, idOrEmail);
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
        print(isJson(options), { reviews: rows, waiting }, () => <ReviewTable reviews={rows} now={now} empty="No drafts waiting for review." />);
        return;
      }
      const page = reviewsPagination(query.page, query.limit, total);
      print(isJson(options), { reviews: rows, pagination: page, waiting }, () => (
        <Listing page={page} noun="drafts">
          <ReviewTable reviews={rows} now={now} empty="No drafts." />
        </Listing>
      ));
    });

  reviews
    .command('approve')
    .description("approve a waiting draft, as drafted or with edits checked as the web's are; queues its bid")
    .argument('<user>', 'user id or email')
    .argument('<draftId>', 'draft id (as `reviews list` shows it)')
    .option('--proposal-file <path>', 'replace the proposal with this file\'s text')
    .option('--amount <n>', 'bid this amount, in the project\'s currency')
    .option('--period <days>', 'deliver in this many days')
    .option('--json', 'print JSON')
    .action(async (user: string, draftId: string, options: ApproveOptions) => {
      const { userId: idOrEmail } = UserIdParams.parse({ userId: user });
      const { id } = ReviewParams.parse({ id: draftId });
      const edits = ApproveReviewBody.parse({
        proposal: await proposalFrom(options.proposalFile),
        amount: options.amount === undefined ? undefined : numberArg(options.amount),
        period: options.period === undefined ? undefined : numberArg(options.period),
      });
      const draft = await deps.useCases(async (useCases) => useCases.reviews.approve(await resolveUserId(useCases, idOrEmail), id, edits));
      const review = toReviewResponse(draft);
      print(isJson(options), { message: APPROVED, review }, () => <ApprovedReadout message={APPROVED} review={review} />);
    });

  reviews
    .command('reject')
    .description('reject a waiting draft: no bid is placed')
    .argument('<user>', 'user id or email')
    .argument('<draftId>', 'draft id (as `reviews list` shows it)')
    .option('--block-client', "also add the project's client to the user's blocked clients")
    .option('--json', 'print JSON')
    .action(async (user: string, draftId: string, options: RejectOptions) => {
      const { userId: idOrEmail } = UserIdParams.parse({ userId: user });
      const { id } = ReviewParams.parse({ id: draftId });
      const { blockClient } = RejectReviewBody.parse({ blockClient: options.blockClient });
      const draft = await deps.useCases(async (useCases) => useCases.reviews.reject(await resolveUserId(useCases, idOrEmail), id, { blockClient: blockClient === true }));
      const review = toReviewResponse(draft);
      const message = blockClient === true ? REJECTED_AND_BLOCKED : REJECTED;
      print(isJson(options), { message, review }, () => <Message text={`${message} (${review.project.title})`} changed />);
    });
}
