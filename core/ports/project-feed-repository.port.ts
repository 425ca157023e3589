import type { Project } from '../domain/bidding/project.js';

/** One project of the shared feed, with the instant BidPilot first saw it listed. */
export interface FeedEntry {
  readonly project: Project;
  readonly firstSeenAt: Date;
}

/**
 * The shared project feed (docs/design.md#engine): new active projects read once for everyone with one
 * token, kept for a while so each user's run can pick the ones first seen since their last run.
 */
export interface ProjectFeedRepository {
  /**
   * Stores the projects not stored yet, first seen at `seenAt`. Idempotent: a project already
   * stored keeps its first-seen instant and its first snapshot. Answers how many were new.
   */
  addNew(projects: readonly Project[], seenAt: Date): Promise<number>;
  /** The ids, among `projectIds`, that are stored. */
  knownIds(projectIds: readonly string[]): Promise<ReadonlySet<string>>;
  /**
   * The latest posting instant of the projects stored, or null when there are none: how far the
   * feed has read, for every process that shares it.
   */
  newestPostedAt(): Promise<Date | null>;
  /** Projects first seen strictly after `since`, each once: first-seen ascending, then newest posted first, then id. */
  listSeenSince(since: Date): Promise<readonly FeedEntry[]>;
  /** Deletes the projects first seen strictly before `before`; answers how many went. */
  pruneSeenBefore(before: Date): Promise<number>;
}
