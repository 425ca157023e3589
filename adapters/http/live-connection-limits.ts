/** How many live-event streams one server process keeps open (LIVE_EVENTS_PER_USER, LIVE_EVENTS_PER_PROCESS). */
export interface LiveConnectionCaps {
  /** One user's streams: a few tabs and devices, never a loop opening thousands. */
  readonly perUser: number;
  /** Every user's together: each stream holds a socket and a subscription for as long as it is open. */
  readonly perProcess: number;
}

export const DEFAULT_LIVE_CONNECTION_CAPS: LiveConnectionCaps = { perUser: 10, perProcess: 2_000 };

/**
 * Counts this process's open live-event streams, per user and in all, so neither one user nor
 * everyone together can hold more sockets than the caps allow. A slot is released exactly once,
 * however often its release is called, so a stream that ends twice (client close, then server
 * end) frees one slot.
 */
export class LiveConnectionLimits {
  private total = 0;
  private readonly perUser = new Map<string, number>();

  constructor(private readonly caps: LiveConnectionCaps = DEFAULT_LIVE_CONNECTION_CAPS) {}

  /** A release function for the new stream's slot, or which cap refused it. */
  open(
    userId: string,
  ): { readonly ok: true; readonly release: () => void } | { readonly ok: false; readonly cap: 'user' | 'process' } {
    const mine = this.perUser.get(userId) ?? 0;
    if (mine >= this.caps.perUser) return { ok: false, cap: 'user' };
    if (this.total >= this.caps.perProcess) return { ok: false, cap: 'process' };
    this.perUser.set(userId, mine + 1);
    this.total += 1;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = (this.perUser.get(userId) ?? 1) - 1;
        if (left === 0) this.perUser.delete(userId);
        else this.perUser.set(userId, left);
      },
    };
  }
}
