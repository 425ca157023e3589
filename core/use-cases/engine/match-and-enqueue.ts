import type { BlockReason } from '../../domain/bidding/autobid-reasons.js';
import { evaluateAutobidRules } from '../../domain/bidding/autobid-rules.js';
import { projectFit } from '../../domain/bidding/fit-score.js';
import type { Project } from '../../domain/bidding/project.js';
import type { ProjectColumns } from '../../domain/bidding/project-columns.js';
import type { BidPacingRepository } from '../../ports/bid-pacing-repository.port.js';
import type { BidRepository } from '../../ports/bid-repository.port.js';
import type { JobQueue } from '../../ports/job-queue.port.js';
import { consideredProjects, type ConsideredProject } from './match-and-enqueue/considered.js';
import { enqueueBids, oldestFirst, type BidDecision } from './match-and-enqueue/enqueue-bids.js';
import { openSlotsOf, type PaceInput, type PacingSlots } from './match-and-enqueue/pacing-slots.js';
import { profileTermsLookup } from './match-and-enqueue/profile-terms.js';
import { countSkips, countTally, type SkipCount } from './match-and-enqueue/skip-counts.js';
import type { RunAccount } from './run-account.js';
import type { UsdRate } from './usd-rates.js';

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
  /**
   * The projects to record in the decision log: every matched one (`queued`) and the skips the
   * run explained, all of them with explain on, the first `keepSkips` with it off.
   */
  readonly considered: readonly ConsideredProject[];
}

export interface MatchDeps {
  readonly bids: Pick<BidRepository, 'projectIdsWithBids'>;
  readonly pacing: Pick<BidPacingRepository, 'slotsSince' | 'book'>;
  /** Only enqueue: a what-if replay hands in a sink that counts what a run would queue (docs/design.md#what-if). */
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  /** In [0, 1): the pacing's jitter. Math.random unless a test fixes it. */
  readonly random?: () => number;
}

/**
 * The rules over this run's projects, then one `place-bid` job per chosen project. Bids are placed
 * by the worker, never here; the rules already cap the choice at the balance, the daily limit and
 * what the user's pace can place before their next run (docs/design.md#pacing-and-rate-limits), so
 * a user who matches more than the pace allows never builds a queue of ever later bids. Each job
 * starts at its own slot, oldest project first, paced after the user's bids already planned or
 * placed: the first one of a quiet user goes now and the rest follow at the user's pace.
 * `alreadyBid` is the caller's reading of which of these projects the user has bid on (the
 * dispatcher reads it for all its users at once); without it, it is read here. With `explain:
 * false` the skips are neither reasoned nor counted (`skipped` is empty): the dispatcher, which
 * reports only what it queued, saves that work on every user × project. With `slots` the pacing is
 * neither read nor booked here (see PacingSlots); without it, the user's slots are read here and
 * the slots of the jobs queued are booked, even when a later enqueue fails. `projectsNewestFirst`
 * passes the caller's promise on to the rules (see AutobidContext). `whileAutobidding` marks the
 * jobs as the dispatcher's: the worker places them only while the user's autobidding is on.
 */
export async function matchAndEnqueue(
  deps: MatchDeps,
  account: RunAccount,
  projects: readonly Project[],
  usdRate: UsdRate,
  pace: PaceInput,
  options: {
    readonly alreadyBid?: ReadonlySet<string>;
    readonly explain?: boolean;
    readonly slots?: PacingSlots;
    readonly projectsNewestFirst?: boolean;
    readonly whileAutobidding?: boolean;
    /** With explain off: count every skip by reason and keep the first this many for the log (AutobidContext.keepSkips). */
    readonly keepSkips?: number;
    /** Every project shares a skill with the run's one profile (AutobidContext.projectsShareASkill). */
    readonly projectsShareASkill?: boolean;
    /** No project is listed twice (AutobidContext.projectsDistinct). */
    readonly projectsDistinct?: boolean;
    /** The columns of `projects`, shared with the caller's other runs over them (AutobidContext.projectColumns). */
    readonly projectColumns?: ProjectColumns;
    /** A language model writes the proposals (AutobidContext.modelWritesProposals); absent: the template writer. */
    readonly modelWritesProposals?: boolean;
  } = {},
): Promise<DispatchResult> {
  const projectIdsAlreadyBid =
    options.alreadyBid ??
    (await deps.bids.projectIdsWithBids(
      account.userId,
      projects.map((project) => project.id),
    ));
  const open = await openSlotsOf(deps, account, pace, options.slots, projects.length);
  const evaluation = evaluateAutobidRules({
    ...account.context,
    projects,
    projectIdsAlreadyBid,
    usdRate,
    explain: options.explain ?? true,
    projectsNewestFirst: options.projectsNewestFirst ?? false,
    paceCapacity: open.length,
    // Every key every time: thousands of runs a tick build contexts of one shape.
    keepSkips: options.keepSkips,
    projectsShareASkill: options.projectsShareASkill === true,
    projectsDistinct: options.projectsDistinct === true,
    projectColumns: options.projectColumns,
    modelWritesProposals: options.modelWritesProposals === true,
  });
  if (evaluation.kind === 'blocked')
    return {
      projectsFound: projects.length,
      matched: 0,
      queued: 0,
      blocked: evaluation.reasons,
      skipped: [],
      considered: [],
    };
  const bids = evaluation.decisions.filter((decision): decision is BidDecision => decision.kind === 'bid');
  const profiles = profileTermsLookup(account, pace.now);
  // A bid's fit with its reasons goes into its job, and its score into the log's row: worked out once.
  const fits = new Map(
    bids.map((decision) => [
      decision,
      projectFit(decision.project, profiles(decision.profileId).fit, usdRate(decision.currency)),
    ]),
  );
  const queued =
    bids.length === 0
      ? 0
      : await enqueueBids(
          deps,
          account.userId,
          profiles,
          fits,
          oldestFirst(bids),
          open,
          options.slots?.booked,
          options.whileAutobidding === true,
          pace.now,
        );
  const { skipTally } = evaluation;
  const skips = skipTally === undefined ? evaluation.decisions : [...evaluation.decisions, ...skipTally.kept];
  return {
    projectsFound: projects.length,
    matched: bids.length,
    queued,
    blocked: [],
    skipped: skipTally === undefined ? countSkips(evaluation.decisions) : countTally(skipTally),
    considered: consideredProjects(skips, fits, profiles, usdRate, options.modelWritesProposals === true),
  };
}
