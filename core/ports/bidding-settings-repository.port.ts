import type { ProjectKind } from '../domain/bidding/project-kind.js';
import type { BiddingSettings, BiddingSettingsPatch, RunSettings } from '../domain/bidding/settings.js';

export interface BiddingSettingsRepository {
  /** The user's settings, or the defaults (created and stored on first read). Throws USER_NOT_FOUND for an unknown user. */
  get(userId: string): Promise<BiddingSettings>;
  /** Applies the patch over the stored (or default) settings and returns the result. */
  update(userId: string, patch: BiddingSettingsPatch): Promise<BiddingSettings>;
  /** What a run reads of the settings of every user whose autobidding is on (isActive true), for the dispatcher. */
  listActive(): Promise<readonly RunSettings[]>;
  /**
   * Sets lastRunAt to `at` for these users in one write, for the dispatcher. It is the engine's
   * bookkeeping, not a settings change: updatedAt stays. Unknown users are ignored.
   */
  recordRuns(userIds: readonly string[], at: Date): Promise<void>;
  /**
   * Adds a kind of project the user cannot bid on, keeping the ones already learned (no
   * duplicates, in PROJECT_KINDS order); returns the settings. Engine bookkeeping: updatedAt stays.
   */
  addUnbiddableKind(userId: string, kind: ProjectKind): Promise<BiddingSettings>;
  /**
   * Replaces the blocked clients with `edit` of the stored list, read and written at once so two
   * edits at the same time both land; returns the settings. What `edit` throws is thrown and nothing
   * changes. A user's change: updatedAt moves.
   */
  updateBlockedClients(
    userId: string,
    edit: (blocked: readonly string[]) => readonly string[],
  ): Promise<BiddingSettings>;
}
