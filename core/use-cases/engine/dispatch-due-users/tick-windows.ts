import { projectsWindowStart, widestTimeLimit } from '../../../domain/bidding/autobid-timing.js';
import type { Project } from '../../../domain/bidding/project.js';
import type { SearchProfile } from '../../../domain/bidding/search-profile.js';
import type { RunSettings } from '../../../domain/bidding/settings.js';
import type { FeedEntry } from '../../../ports/project-feed-repository.port.js';
import type { RunAccount } from '../run-account.js';
import { runSkillSet, skilledProjectsOf, type SkilledProjects } from '../scheduled-run.js';
import type { UsdRate } from '../usd-rates.js';

/** What one tick read once for all its users, and the windows it cut from the feed for them. */
export interface Tick {
  readonly now: Date;
  readonly feed: readonly FeedEntry[];
  readonly usdRate: UsdRate;
  /**
   * The projects of each window this tick has seen, by start and first run or not: users due
   * together mostly ran together, so thousands of them share a few windows and one array each.
   */
  readonly windows: Map<string, readonly Project[]>;
  /** The projects of a window that share a skill with a skill set, by window and skill set, with their columns for the rules. */
  readonly skilled: Map<string, SkilledProjects>;
}

/** What a user's window of the feed is cut by: their last run, and the time limits of their main and other active profiles. */
export interface WindowOwner {
  readonly settings: RunSettings;
  readonly searchProfiles: readonly SearchProfile[];
}

/**
 * Since the user's last run (or 60 minutes), within the widest time limit of their profiles:
 * after a pause, a profile that takes day-old projects still sees them when the main one takes an
 * hour's. Each profile's rules then skip what is older than its own limit.
 */
export const windowStart = ({ settings, searchProfiles }: WindowOwner, now: Date): Date =>
  projectsWindowStart(
    settings.lastRunAt,
    now,
    widestTimeLimit(
      settings.timeLimit,
      searchProfiles.map((profile) => profile.rules.timeLimit),
    ),
  );

/** The user's window of the feed, cut once per tick for all the users who share it. */
export function windowOf(
  tick: Tick,
  owner: WindowOwner,
): { readonly key: string; readonly projects: readonly Project[] } {
  const key = `${windowStart(owner, tick.now).getTime()}:${owner.settings.lastRunAt === null}`;
  let projects = tick.windows.get(key);
  if (projects === undefined) {
    projects = projectsOfRun(tick.feed, owner, tick.now);
    tick.windows.set(key, projects);
  }
  return { key, projects };
}

/**
 * The candidate's window less the projects sharing no skill with them, newest first and in feed
 * order on ties, so the rules can stop at the user's cap; shared by users of one window and skill
 * set. A user with search profiles wants the skills of any profile of the run.
 */
export function skilledProjects(
  tick: Tick,
  candidate: { readonly settings: RunSettings; readonly window: string; readonly projects: readonly Project[] },
  account: RunAccount,
): SkilledProjects {
  const wanted = runSkillSet(candidate.settings, account);
  const key = `${candidate.window}|${[...wanted].sort((a, b) => a - b).join(',')}`;
  let skilled = tick.skilled.get(key);
  if (skilled === undefined) {
    skilled = skilledProjectsOf(candidate.projects, wanted);
    tick.skilled.set(key, skilled);
  }
  return skilled;
}

/**
 * The feed's projects of this user's run: first seen after their window start and not after now.
 * On a first run the projects must also have been posted within that window (the last 60
 * minutes, within timeLimit); later runs leave the posting age to the timeLimit rule.
 */
export function projectsOfRun(feed: readonly FeedEntry[], owner: WindowOwner, now: Date): Project[] {
  const { settings } = owner;
  const start = windowStart(owner, now).getTime();
  const from = firstIndexAfter(feed, start);
  const to = firstIndexAfter(feed, now.getTime());
  const projects: Project[] = [];
  for (let index = from; index < to; index++) {
    const { project } = feed[index] as FeedEntry;
    if (settings.lastRunAt !== null || project.postedAt.getTime() > start) projects.push(project);
  }
  return projects;
}

/** Binary search over first-seen order: the first entry first seen strictly after `ms`. */
export function firstIndexAfter(feed: readonly FeedEntry[], ms: number): number {
  let low = 0;
  let high = feed.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((feed[middle] as FeedEntry).firstSeenAt.getTime() > ms) high = middle;
    else low = middle + 1;
  }
  return low;
}
