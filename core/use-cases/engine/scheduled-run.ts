import type { Project } from '../../domain/bidding/project.js';
import { allProjectColumns, type ProjectColumns } from '../../domain/bidding/project-columns.js';
import type { RunSettings } from '../../domain/bidding/settings.js';
import { sharesSkill, skillSet } from '../../domain/bidding/skill-matching.js';
import { matchAndEnqueue, type DispatchResult, type MatchDeps } from './match-and-enqueue.js';
import type { PaceInput, PacingSlots } from './match-and-enqueue/pacing-slots.js';
import { blockReasonsOf, type RunAccount } from './run-account.js';
import { KEPT_SKIPS_PER_RUN, runRecordsOf, type UserRunRecords } from './run-records.js';
import type { UsdRate } from './usd-rates.js';

/**
 * One scheduled run of one user, as the dispatcher makes it (docs/design.md#engine) and the
 * what-if replays it (docs/design.md#what-if): the window's projects sharing a skill with the run,
 * newest first, through the rules without explanations, counted skips, and the run's records.
 * Both callers go through here so a replay can never drift from what a tick does.
 */

/** A window's projects sharing a skill with a skill set, newest first, with their columns for the rules. */
export interface SkilledProjects {
  readonly projects: readonly Project[];
  readonly columns: ProjectColumns;
}

/** The skills a run wants: the main profile's, or those of any profile of the run. */
export function runSkillSet(settings: RunSettings, account: RunAccount): ReadonlySet<number> {
  const { profiles } = account.context;
  if (profiles === undefined) return skillSet(settings.skills);
  const union = new Set<number>();
  for (const profile of profiles) for (const id of skillSet(profile.settings.skills)) union.add(id);
  return union;
}

/** The window less the projects sharing no skill with `wanted`; array sort is stable, so projects posted in one instant keep their feed order. */
export function skilledProjectsOf(window: readonly Project[], wanted: ReadonlySet<number>): SkilledProjects {
  const projects = window
    .filter((project) => sharesSkill(project, wanted))
    .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime());
  return { projects, columns: allProjectColumns(projects) };
}

export interface ScheduledRunInput {
  readonly account: RunAccount;
  /** Every project of the run's window: what the run scanned. */
  readonly window: readonly Project[];
  readonly skilled: SkilledProjects;
  readonly usdRate: UsdRate;
  readonly pace: PaceInput;
  readonly alreadyBid: ReadonlySet<string>;
  readonly slots: PacingSlots;
  /** A language model writes the proposals: projects in any language may be bid (proposal-language.ts). */
  readonly modelWritesProposals: boolean;
}

export interface ScheduledRun {
  readonly result: DispatchResult;
  readonly records: UserRunRecords;
}

export async function runScheduled(deps: MatchDeps, input: ScheduledRunInput): Promise<ScheduledRun> {
  const { account, window, skilled } = input;
  // No project shares a skill: the rules would answer the account's blocks and nothing else. Most
  // of a what-if's runs, stepped minute by minute, are such runs.
  if (skilled.projects.length === 0) {
    const blocked = blockReasonsOf(account);
    const result: DispatchResult = { projectsFound: 0, matched: 0, queued: 0, blocked, skipped: [], considered: [] };
    return {
      result,
      records: runRecordsOf(
        account.userId,
        input.pace.now,
        window.length,
        blocked.length > 0 ? 0 : window.length,
        result,
      ),
    };
  }
  const result = await matchAndEnqueue(deps, account, skilled.projects, input.usdRate, input.pace, {
    alreadyBid: input.alreadyBid,
    explain: false,
    slots: input.slots,
    projectsNewestFirst: true,
    whileAutobidding: true,
    keepSkips: KEPT_SKIPS_PER_RUN,
    // The prefilter kept the projects sharing a skill with the union of the profiles: with one profile, that profile's.
    projectsShareASkill: (account.context.profiles?.length ?? 1) <= 1,
    // The feed holds one entry per project, so a window lists each once.
    projectsDistinct: true,
    projectColumns: skilled.columns,
    modelWritesProposals: input.modelWritesProposals,
  });
  const unskilled = result.blocked.length > 0 ? 0 : window.length - skilled.projects.length;
  return { result, records: runRecordsOf(account.userId, input.pace.now, window.length, unskilled, result) };
}
