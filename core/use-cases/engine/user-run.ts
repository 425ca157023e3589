import { randomUUID } from 'node:crypto';
import type { BlockReason, SkipReasonCode } from '../../domain/bidding/autobid-reasons.js';
import { SKIP_MESSAGES } from '../../domain/bidding/autobid-reasons.js';
import { evaluateAutobidRules, type AutobidContext, type ProjectDecision } from '../../domain/bidding/autobid-rules.js';
import type { Project } from '../../domain/bidding/project.js';
import type { BiddingSettings } from '../../domain/bidding/settings.js';
import { totalBids, type BidBalance } from '../../domain/ledger/ledger.js';
import { isPlanActive } from '../../domain/plans/plan-rules.js';
import type { User } from '../../domain/users/user.js';
import type { BidRepository } from '../../ports/bid-repository.port.js';
import type { ExchangeRates } from '../../ports/exchange-rates.port.js';
import type { FreelancerProfile } from '../../ports/freelancer-profile-repository.port.js';
import type { JobQueue } from '../../ports/job-queue.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { viewUser } from '../users/user-view.js';
import { PLACE_BID_QUEUE, placeBidOptions, toPayloadProject, type PlaceBidPayload } from './place-bid-job.js';

const DAY_MS = 24 * 3600_000;

export interface SkipCount {
  readonly code: SkipReasonCode;
  readonly message: string;
  /** Projects skipped for this reason (a project skipped for several reasons counts in each). */
  readonly count: number;
}

export interface DispatchResult {
  /** Projects this run's window held. */
  readonly projectsFound: number;
  /** Projects the rules chose to bid on: queued now or still queued from an earlier run. */
  readonly matched: number;
  /** Jobs this run added (a project whose job is still queued is not queued twice). */
  readonly queued: number;
  /** Account-level reasons no project was considered; empty when projects were evaluated. */
  readonly blocked: readonly BlockReason[];
  /** Why projects were skipped, most frequent first. */
  readonly skipped: readonly SkipCount[];
}

/** Units of a currency per 1 USD; undefined when unknown. */
export type UsdRate = (currency: string) => number | undefined;

/** One user's facts for the rules, before any project is looked at. */
export interface RunAccount {
  readonly userId: string;
  readonly context: Omit<AutobidContext, 'projects' | 'usdRate'>;
  /** The user's marketplace token; null when none is stored. */
  readonly token: string | null;
}

type BidDecision = Extract<ProjectDecision, { readonly kind: 'bid' }>;

/** What the rules need of the user, from records the caller loaded (one user, or many at once). */
export function accountOf(input: {
  readonly user: User;
  readonly settings: BiddingSettings;
  readonly profile: FreelancerProfile | null;
  readonly balance: BidBalance;
  readonly unlimited: boolean;
  readonly bidsPlacedLast24h: number;
  readonly now: Date;
}): RunAccount {
  const { user, profile, now } = input;
  return {
    userId: user.id,
    token: profile?.oauthToken ?? null,
    context: {
      settings: input.settings,
      user: { role: user.role, planStatus: isPlanActive(user, now) ? 'active' : 'expired', isActive: user.isActive },
      hasToken: typeof profile?.oauthToken === 'string' && typeof profile.freelancerUserId === 'string',
      balance: { total: totalBids(input.balance), unlimited: input.unlimited },
      now,
      projectIdsAlreadyBid: new Set(),
      bidsPlacedLast24h: input.bidsPlacedLast24h,
    },
  };
}

/** The rolling 24-hour count matters only under a bidsLimit; without one the query is saved. */
export const bidsPlacedLast24h = (bids: Pick<BidRepository, 'countPlacedSince'>, settings: BiddingSettings, now: Date): Promise<number> =>
  settings.bidsLimit === 'no_limit' ? Promise.resolve(0) : bids.countPlacedSince(settings.userId, new Date(now.getTime() - DAY_MS));

/** One user's account, each record read on its own (Test Bidding). */
export async function loadAccount(repositories: Pick<Repositories, 'settings' | 'profiles' | 'ledger' | 'plans' | 'bids'>, user: User, now: Date): Promise<RunAccount> {
  const settings = await repositories.settings.get(user.id);
  const [profile, view, placed] = await Promise.all([repositories.profiles.get(user.id), viewUser(repositories, user, now), bidsPlacedLast24h(repositories.bids, settings, now)]);
  return accountOf({ user, settings, profile, balance: view.balance, unlimited: view.unlimitedBids, bidsPlacedLast24h: placed, now });
}

/** Every reason the user gets no bid at all this run; empty when projects may be evaluated. */
export function accountBlocks(account: RunAccount): readonly BlockReason[] {
  const evaluation = evaluateAutobidRules({ ...account.context, projects: [], usdRate: () => undefined });
  return evaluation.kind === 'blocked' ? evaluation.reasons : [];
}

/** One lookup per currency; a currency without a rate is skipped by the rules, not fatal. */
export async function usdRatesFor(rates: ExchangeRates, projects: readonly Project[]): Promise<UsdRate> {
  const currencies = [...new Set(projects.map((project) => project.currency))];
  const found = await Promise.all(currencies.map((currency) => rates.rate('USD', currency).catch(() => undefined)));
  const table = new Map(currencies.map((currency, index) => [currency, found[index]]));
  return (currency) => table.get(currency);
}

/**
 * The rules over this run's projects, then one `place-bid` job per chosen project. Bids are placed
 * by the worker, never here; the rules already cap the choice at the balance and the daily limit.
 */
export async function matchAndEnqueue(
  deps: { readonly bids: Pick<BidRepository, 'projectIdsWithBids'>; readonly jobs: JobQueue },
  account: RunAccount,
  projects: readonly Project[],
  usdRate: UsdRate,
): Promise<DispatchResult> {
  const projectIdsAlreadyBid = await deps.bids.projectIdsWithBids(account.userId, projects.map((project) => project.id));
  const evaluation = evaluateAutobidRules({ ...account.context, projects, projectIdsAlreadyBid, usdRate });
  if (evaluation.kind === 'blocked') return { projectsFound: projects.length, matched: 0, queued: 0, blocked: evaluation.reasons, skipped: [] };
  const bids = evaluation.decisions.filter((decision): decision is BidDecision => decision.kind === 'bid');
  const queued = await enqueueBids(deps.jobs, account.userId, bids);
  return { projectsFound: projects.length, matched: bids.length, queued, blocked: [], skipped: countSkips(evaluation.decisions) };
}

async function enqueueBids(jobs: JobQueue, userId: string, bids: readonly BidDecision[]): Promise<number> {
  let queued = 0;
  for (const decision of bids) {
    const payload: PlaceBidPayload = {
      userId,
      bidId: randomUUID(),
      project: toPayloadProject(decision.project),
      amount: decision.amount,
      currency: decision.currency,
      amountUsd: decision.amountUsd,
      period: decision.period,
    };
    if ((await jobs.enqueue(PLACE_BID_QUEUE, payload, placeBidOptions(userId, decision.project.id))) !== null) queued += 1;
  }
  return queued;
}

function countSkips(decisions: readonly ProjectDecision[]): SkipCount[] {
  const counts = new Map<SkipReasonCode, number>();
  for (const decision of decisions) {
    if (decision.kind === 'skip') for (const reason of decision.reasons) counts.set(reason.code, (counts.get(reason.code) ?? 0) + 1);
  }
  return [...counts].map(([code, count]) => ({ code, message: SKIP_MESSAGES[code], count })).sort((a, b) => b.count - a.count);
}
