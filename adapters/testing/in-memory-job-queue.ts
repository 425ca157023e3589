import { randomUUID } from 'node:crypto';
import type { Clock } from '../../core/ports/clock.port.js';
import type { CancelledJob, EnqueueItem, EnqueueOptions, Job, JobQueue } from '../../core/ports/job-queue.port.js';
import { SystemClock } from '../clock/system-clock.js';
import type { QueueBacklog, QueueBacklogSource } from '../metrics/bidpilot-metrics.js';
import { resolveJobOptions, retryAt, type JobState, type ResolvedJobOptions } from '../jobs/job-options.js';

interface StoredJob {
  readonly id: string;
  readonly queue: string;
  readonly payload: unknown;
  readonly options: ResolvedJobOptions;
  readonly createdAt: number;
  state: JobState;
  attempt: number;
  runAfter: number;
  leaseUntil: number;
  lastError: string | null;
  /** When it was completed or died; null while queued or active. */
  endedAt: number | null;
}

/**
 * The job queue in one process's memory, for tests and the offline demo. Each method runs to
 * completion without awaiting, so concurrent takers never see the same job.
 */
export class InMemoryJobQueue implements JobQueue, QueueBacklogSource {
  private readonly jobs = new Map<string, StoredJob>();

  constructor(private readonly clock: Clock = new SystemClock()) {}

  async start(): Promise<void> {}

  async stop(): Promise<void> {}

  async enqueue<T>(queue: string, payload: T, options?: EnqueueOptions): Promise<string | null> {
    const [id] = this.insert(queue, [{ payload, options }]);
    return id ?? null;
  }

  async enqueueMany<T>(queue: string, items: readonly EnqueueItem<T>[]): Promise<(string | null)[]> {
    return this.insert(queue, items);
  }

  async take<T>(queue: string): Promise<Job<T> | null> {
    const now = this.clock.now().getTime();
    const next = [...this.jobs.values()]
      .filter((job) => job.queue === queue && this.isTakeable(job, now))
      .sort((a, b) => a.runAfter - b.runAfter || a.createdAt - b.createdAt)[0];
    if (next === undefined) return null;
    next.state = 'active';
    next.attempt += 1;
    next.leaseUntil = now + next.options.leaseMs;
    return { id: next.id, queue: next.queue, payload: structuredClone(next.payload) as T, attempt: next.attempt };
  }

  async complete(job: Job): Promise<void> {
    const held = this.heldBy(job);
    if (held !== undefined) this.end(held, 'completed');
  }

  async fail(job: Job, reason: string): Promise<void> {
    const held = this.heldBy(job);
    if (held === undefined) return;
    const next = retryAt(this.clock.now(), held.attempt, held.options.retryLimit, held.options.retryDelayMs);
    held.lastError = reason;
    if (next === null) this.end(held, 'dead');
    else {
      held.state = 'queued';
      held.runAfter = next.getTime();
    }
  }

  async postpone(job: Job, until: Date): Promise<void> {
    const held = this.heldBy(job);
    if (held === undefined) return;
    held.state = 'queued';
    held.attempt -= 1;
    held.runAfter = until.getTime();
    held.leaseUntil = 0;
  }

  async cancelGroup<T>(queue: string, group: string): Promise<readonly CancelledJob<T>[]> {
    const now = this.clock.now().getTime();
    const cancelled: CancelledJob<T>[] = [];
    for (const job of this.jobs.values()) {
      if (job.queue !== queue || job.options.group !== group || (job.state !== 'queued' && job.state !== 'active'))
        continue;
      cancelled.push({
        id: job.id,
        payload: structuredClone(job.payload) as T,
        attempts: job.attempt,
        held: job.state === 'active' && job.leaseUntil > now,
      });
      // Dead, not retried: a cancelled job ends as a buried one does, with the reason kept.
      this.end(job, 'dead');
      job.lastError = 'cancelled';
    }
    return cancelled;
  }

  async holds(job: Job): Promise<boolean> {
    return this.heldBy(job) !== undefined;
  }

  async removeFinishedBefore(cutoff: Date, limit: number): Promise<number> {
    let removed = 0;
    for (const job of this.jobs.values()) {
      if (removed >= limit) break;
      if (job.endedAt === null || job.endedAt >= cutoff.getTime()) continue;
      this.jobs.delete(job.id);
      removed += 1;
    }
    return removed;
  }

  /** Jobs of the queue waiting or running, for the metrics. */
  async backlog(queue: string): Promise<QueueBacklog> {
    const waiting = [...this.jobs.values()].filter(
      (job) => job.queue === queue && (job.state === 'queued' || job.state === 'active'),
    );
    const oldest = waiting.reduce<number | null>(
      (min, job) => (min === null || job.createdAt < min ? job.createdAt : min),
      null,
    );
    return { depth: waiting.length, oldestEnqueuedAt: oldest === null ? null : new Date(oldest) };
  }

  /**
   * A scripting helper outside the port: `take` as if every queued job were due, soonest first,
   * so a test reads what was queued without waiting out the pacing of startAfter.
   */
  async takeQueued<T>(queue: string): Promise<Job<T> | null> {
    const next = [...this.jobs.values()]
      .filter((job) => job.queue === queue && job.state === 'queued')
      .sort((a, b) => a.runAfter - b.runAfter || a.createdAt - b.createdAt)[0];
    if (next === undefined) return null;
    next.state = 'active';
    next.attempt += 1;
    next.leaseUntil = this.clock.now().getTime() + next.options.leaseMs;
    return { id: next.id, queue: next.queue, payload: structuredClone(next.payload) as T, attempt: next.attempt };
  }

  /** A scripting helper outside the port: the stored state of a job. */
  stateOf(id: string): JobState | null {
    return this.jobs.get(id)?.state ?? null;
  }

  /**
   * Queued and due, or active with a lapsed lease and retries left (a lapsed lease spends an
   * attempt, as a failure would). A lapsed job with no retries left is dead.
   */
  private isTakeable(job: StoredJob, now: number): boolean {
    if (job.state === 'queued') return job.runAfter <= now;
    if (job.state !== 'active' || job.leaseUntil > now) return false;
    if (job.attempt <= job.options.retryLimit) return true;
    this.end(job, 'dead');
    job.lastError = 'lease expired';
    return false;
  }

  /** Every job is built (its payload copied) before any is stored, so a payload that cannot be copied stores none. */
  private insert<T>(queue: string, items: readonly EnqueueItem<T>[]): (string | null)[] {
    const now = this.clock.now().getTime();
    const built = items.map(({ payload, options }): StoredJob => {
      const resolved = resolveJobOptions(options);
      return {
        id: randomUUID(),
        queue,
        payload: structuredClone(payload),
        options: resolved,
        createdAt: now,
        state: 'queued',
        attempt: 0,
        runAfter: resolved.startAfter?.getTime() ?? now,
        leaseUntil: 0,
        lastError: null,
        endedAt: null,
      };
    });
    return built.map((job) => {
      if (job.options.singletonKey !== null && this.holdsKey(queue, job.options.singletonKey)) return null;
      this.jobs.set(job.id, job);
      return job.id;
    });
  }

  private holdsKey(queue: string, key: string): boolean {
    for (const job of this.jobs.values()) {
      if (job.queue === queue && job.options.singletonKey === key && (job.state === 'queued' || job.state === 'active'))
        return true;
    }
    return false;
  }

  private end(job: StoredJob, state: 'completed' | 'dead'): void {
    job.state = state;
    job.endedAt = this.clock.now().getTime();
  }

  /** The stored job if this very attempt still holds it; a taker whose lease was lost gets undefined. */
  private heldBy(job: Job): StoredJob | undefined {
    const stored = this.jobs.get(job.id);
    return stored?.state === 'active' && stored.attempt === job.attempt ? stored : undefined;
  }
}
