import { DomainError } from '../../../core/domain/errors.js';
import { lastUtcDays } from '../../../core/domain/stats/daily-activity.js';
import type { FunnelWindow } from '../../../core/domain/stats/funnel.js';
import type { DecisionQuery } from '../../../core/ports/decision-log.port.js';
import type { PageRequest } from '../../../core/ports/page.js';
import type { ReviewLinkClaim } from '../../../core/ports/review-links.port.js';
import { GetAdminFunnel, GetFunnel } from '../../../core/use-cases/analytics/get-funnel.js';
import { getBiddingStats } from '../../../core/use-cases/bidding/get-bidding-stats.js';
import { getBidDetail } from '../../../core/use-cases/bidding/get-bid-detail.js';
import { listBidLogs } from '../../../core/use-cases/bidding/list-bid-logs.js';
import { ToggleAutobidding } from '../../../core/use-cases/bidding/toggle-autobidding.js';
import { blockClient, unblockClient } from '../../../core/use-cases/bidding/block-client.js';
import { ManageSearchProfiles } from '../../../core/use-cases/bidding/search-profiles.js';
import { ManagePromptExperiments } from '../../../core/use-cases/bidding/prompt-experiments.js';
import { UpdateBiddingSettings } from '../../../core/use-cases/bidding/update-bidding-settings.js';
import { PreviewBiddingSettings } from '../../../core/use-cases/bidding/what-if.js';
import { ExplainProject } from '../../../core/use-cases/decisions/explain-project.js';
import { lastRunView, reasonCounts } from '../../../core/use-cases/decisions/last-run.js';
import { listDecisions } from '../../../core/use-cases/decisions/list-decisions.js';
import { DECISION_LOG_DAYS } from '../../../core/use-cases/decisions/prune-decisions.js';
import { RunUserDispatch } from '../../../core/use-cases/engine/run-user-dispatch.js';
import type { UseCaseAdapters } from './adapters-and-settings.js';
import { methodsOf, run } from './bind.js';
import type { SharedUseCases } from './shared.js';

export function biddingUseCases(adapters: UseCaseAdapters, shared: SharedUseCases) {
  const { storage, clock, marketplace, rates, jobQueue } = adapters;
  const { queuedBids, paces, modelWritesProposals } = shared;
  const updateSettings = new UpdateBiddingSettings(storage, clock, queuedBids);
  const searchProfiles = new ManageSearchProfiles(storage, updateSettings);
  const promptExperiments = new ManagePromptExperiments(storage);
  return {
    settings: (userId: string) => storage.settings.get(userId),
    updateSettings: run(updateSettings),
    /** Adds a client to the user's blocked clients; answers the settings. */
    blockClient: (userId: string, clientId: string) => blockClient(storage.settings, userId, clientId),
    unblockClient: (userId: string, clientId: string) => unblockClient(storage.settings, userId, clientId),
    toggleAutobidding: run(new ToggleAutobidding(storage, clock, queuedBids)),
    stats: (userId: string) => getBiddingStats(storage.bids, userId),
    logs: (userId: string, page: PageRequest) => listBidLogs(storage.bids, userId, page),
    /** One of the user's own bids, whole; BID_NOT_FOUND for another user's. */
    logDetail: (userId: string, bidId: string) => getBidDetail(storage, userId, bidId),
    /** Test Bidding: one run for this user now; the bid worker places the bids it queues. */
    runNow: run(new RunUserDispatch(storage, marketplace, rates, jobQueue, clock, paces, modelWritesProposals)),
    /** "Preview on the last 7 days": the saved and the unsaved settings replayed over the feed; writes nothing (docs/design.md#what-if). */
    whatIf: run(new PreviewBiddingSettings(storage, rates, clock, paces, modelWritesProposals)),
    /** The user's search profiles, the main one (the settings) first (docs/design.md#search-profiles). */
    profiles: methodsOf(searchProfiles, ['list', 'create', 'update', 'delete']),
    /** Prompt experiments, one per search profile (docs/design.md#prompt-experiments). */
    experiments: methodsOf(promptExperiments, ['get', 'change', 'stop', 'promote']),
  };
}

export function reviewUseCases({ reviewLinks }: UseCaseAdapters, { reviewDrafts }: SharedUseCases) {
  return {
    ...methodsOf(reviewDrafts, ['list', 'count', 'find', 'findByLink', 'approve', 'reject', 'expire']),
    /** The claim of a signed review link, or REVIEW_LINK_INVALID. */
    verifyLink: (token: string): ReviewLinkClaim => {
      const claim = reviewLinks?.verify(token) ?? null;
      if (claim === null)
        throw new DomainError(
          'REVIEW_LINK_INVALID',
          'This review link is invalid or has expired. Open the Review screen to decide on the draft.',
        );
      return claim;
    },
  };
}

export function decisionUseCases(adapters: UseCaseAdapters, { modelWritesProposals }: SharedUseCases) {
  const { storage, clock, marketplace, rates } = adapters;
  return {
    /** The user's decision log, newest first, each decision with the user's bid on its project. */
    list: (userId: string, query: DecisionQuery) => listDecisions(storage, userId, query),
    /** The user's skips per reason over the log's days, most frequent first. */
    reasonCounts: async (userId: string) =>
      reasonCounts(await storage.decisions.skipCounts(userId, lastUtcDays(clock.now(), DECISION_LOG_DAYS).range)),
    lastRun: (userId: string) => lastRunView(storage, userId, clock.now()),
    /** "Why not this project?": the project checked now against the user's settings. */
    explain: run(new ExplainProject(storage, marketplace, rates, clock, modelWritesProposals)),
  };
}

export function analyticsUseCases({ storage, clock }: UseCaseAdapters) {
  const funnel = new GetFunnel(storage, clock);
  return {
    /** The user's funnel over the last 7, 30 or 90 UTC days. */
    funnel: (userId: string, days: FunnelWindow) => funnel.execute({ scope: { kind: 'user', userId }, days }),
    /** Everyone's funnel, or one plan's. */
    adminFunnel: run(new GetAdminFunnel(storage.plans, funnel)),
  };
}
