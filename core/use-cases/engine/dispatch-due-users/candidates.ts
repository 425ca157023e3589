import type { BlockReasonCode } from '../../../domain/bidding/autobid-reasons.js';
import type { Project } from '../../../domain/bidding/project.js';
import type { SearchProfile } from '../../../domain/bidding/search-profile.js';
import type { RunSettings } from '../../../domain/bidding/settings.js';
import type { BidBalance } from '../../../domain/ledger/ledger.js';
import type { User } from '../../../domain/users/user.js';
import type { RunSummary } from '../../../ports/decision-log.port.js';
import { accountOf, blocksBeforeReads } from '../run-account.js';
import { emptyRunSummary } from '../run-records.js';
import { windowOf, type Tick } from './tick-windows.js';

/** A due user's records from the tick's first bulk reads. */
export interface DueUser {
  readonly user: User;
  readonly settings: RunSettings;
  readonly balance: BidBalance;
  /** Their active profiles beside the main one, oldest first; most users have none. */
  readonly searchProfiles: readonly SearchProfile[];
}

/** A due user with projects in their window and no block that the tick's bulk reads already show. */
export interface Candidate extends DueUser {
  /** The window's key in Tick.windows, and its projects. */
  readonly window: string;
  readonly projects: readonly Project[];
}

/** The due users sorted before any per-user read: the idle and blocked ones already ran, the rest are candidates. */
export interface SortedDueUsers {
  readonly idle: number;
  readonly blocked: number;
  /** The users whose (empty) run is already decided. */
  readonly ran: string[];
  readonly summaries: RunSummary[];
  readonly candidates: Candidate[];
}

export function sortDueUsers(tick: Tick, dueUsers: readonly DueUser[]): SortedDueUsers {
  let idle = 0;
  let blocked = 0;
  const ran: string[] = [];
  const summaries: RunSummary[] = [];
  const candidates: Candidate[] = [];
  for (const due of dueUsers) {
    const candidate = candidateOf(tick, due);
    if (candidate === 'idle') {
      idle += 1;
      ran.push(due.user.id);
      summaries.push(emptyRunSummary(due.user.id, tick.now, 0, []));
    } else if ('blocked' in candidate) {
      blocked += 1;
      ran.push(due.user.id);
      summaries.push(emptyRunSummary(due.user.id, tick.now, candidate.scanned, candidate.blocked));
    } else candidates.push(candidate);
  }
  return { idle, blocked, ran, summaries, candidates };
}

/**
 * Idle with nothing new, blocked by what is known before the per-user reads (plan, balance,
 * skills, schedule…), or a candidate. The check assumes a token and no bid in the last 24 hours,
 * the most a profile and a count can allow, so it blocks no one the full check would let bid.
 */
function candidateOf(
  tick: Tick,
  due: DueUser,
): Candidate | 'idle' | { readonly blocked: readonly BlockReasonCode[]; readonly scanned: number } {
  const { user, settings, balance, searchProfiles } = due;
  const { key: window, projects } = windowOf(tick, due);
  if (projects.length === 0) return 'idle';
  const assumed = accountOf({
    user,
    settings,
    profile: null,
    balance,
    bidsPlacedLast24h: 0,
    now: tick.now,
    searchProfiles,
  });
  const known = blocksBeforeReads(assumed);
  return known.length > 0
    ? { blocked: known.map((reason) => reason.code), scanned: projects.length }
    : { ...due, window, projects };
}
