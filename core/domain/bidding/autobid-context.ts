import type { PlanStatus, Role } from '../users/user.js';
import type { ProjectKind } from './project-kind.js';
import type { MarketplaceAccountCheck } from './marketplace-account.js';
import type { Project } from './project.js';
import type { ProjectColumns } from './project-columns.js';
import type { RunProfile } from './search-profile.js';
import type { RunSettings } from './settings.js';

/**
 * Everything the autobid rules read about one user's run. It lives apart from the rules so the
 * account checks (account-blocks.ts) and the project checks can both take it without importing
 * each other.
 */
export interface AutobidContext {
  /** The account's settings: the main profile's rules and every per-account rule (cap, pause, client screen). */
  readonly settings: RunSettings;
  /**
   * The profiles this run searches, main first then the others oldest first (runProfiles,
   * docs/design.md#search-profiles). Absent: the main profile alone, from `settings`.
   */
  readonly profiles?: readonly RunProfile[];
  readonly user: { readonly role: Role; readonly planStatus: PlanStatus; readonly isActive: boolean };
  /** OAuth token and freelancerUserId are both stored. */
  readonly hasToken: boolean;
  readonly balance: { readonly total: number; readonly unlimited: boolean };
  /** The Freelancer account's own bids as last read; absent or null: unknown, which never blocks. */
  readonly marketplaceAccount?: MarketplaceAccountCheck | null;
  readonly projects: readonly Project[];
  readonly now: Date;
  readonly projectIdsAlreadyBid: ReadonlySet<string>;
  /** The user's marketplace id: their own projects are never bid on. null when not stored. */
  readonly freelancerUserId: string | null;
  /** Kinds of project Freelancer refused this user's bids on; they are skipped from then on. */
  readonly unbiddableKinds: ReadonlySet<ProjectKind>;
  readonly bidsPlacedLast24h: number;
  /** Bids the user's pace can place before their next run; absent: no limit. */
  readonly paceCapacity?: number;
  /** Units of `currency` per 1 USD (1 for USD); undefined when unknown. */
  readonly usdRate: (currency: string) => number | undefined;
  /** Default true: every skip with all its reasons. false: bids only, cheapest. */
  readonly explain?: boolean;
  /**
   * The caller sorted `projects` newest first, feed order on ties: with `explain: false` the rules
   * then stop looking once the cap is met, as the newest eligible projects are the ones that win.
   */
  readonly projectsNewestFirst?: boolean;
  /**
   * With `explain: false`, what the decision log needs at the price of screening every project:
   * each skip counted by its reason mask, and the first this-many skips (the newest, with
   * `projectsNewestFirst`) kept whole (see SkipTally). Absent: no tally.
   */
  readonly keepSkips?: number;
  /**
   * The caller kept only projects sharing a skill with the run's one profile (the dispatcher's
   * prefilter): the spec's one-shared-skill rule is then met already and not checked again per pair.
   */
  readonly projectsShareASkill?: boolean;
  /**
   * No project id appears twice in `projects` (the dispatcher's windows come from the feed, one
   * entry per project): the run then keeps no set of the ids it chose to bid at most once each.
   */
  readonly projectsDistinct?: boolean;
  /**
   * projectColumns(projects), when the caller shares one list of projects among many runs (the
   * dispatcher's users of one window and skill set): built once for them all instead of per run.
   */
  readonly projectColumns?: ProjectColumns;
  /**
   * A language model writes this run's proposals, in each project's language: the user's languages
   * alone decide, an empty list meaning any. Absent or false: the template writer, in the prompt's
   * language, so projects outside the user's languages (English when none are set) are skipped
   * (proposal-language.ts).
   */
  readonly modelWritesProposals?: boolean;
}
