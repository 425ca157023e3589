import type { Exclusive, LeaderLock } from '../../core/ports/leader-lock.port.js';

/**
 * The leader lock of a single process (SQLite and in-memory storage allow no other): a run of a
 * name is refused while another run of that name is still going.
 */
export class InProcessLeaderLock implements LeaderLock {
  private readonly held = new Set<string>();
  private closed = false;

  async runExclusive<T>(name: string, work: () => Promise<T>): Promise<Exclusive<T>> {
    if (this.closed) throw new Error('The leader lock is closed');
    if (this.held.has(name)) return { ran: false };
    this.held.add(name);
    try {
      return { ran: true, value: await work() };
    } finally {
      this.held.delete(name);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
