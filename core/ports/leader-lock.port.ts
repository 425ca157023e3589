/** What a run under the lock produced, or that it did not run because another holder had the lock. */
export type Exclusive<T> = { readonly ran: true; readonly value: T } | { readonly ran: false };

/**
 * A named lock shared by every server process on one database, so that only one of them runs the
 * scheduled engine at a time (docs/design.md#engine). Never waits for the lock.
 */
export interface LeaderLock {
  /**
   * Runs `work` while holding the lock `name` and releases it afterwards, whether `work` resolves
   * or throws (the throw propagates). When another process, or another run in this one, holds
   * the lock, answers `{ ran: false }` without running `work`. Throws when the lock cannot be
   * asked for at all (database unreachable) or after `close`.
   */
  runExclusive<T>(name: string, work: () => Promise<T>): Promise<Exclusive<T>>;
  /** Releases the lock's connection, and with it any lock still held: call it once no run is going. */
  close(): Promise<void>;
}
