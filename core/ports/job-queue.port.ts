export interface Job<T = unknown> {
  readonly id: string;
  readonly queue: string;
  readonly payload: T;
  /** 1 on the first take, 2 on the first retry, … */
  readonly attempt: number;
}

/** A job cancelled with its group, as it stood when cancelled. */
export interface CancelledJob<T = unknown> {
  readonly id: string;
  readonly payload: T;
  /** Attempts begun so far: 0 for a job never taken. */
  readonly attempts: number;
  /**
   * A taker's lease on it was still running: that taker is at work on the current attempt and
   * settles it itself (it finds the job no longer held). Otherwise no one is at work on it.
   */
  readonly held: boolean;
}

/** One job of a multi-row enqueue. */
export interface EnqueueItem<T = unknown> {
  readonly payload: T;
  readonly options?: EnqueueOptions;
}

export interface EnqueueOptions {
  /** While a job with this key is queued or active in the same queue, enqueue answers null. */
  readonly singletonKey?: string;
  /** Not handed out before this instant. */
  readonly startAfter?: Date;
  /** Retries after the first attempt (default 3). */
  readonly retryLimit?: number;
  /** First retry delay; doubles on each later retry (default 30 s). */
  readonly retryDelayMs?: number;
  /** How long a taker holds the job before it is given to another taker (default 5 min). */
  readonly leaseMs?: number;
  /** Whose job it is (a user's id): cancelGroup ends all of one group's jobs at once. */
  readonly group?: string;
}

/**
 * A durable job queue shared by every worker process. A job is handed to at most one taker at a
 * time; a job whose taker neither completes nor fails it within its lease goes to another taker.
 */
export interface JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The job's id, or null when a job with the same singletonKey is queued or active. */
  enqueue<T>(queue: string, payload: T, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Many jobs in one write, all or none: per item, in order, the job's id, or null when a job with
   * its singletonKey is already queued or active (an earlier item of the same call included).
   * Concurrent calls race as concurrent enqueues do: one job per key.
   */
  enqueueMany<T>(queue: string, items: readonly EnqueueItem<T>[]): Promise<(string | null)[]>;
  /** The next due job of the queue, or null when none is due. */
  take<T>(queue: string): Promise<Job<T> | null>;
  /** Ends the job successfully. Completing a job whose lease was lost is a no-op. */
  complete(job: Job): Promise<void>;
  /** Ends the attempt: retried after its backoff while retries remain, otherwise dead. */
  fail(job: Job, reason: string): Promise<void>;
  /**
   * Hands the job back, due at `until`, without spending an attempt: its next take answers the
   * same attempt number. For a job that must wait its turn (pacing, a rate limit), not for a
   * failure. Postponing a job whose lease was lost is a no-op.
   */
  postpone(job: Job, until: Date): Promise<void>;
  /**
   * Ends every job of `group` in the queue that is queued or active, and answers them. A
   * cancelled job is never handed out again; a taker holding one finds it no longer held
   * (`holds` answers false, complete/fail/postpone do nothing). Cancelling twice ends nothing more.
   */
  cancelGroup<T>(queue: string, group: string): Promise<readonly CancelledJob<T>[]>;
  /** Whether this very attempt still holds the job: false once it was cancelled, or its lease lapsed and another took it. */
  holds(job: Job): Promise<boolean>;
  /**
   * Deletes at most `limit` jobs, of any queue, that ended (completed, dead or cancelled) before
   * `cutoff`, and answers how many went. Queued and active jobs are never removed. Ended jobs are
   * otherwise kept forever, so a retention sweep calls this in batches until it answers fewer
   * than `limit`; a batch bounds how long one delete holds its rows.
   */
  removeFinishedBefore(cutoff: Date, limit: number): Promise<number>;
}
