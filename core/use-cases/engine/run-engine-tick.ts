import type { LeaderLock } from '../../ports/leader-lock.port.js';
import type { DispatchDueUsers, DueDispatchResult } from './dispatch-due-users.js';
import type { PollProjectFeed, PollResult } from './poll-project-feed.js';

/** The leader lock of the feed poll and the dispatch: one process runs them at a time. */
export const ENGINE_LOCK = 'bidpilot:engine';
/** The award sync's own lock, so a long sync never holds up a tick. */
export const AWARD_SYNC_LOCK = 'bidpilot:award-sync';

export type PollOutcome =
  { readonly ok: true; readonly result: PollResult } | { readonly ok: false; readonly error: unknown };

export type EngineTickResult =
  /** Another process (or a run still going here) holds the engine lock: nothing was done. */
  | { readonly leader: false }
  | { readonly leader: true; readonly poll: PollOutcome; readonly dispatch: DueDispatchResult };

/**
 * One minute of the engine, under the leader lock: poll the shared feed, then dispatch the due
 * users over it. A failed poll still dispatches: users' windows then hold only what earlier polls
 * saw, and the projects the failed poll missed are first seen — and matched — on a later tick.
 */
export class RunEngineTick {
  constructor(
    private readonly lock: LeaderLock,
    private readonly poll: PollProjectFeed,
    private readonly dispatch: DispatchDueUsers,
  ) {}

  async execute(): Promise<EngineTickResult> {
    const outcome = await this.lock.runExclusive(ENGINE_LOCK, async () => {
      const poll: PollOutcome = await this.poll.execute().then(
        (result) => ({ ok: true as const, result }),
        (error: unknown) => ({ ok: false as const, error }),
      );
      return { poll, dispatch: await this.dispatch.execute() };
    });
    return outcome.ran ? { leader: true, ...outcome.value } : { leader: false };
  }
}
