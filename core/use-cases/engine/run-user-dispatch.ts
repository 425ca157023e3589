import { randomUUID } from 'node:crypto';
import type { BlockReason, SkipReasonCode } from '../../domain/bidding/autobid-reasons.js';
import { SKIP_MESSAGES } from '../../domain/bidding/autobid-reasons.js';
import { evaluateAutobidRules, type AutobidContext, type ProjectDecision } from '../../domain/bidding/autobid-rules.js';
import { projectsWindowStart } from '../../domain/bidding/autobid-timing.js';
import type { Project } from '../../domain/bidding/project.js';
import { isPlanActive } from '../../domain/plans/plan-rules.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../../ports/clock.port.js';
import type { ExchangeRates } from '../../ports/exchange-rates.port.js';
import type { JobQueue } from '../../ports/job-queue.port.js';
import type { Marketplace } from '../../ports/marketplace.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { assertCanStartAutobidding } from '../bidding/autobid-start-guard.js';
import { viewUser } from '../users/user-view.js';
import { PLACE_BID_QUEUE, placeBidOptions, toPayloadProject, type PlaceBidPayload } from './place-bid-job.js';

/** Freelancer answers at most 100 projects per call. */
const PAGE_SIZE = 100;
/** An hour of new projects fits in a few pages; more would only be a runaway feed. */
const MAX_PAGES = 5;
const DAY_MS = 24 * 3600_000;

export interface SkipCount {
  readonly code: SkipReasonCode;
  readonly message: string;
  /** Projects skipped for this reason (a project skipped for several reasons counts in each). */
  readonly count: number;
}

export interface DispatchResult {
  /** Projects the marketplace listed for this run's window. */
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

type BidDecision = Extract<ProjectDecision, { readonly kind: 'bid' }>;
type DispatchRepositories = Pick<Repositories, 'settings' | 'profiles' | 'ledger' | 'plans' | 'bids'>;

/**
 * One bidding run for one user (DESIGN §4 Engine): the account checks of the autobid switch,
 * then the user's own token lists the active projects of the last 60 minutes (within timeLimit),
 * the autobid rules choose, and each chosen project becomes a `place-bid` job. Bids are placed by
 * the worker, never here. The rules already cap the choice at the balance and the daily limit.
 *
 * The autobid switch itself is not checked: the scheduler only dispatches users who have it on,
 * and Test Bidding runs on demand either way.
 */
export class RunUserDispatch {
  constructor(
    private readonly repositories: DispatchRepositories,
    private readonly marketplace: Marketplace,
    private readonly rates: ExchangeRates,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {}

  async execute(user: User): Promise<DispatchResult> {
    const now = this.clock.now();
    await assertCanStartAutobidding(this.repositories, user, now);
    const base = await this.accountContext(user, now);
    const account = evaluateAutobidRules({ ...base, projects: [] });
    if (account.kind === 'blocked') return { projectsFound: 0, matched: 0, queued: 0, blocked: account.reasons, skipped: [] };

    const projects = await this.recentProjects(base.token, projectsWindowStart(null, now, base.settings.timeLimit));
    const evaluation = evaluateAutobidRules({
      ...base,
      projects,
      projectIdsAlreadyBid: await this.repositories.bids.projectIdsWithBids(user.id, projects.map((project) => project.id)),
      usdRate: await this.usdRates(projects),
    });
    if (evaluation.kind === 'blocked') return { projectsFound: projects.length, matched: 0, queued: 0, blocked: evaluation.reasons, skipped: [] };
    const bids = evaluation.decisions.filter((decision): decision is BidDecision => decision.kind === 'bid');
    const queued = await this.enqueue(user.id, bids);
    return { projectsFound: projects.length, matched: bids.length, queued, blocked: [], skipped: countSkips(evaluation.decisions) };
  }

  private async accountContext(user: User, now: Date): Promise<Omit<AutobidContext, 'projects'> & { readonly token: string }> {
    const [settings, profile, view, bidsPlacedLast24h] = await Promise.all([
      this.repositories.settings.get(user.id),
      this.repositories.profiles.get(user.id),
      viewUser(this.repositories, user, now),
      this.repositories.bids.countPlacedSince(user.id, new Date(now.getTime() - DAY_MS)),
    ]);
    return {
      settings: { ...settings, isActive: true },
      user: { role: user.role, planStatus: isPlanActive(user, now) ? 'active' : 'expired', isActive: user.isActive },
      hasToken: true,
      token: profile?.oauthToken ?? '',
      balance: { total: view.availableBids, unlimited: view.unlimitedBids },
      now,
      projectIdsAlreadyBid: new Set(),
      bidsPlacedLast24h,
      usdRate: () => undefined,
    };
  }

  /** Newest first, each project once even when a page boundary moved while paging. */
  private async recentProjects(token: string, since: Date): Promise<readonly Project[]> {
    const byId = new Map<string, Project>();
    for (let page = 0; page < MAX_PAGES; page++) {
      const batch = await this.marketplace.searchActiveProjects({ token, since, limit: PAGE_SIZE, offset: page * PAGE_SIZE });
      for (const project of batch) if (!byId.has(project.id)) byId.set(project.id, project);
      if (batch.length < PAGE_SIZE) break;
    }
    return [...byId.values()];
  }

  /** One lookup per currency; a currency without a rate is skipped by the rules, not fatal. */
  private async usdRates(projects: readonly Project[]): Promise<(currency: string) => number | undefined> {
    const currencies = [...new Set(projects.map((project) => project.currency))];
    const rates = await Promise.all(currencies.map((currency) => this.rates.rate('USD', currency).catch(() => undefined)));
    const table = new Map(currencies.map((currency, index) => [currency, rates[index]]));
    return (currency) => table.get(currency);
  }

  private async enqueue(userId: string, bids: readonly BidDecision[]): Promise<number> {
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
      if ((await this.jobs.enqueue(PLACE_BID_QUEUE, payload, placeBidOptions(userId, decision.project.id))) !== null) queued += 1;
    }
    return queued;
  }
}

function countSkips(decisions: readonly ProjectDecision[]): SkipCount[] {
  const counts = new Map<SkipReasonCode, number>();
  for (const decision of decisions) {
    if (decision.kind === 'skip') for (const reason of decision.reasons) counts.set(reason.code, (counts.get(reason.code) ?? 0) + 1);
  }
  return [...counts].map(([code, count]) => ({ code, message: SKIP_MESSAGES[code], count })).sort((a, b) => b.count - a.count);
}
