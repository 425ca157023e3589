/**
 * Short leases on named keys, shared by every worker process on one database: a job holds the
 * keys of what it works with (its user, their Freelancer token) while it runs, so that no two
 * jobs of one key run at once anywhere (docs/design.md#engine). A lease that is not released (its
 * process died) lapses at its end, so a key is never held for good.
 */
export interface WorkLeases {
  /**
   * Takes every one of `keys` for `holder` until `until`, or none of them: false when another
   * holder's lease on any of them lasts past `now`. A holder may take its own keys again.
   */
  acquire(keys: readonly string[], holder: string, now: Date, until: Date): Promise<boolean>;
  /** Gives back the holder's leases on these keys; another holder's are left alone. */
  release(keys: readonly string[], holder: string): Promise<void>;
}
