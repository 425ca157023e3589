import { randomUUID } from 'node:crypto';
import type { BlockReason, SkipReasonCode } from '../../domain/bidding/autobid-reasons.js';
import { SKIP_MESSAGES, skipReasons } from '../../domain/bidding/autobid-reasons.js';
import { evaluateAutobidRules, type ProjectDecision, type SkipTally } from '../../domain/bidding/autobid-rules.js';
import { nextRunAt } from '../../domain/bidding/autobid-timing.js';
import { projectBriefScreening } from '../../domain/bidding/brief-screening.js';
import { fitEnv, fitPoints, projectFit, type FitEnv, type FitScore } from '../../domain/bidding/fit-score.js';
import { PACING_LOOKBACK_MS, openSlots, type Paces } from '../../domain/bidding/pacing.js';
import { assumedEnglishMessage, assumesEnglish } from '../../domain/bidding/proposal-language.js';
import type { Project } from '../../domain/bidding/project.js';
import type { ProjectColumns } from '../../domain/bidding/project-columns.js';
import type { RunSettings } from '../../domain/bidding/settings.js';
import { sharedSkills, skillSet } from '../../domain/bidding/skill-matching.js';
import type { BidPacingRepository, BidSlot } from '../../ports/bid-pacing-repository.port.js';
import type { BidRepository } from '../../ports/bid-repository.port.js';
import type { JobQueue } from '../../ports/job-queue.port.js';
import { PLACE_BID_QUEUE, placeBidOptions, toPayloadProject, type PlaceBidPayload } from './place-bid-job.js';
import type { RunAccount } from './run-account.js';
import type { UsdRate } from './usd-rates.js';

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
  /**
   * The projects to record in the decision log: every matched one (`queued`) and the skips the
   * run explained, all of them with explain on, the first `keepSkips` with it off.
   */
  readonly considered: readonly ConsideredProject[];
}

export interface ConsideredProject {
  readonly project: Project;
  readonly outcome: 'queued' | 'skipped';
  readonly reasons: readonly SkipReasonCode[];
  /** The project's fit score for the user (docs/design.md#fit-score). */
  readonly fitScore: number;
  /** For a BRIEF_SCAM skip, which request the brief made; for a skip on the assumed English, why; null otherwise. */
  readonly detail: string | null;
}

type BidDecision = Extract<ProjectDecision, { readonly kind: 'bid' }>;

export interface MatchDeps {
  readonly bids: Pick<BidRepository, 'projectIdsWithBids'>;
  readonly pacing: Pick<BidPacingRepository, 'slotsSince' | 'book'>;
  /** Only enqueue: a what-if replay hands in a sink that counts what a run would queue (docs/design.md#what-if). */
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  /** In [0, 1): the pacing's jitter. Math.random unless a test fixes it. */
  readonly random?: () => number;
}

/** When this run enqueues, and whether the user is held to the slow pace (docs/design.md#pacing-and-rate-limits). */
export interface PaceInput {
  readonly now: Date;
  readonly slow: boolean;
  /** PACES unless pacing is switched off. */
  readonly paces?: Paces;
}

/**
 * The user's slots as the caller read them, and where each new job's slot goes: the dispatcher
 * reads a tick's slots for all its users at once and books them all in one write after they ran.
 */
export interface PacingSlots {
  /** The user's slots from PACING_LOOKBACK_MS before now on. */
  readonly recent: readonly BidSlot[];
  /** Each new job's slot is pushed here as soon as its job is queued, for the caller to book. */
  readonly booked: BidSlot[];
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
  const recent =
    options.slots?.recent ??
    (await deps.pacing.slotsSince(account.userId, new Date(pace.now.getTime() - PACING_LOOKBACK_MS)));
  const open = openSlots({
    slots: recent.map((slot) => slot.at),
    now: pace.now,
    until: nextRunAt(account.context.settings.timeInterval, pace.now),
    slow: pace.slow,
    paces: pace.paces,
    random: deps.random ?? Math.random,
    limit: projects.length,
  });
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
  // Only the rows the log keeps are scored: the queued ones (above) and a handful of skips per run,
  // each, as its reasons are, for the first profile.
  const skipScore = (project: Project): number => fitPoints(project, profiles().fit, usdRate(project.currency));
  const englishAssumed = assumesEnglish(profiles().settings.languages, options.modelWritesProposals === true);
  return {
    projectsFound: projects.length,
    matched: bids.length,
    queued,
    blocked: [],
    skipped: skipTally === undefined ? countSkips(evaluation.decisions) : countTally(skipTally),
    considered: skips.map((decision) =>
      decision.kind === 'bid'
        ? {
            project: decision.project,
            outcome: 'queued',
            reasons: [],
            fitScore: (fits.get(decision) as FitScore).score,
            detail: null,
          }
        : {
            project: decision.project,
            outcome: 'skipped',
            reasons: decision.reasons.map((reason) => reason.code),
            fitScore: skipScore(decision.project),
            detail: skipDetail(decision, englishAssumed),
          },
    ),
  };
}

/**
 * A scam skip says which request it was; the reason's own message is the same for every scam. A
 * language skip the user's settings did not ask for (English assumed without a model) says why.
 */
function skipDetail(
  decision: Extract<ProjectDecision, { readonly kind: 'skip' }>,
  englishAssumed: boolean,
): string | null {
  for (const reason of decision.reasons)
    if (reason.code === 'BRIEF_SCAM') return projectBriefScreening(decision.project).scam?.message ?? null;
  if (englishAssumed && decision.reasons.some((reason) => reason.code === 'LANGUAGE_MISMATCH'))
    return assumedEnglishMessage(decision.project.language);
  return null;
}

/** The project that has waited longest goes first; feed order on ties. */
const oldestFirst = (bids: readonly BidDecision[]): BidDecision[] =>
  [...bids].sort((a, b) => a.project.postedAt.getTime() - b.project.postedAt.getTime());

/** A run profile's settings and fit, prepared once per profile (docs/design.md#search-profiles). */
interface ProfileTerms {
  readonly settings: RunSettings;
  readonly skills: ReadonlySet<number>;
  readonly fit: FitEnv;
}

/** The terms of each profile of the account's run by id; the first profile's for an unknown or absent id. */
function profileTermsLookup(account: RunAccount, now: Date): (profileId?: string) => ProfileTerms {
  const { settings, profiles } = account.context;
  const prepare = (of: RunSettings): ProfileTerms => ({
    settings: of,
    skills: skillSet(of.skills),
    fit: fitEnv(of, now),
  });
  const first = prepare(profiles?.[0]?.settings ?? settings);
  if (profiles === undefined || profiles.length <= 1) return () => first;
  const byId = new Map(profiles.map((profile) => [profile.profileId, prepare(profile.settings)]));
  return (profileId) => (profileId === undefined ? first : (byId.get(profileId) ?? first));
}

/** Queues each bid at the next open slot; a project whose job is still queued keeps that job's slot and takes none. */
async function enqueueBids(
  deps: MatchDeps,
  userId: string,
  profiles: (profileId: string) => ProfileTerms,
  fits: ReadonlyMap<BidDecision, FitScore>,
  bids: readonly BidDecision[],
  open: readonly number[],
  given: BidSlot[] | undefined,
  whileAutobidding: boolean,
  now: Date,
): Promise<number> {
  const queuedAt = now.toISOString();
  const booked: BidSlot[] = given ?? [];
  const before = booked.length;
  let next = 0;
  try {
    for (const decision of bids) {
      const startAfter = new Date(open[next] as number);
      // The bid's pricing, milestone and match are its profile's.
      const { settings, skills } = profiles(decision.profileId);
      const payload: PlaceBidPayload = {
        userId,
        bidId: randomUUID(),
        project: toPayloadProject(decision.project),
        amount: decision.amount,
        currency: decision.currency,
        amountUsd: decision.amountUsd,
        period: decision.period,
        milestonePercentage: settings.milestonePercentage,
        profileId: decision.profileId,
        ...(whileAutobidding ? { whileAutobidding } : {}),
        queuedAt,
        match: {
          skills: sharedSkills(decision.project, skills),
          bidPercentage: settings.bidPercentage,
          minBidUsd: settings.minBidUsd,
          minHourlyRateUsd: settings.minHourlyRateUsd,
          fit: fits.get(decision) as FitScore,
        },
      };
      if (
        (await deps.jobs.enqueue(PLACE_BID_QUEUE, payload, {
          ...placeBidOptions(userId, decision.project.id),
          startAfter,
        })) === null
      )
        continue;
      next += 1;
      booked.push({ bidId: payload.bidId, at: startAfter });
    }
  } finally {
    // A queued job keeps its slot even when a later one fails to queue.
    if (given === undefined) await deps.pacing.book(userId, booked);
  }
  return booked.length - before;
}

function countSkips(decisions: readonly ProjectDecision[]): SkipCount[] {
  const counts = new Map<SkipReasonCode, number>();
  for (const decision of decisions) {
    if (decision.kind === 'skip')
      for (const reason of decision.reasons) counts.set(reason.code, (counts.get(reason.code) ?? 0) + 1);
  }
  return skipCountsOf(counts);
}

/** A tally's masks as counts per reason: a handful of distinct masks, whatever the number of projects. */
function countTally(tally: SkipTally): SkipCount[] {
  const counts = new Map<SkipReasonCode, number>();
  for (const [mask, count] of tally.masks)
    for (const reason of skipReasons(mask)) counts.set(reason.code, (counts.get(reason.code) ?? 0) + count);
  return skipCountsOf(counts);
}

const skipCountsOf = (counts: ReadonlyMap<SkipReasonCode, number>): SkipCount[] =>
  [...counts].map(([code, count]) => ({ code, message: SKIP_MESSAGES[code], count })).sort((a, b) => b.count - a.count);
