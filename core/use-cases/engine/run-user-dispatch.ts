import { projectsWindowStart, widestTimeLimit } from '../../domain/bidding/autobid-timing.js';
import { PACES, isSlowPaced, type Paces } from '../../domain/bidding/pacing.js';
import { checkOf, type MarketplaceAccountCheck } from '../../domain/bidding/marketplace-account.js';
import type { Project } from '../../domain/bidding/project.js';
import { isDomainError } from '../../domain/errors.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../../ports/clock.port.js';
import type { ExchangeRates } from '../../ports/exchange-rates.port.js';
import type { JobQueue } from '../../ports/job-queue.port.js';
import type { Marketplace } from '../../ports/marketplace.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { assertCanTestBid } from '../bidding/autobid-start-guard.js';
import { matchAndEnqueue, type DispatchResult } from './match-and-enqueue.js';
import { blockReasonsOf, loadAccount, type RunAccount } from './run-account.js';
import { emptyRunSummary, runRecordsOf } from './run-records.js';
import { usdRatesFor } from './usd-rates.js';

export type { DispatchResult } from './match-and-enqueue.js';
export type { SkipCount } from './match-and-enqueue/skip-counts.js';

/** Freelancer answers at most 100 projects per call. */
const PAGE_SIZE = 100;
/** An hour of new projects fits in a few pages; more would only be a runaway feed. */
const MAX_PAGES = 5;

type DispatchRepositories = Pick<
  Repositories,
  'settings' | 'profiles' | 'searchProfiles' | 'ledger' | 'plans' | 'bids' | 'pacing' | 'decisions'
>;

/**
 * Test Bidding: one bidding run for one user, now (docs/design.md#engine). The account checks of the
 * autobid switch, then the user's own token lists the active projects of the last 60 minutes
 * (within timeLimit), and the rules and the enqueueing shared with the scheduled dispatcher
 * turn the chosen ones into `place-bid` jobs.
 *
 * The autobid switch itself is not checked: Test Bidding runs on demand either way. Before the
 * projects, Freelancer is asked once what the account's own bids are (docs/design.md#freelancer-bid-balance),
 * so a run on an account with none left, or limited, stops there with that reason.
 */
export class RunUserDispatch {
  constructor(
    private readonly repositories: DispatchRepositories,
    private readonly marketplace: Marketplace,
    private readonly rates: ExchangeRates,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly paces: Paces = PACES,
    /** A language model writes the proposals: projects in any language may be bid (proposal-language.ts). */
    private readonly modelWritesProposals = false,
  ) {}

  async execute(user: User): Promise<DispatchResult> {
    const now = this.clock.now();
    await assertCanTestBid(this.repositories, user, now);
    const loaded = await loadAccount(this.repositories, user, now);
    // The stored reading of the Freelancer account is left out here: it is read afresh below.
    const switchedOn = {
      ...loaded,
      context: {
        ...loaded.context,
        settings: { ...loaded.context.settings, isActive: true },
        marketplaceAccount: null,
      },
    };
    const earlier = blockReasonsOf(switchedOn);
    if (earlier.length > 0) return this.blockedRun(user, now, earlier);
    const account = await this.withFreshMarketplaceAccount(user, switchedOn, loaded.context.marketplaceAccount ?? null);
    const blocked = blockReasonsOf(account);
    if (blocked.length > 0) return this.blockedRun(user, now, blocked);

    // The widest time limit of the run's profiles: each profile's own limit is its rules' to apply.
    const timeLimit = widestTimeLimit(
      account.context.settings.timeLimit,
      (account.context.profiles ?? []).map((profile) => profile.settings.timeLimit),
    );
    const projects = await this.recentProjects(account.token ?? '', projectsWindowStart(null, now, timeLimit));
    const deps = { bids: this.repositories.bids, pacing: this.repositories.pacing, jobs: this.jobs };
    const pace = { now, slow: isSlowPaced(account.context.settings, now), paces: this.paces };
    const result = await matchAndEnqueue(deps, account, projects, await usdRatesFor(this.rates, projects), pace, {
      modelWritesProposals: this.modelWritesProposals,
    });
    // Explained: every project with all its reasons, the ones sharing no skill counted, not kept.
    const { decisions, summary } = runRecordsOf(user.id, now, projects.length, 0, result);
    await this.repositories.decisions.record({ decisions, summaries: [summary] });
    return result;
  }

  /** A run stopped by the account: recorded as the user's last run with its reasons. */
  private async blockedRun(user: User, now: Date, blocked: DispatchResult['blocked']): Promise<DispatchResult> {
    await this.repositories.decisions.record({
      decisions: [],
      summaries: [
        emptyRunSummary(
          user.id,
          now,
          0,
          blocked.map((reason) => reason.code),
        ),
      ],
    });
    return { projectsFound: 0, matched: 0, queued: 0, blocked, skipped: [], considered: [] };
  }

  /**
   * The account with what Freelancer says now of its own bids, kept for the dashboard and the
   * scheduled runs. An outage leaves the stored reading in force (a stale or unknown one never
   * blocks); a refused token fails the run as the search would.
   */
  private async withFreshMarketplaceAccount(
    user: User,
    account: RunAccount,
    stored: MarketplaceAccountCheck | null,
  ): Promise<RunAccount> {
    const token = account.token ?? '';
    try {
      const self = await this.marketplace.getSelf(token);
      const check = checkOf(self.account, this.clock.now());
      await this.repositories.profiles.recordMarketplaceAccount(user.id, token, check);
      return { ...account, context: { ...account.context, marketplaceAccount: check } };
    } catch (error) {
      if (isDomainError(error) && error.code === 'MARKETPLACE_TOKEN_INVALID') throw error;
      return { ...account, context: { ...account.context, marketplaceAccount: stored } };
    }
  }

  /**
   * The window's projects, each once even when a page boundary moved while paging. Freelancer
   * promises no order, so every page is read to the first it lists short (counted as listed).
   */
  private async recentProjects(token: string, since: Date): Promise<readonly Project[]> {
    const byId = new Map<string, Project>();
    for (let page = 0; page < MAX_PAGES; page++) {
      const batch = await this.marketplace.searchActiveProjects({
        token,
        since,
        limit: PAGE_SIZE,
        offset: page * PAGE_SIZE,
      });
      for (const project of batch.projects) if (!byId.has(project.id)) byId.set(project.id, project);
      if (batch.listed < PAGE_SIZE) break;
    }
    return [...byId.values()];
  }
}
