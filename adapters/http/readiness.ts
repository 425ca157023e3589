/** Where a server process stands: not yet taking traffic, taking it, or letting it go before it stops. */
export type ReadinessPhase = 'starting' | 'ready' | 'draining';

/**
 * Whether this process should be sent traffic: `/api/ready` answers 200 only while it is `ready`
 * (and its database and queue answer). The composition root moves it on: ready once the server
 * listens with everything wired, draining from the first moment of a shutdown.
 */
export class Readiness {
  private current: ReadinessPhase;
  private readonly drainListeners = new Set<() => void>();

  constructor(
    /** Whether the job queue answers; the readiness probe asks it on every call. */
    readonly queueUp: () => Promise<boolean>,
    initial: ReadinessPhase = 'starting',
  ) {
    this.current = initial;
  }

  get phase(): ReadinessPhase {
    return this.current;
  }

  markReady(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  /** From now on not ready, for good: a draining process never takes traffic again. Tells every listener once. */
  drain(): void {
    if (this.current === 'draining') return;
    this.current = 'draining';
    for (const listener of [...this.drainListeners]) listener();
    this.drainListeners.clear();
  }

  /** Calls `listener` when draining begins (at once if it has); answers a function that forgets it. */
  onDrain(listener: () => void): () => void {
    if (this.current === 'draining') {
      listener();
      return () => undefined;
    }
    this.drainListeners.add(listener);
    return () => this.drainListeners.delete(listener);
  }
}
