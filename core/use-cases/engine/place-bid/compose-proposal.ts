import { DEFAULT_PROMPT } from '../../../domain/bidding/default-prompt.js';
import { bestPortfolioItem, type PortfolioItem } from '../../../domain/bidding/portfolio.js';
import type { Project } from '../../../domain/bidding/project.js';
import { PROPOSAL_WORD_RANGES } from '../../../domain/bidding/proposal-length.js';
import { RECENT_PROPOSALS, checkProposal } from '../../../domain/bidding/proposal-guard.js';
import { screenBrief } from '../../../domain/bidding/brief-screening.js';
import { misstatedTerms } from '../../../domain/bidding/stated-terms.js';
import type { ClientAsks, ProposalRequest } from '../../../ports/proposal-writer.port.js';
import { portfolioLinks } from '../../profile/portfolio.js';
import { fromPayloadProject, type PlaceBidPayload } from '../place-bid-job.js';
import type { Account, PlaceBidDeps } from './deps.js';

/** What the guard flagged without holding the bid: the review lane's "guard warning". */
export const GUARD_WARNINGS = {
  contactRemoved: 'Contact details were taken out of the proposal.',
  rewritten: 'The first text copied a recent proposal and was written again.',
} as const;

export type GuardedProposal = {
  readonly kind: 'send' | 'hold';
  readonly text: string;
  readonly reason: string;
  readonly warnings: readonly string[];
};

/**
 * The proposal as the guard lets it go (docs/design.md#proposal-guard): written, checked against
 * the user's recent proposals, written once more when it was a near-copy, and checked again. A
 * held proposal keeps the written text, so the log shows what was stopped.
 */
export async function composeProposal(
  deps: PlaceBidDeps,
  payload: PlaceBidPayload,
  account: Account,
): Promise<GuardedProposal> {
  const recent = await deps.repositories.bids.recentProposals(payload.userId, RECENT_PROPOSALS);
  // The client's own domains, named in their brief, are theirs to read again, not a contact detail.
  const brief = `${payload.project.title}\n${payload.project.description}`;
  // Read once for the job: a rewrite names the same item as the first text.
  const portfolioItem = bestPortfolioItem(
    await deps.repositories.portfolio.list(payload.userId),
    payload.project.skills ?? [],
  );
  // The item's address is the user's own entry, not a contact detail to take out.
  const ownLinks = portfolioItem === null ? [] : [portfolioItem.url];
  let text = await writeProposal(deps, payload, account, portfolioItem);
  let verdict = checkProposal(text, recent, { brief, ownLinks });
  const warnings: string[] = [];
  if (verdict.kind === 'rewrite') {
    warnings.push(GUARD_WARNINGS.rewritten);
    text = await writeProposal(deps, payload, account, portfolioItem, { avoid: verdict.similarTo });
    verdict = checkProposal(text, recent, { afterRewrite: true, brief, ownLinks });
  }
  if (verdict.kind === 'pass') {
    if (verdict.removed.length > 0) warnings.push(GUARD_WARNINGS.contactRemoved);
    // A model may name its own price or days: the client would read one thing and be bid another.
    const { project } = payload;
    const budget = project.budgetMax === null ? [project.budgetMin] : [project.budgetMin, project.budgetMax];
    warnings.push(
      ...misstatedTerms(verdict.text, {
        amount: payload.amount,
        currency: payload.currency,
        periodDays: payload.period,
        budget,
      }),
    );
    return { kind: 'send', text: verdict.text, reason: '', warnings };
  }
  // afterRewrite turns a second near-copy into a hold, so no rewrite verdict is left here.
  return { kind: 'hold', text, reason: verdict.reason, warnings };
}

/**
 * An approved draft's proposal, as the user left it, through the same guard. Nobody rewrites a
 * person's text, so a near-copy holds at once; contact details are taken out as for any bid.
 */
export async function guardApprovedProposal(
  deps: PlaceBidDeps,
  payload: PlaceBidPayload,
  text: string,
): Promise<GuardedProposal> {
  const recent = await deps.repositories.bids.recentProposals(payload.userId, RECENT_PROPOSALS);
  const ownLinks = await portfolioLinks(deps.repositories, payload.userId);
  const verdict = checkProposal(text, recent, {
    afterRewrite: true,
    brief: `${payload.project.title}\n${payload.project.description}`,
    ownLinks,
  });
  if (verdict.kind === 'pass') return { kind: 'send', text: verdict.text, reason: '', warnings: [] };
  return { kind: 'hold', text, reason: verdict.reason, warnings: [] };
}

function writeProposal(
  deps: PlaceBidDeps,
  payload: PlaceBidPayload,
  account: Account,
  portfolioItem: PortfolioItem | null,
  rewrite?: ProposalRequest['rewrite'],
): Promise<string> {
  const project = fromPayloadProject(payload.project);
  const asks = clientAsksOf(project);
  return deps.writer.write({
    project,
    // A model writes in it; the template writer's projects are in the user's languages already (proposal-language.ts).
    ...(typeof project.language === 'string' && project.language.trim() !== '' ? { language: project.language } : {}),
    freelancerName: account.user.name,
    skills: account.settings.skills,
    prompt:
      account.settings.useCustomPrompt && account.settings.customPrompt.trim() !== ''
        ? account.settings.customPrompt
        : DEFAULT_PROMPT,
    amount: payload.amount,
    currency: payload.currency,
    periodDays: payload.period,
    wordRange: PROPOSAL_WORD_RANGES[account.settings.proposalLength],
    ...(rewrite === undefined ? {} : { rewrite }),
    ...(asks === null ? {} : { clientAsks: asks }),
    ...(portfolioItem === null ? {} : { portfolioItem }),
  });
}

/** What the brief asks of the bidder, or null when it asks nothing. */
export function clientAsksOf(project: Project): ClientAsks | null {
  const { startWord, instructions, questions } = screenBrief(project.title, project.description);
  return startWord === null && instructions.length === 0 && questions.length === 0
    ? null
    : { startWord, instructions, questions };
}
