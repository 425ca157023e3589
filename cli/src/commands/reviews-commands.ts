import type { Command } from 'commander';
import type { CliDeps } from '../context.js';

const actions = () => import('./reviews.js');

/** `reviews …`: an operator works a user's review lane (docs/design.md#review-lane). */
export function registerReviewCommands(program: Command, deps: CliDeps): void {
  const reviews = program.command('reviews').description("list a user's held bid drafts, approve or reject them");
  reviews
    .command('list')
    .description(
      "the user's drafts still waiting, soonest to expire first; --all pages through decided ones too (20 a page)",
    )
    .argument('<user>', 'user id or e-mail')
    .option('--all', 'include approved, placed, rejected and expired drafts')
    .option('--page <n>', 'page number (with --all)')
    .option('--json', 'print JSON')
    .action(async (user: string, options) => (await actions()).listReviews(deps, user, options));
  reviews
    .command('approve')
    .description("approve a waiting draft, as drafted or with edits checked as the web's are; queues its bid")
    .argument('<user>', 'user id or e-mail')
    .argument('<draftId>', 'draft id (as `reviews list` shows it)')
    .option('--proposal-file <path>', "replace the proposal with this file's text")
    .option('--amount <n>', "bid this amount, in the project's currency")
    .option('--period <days>', 'deliver in this many days')
    .option('--json', 'print JSON')
    .action(async (user: string, draftId: string, options) =>
      (await actions()).approveReview(deps, user, draftId, options),
    );
  reviews
    .command('reject')
    .description('reject a waiting draft: no bid is placed')
    .argument('<user>', 'user id or e-mail')
    .argument('<draftId>', 'draft id (as `reviews list` shows it)')
    .option('--block-client', "also add the project's client to the user's blocked clients")
    .option('--json', 'print JSON')
    .action(async (user: string, draftId: string, options) =>
      (await actions()).rejectReview(deps, user, draftId, options),
    );
}
