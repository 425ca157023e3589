import type { WorkLeases } from '../../core/ports/work-leases.port.js';

/** The leases in one process's memory, for tests and the in-memory stack. Each call runs without awaiting, so it is atomic. */
export class InMemoryWorkLeases implements WorkLeases {
  private readonly leases = new Map<string, { readonly holder: string; readonly until: number }>();

  async acquire(keys: readonly string[], holder: string, now: Date, until: Date): Promise<boolean> {
    const busy = keys.some((key) => {
      const lease = this.leases.get(key);
      return lease !== undefined && lease.holder !== holder && lease.until > now.getTime();
    });
    if (busy) return false;
    for (const key of keys) this.leases.set(key, { holder, until: until.getTime() });
    return true;
  }

  async release(keys: readonly string[], holder: string): Promise<void> {
    for (const key of keys) if (this.leases.get(key)?.holder === holder) this.leases.delete(key);
  }
}
