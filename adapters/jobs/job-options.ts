import type { EnqueueOptions } from '../../core/ports/job-queue.port.js';

export type JobState = 'queued' | 'active' | 'completed' | 'dead';

/** EnqueueOptions with the port's documented defaults filled in. */
export interface ResolvedJobOptions {
  readonly singletonKey: string | null;
  readonly startAfter: Date | null;
  readonly retryLimit: number;
  readonly retryDelayMs: number;
  readonly leaseMs: number;
  readonly group: string | null;
}

export function resolveJobOptions(options: EnqueueOptions = {}): ResolvedJobOptions {
  return {
    singletonKey: options.singletonKey ?? null,
    startAfter: options.startAfter ?? null,
    retryLimit: options.retryLimit ?? 3,
    retryDelayMs: options.retryDelayMs ?? 30_000,
    leaseMs: options.leaseMs ?? 5 * 60_000,
    group: options.group ?? null,
  };
}

/** Doubling stops growing here (about 36 days for a 1 s first delay): it also keeps 2^n exact. */
const MAX_DOUBLINGS = 21;

/**
 * When a failed attempt runs again: the first retry after `retryDelayMs`, each later one after
 * twice the previous delay. null when the attempt was the last one allowed (the job is dead).
 */
export function retryAt(now: Date, attempt: number, retryLimit: number, retryDelayMs: number): Date | null {
  if (attempt > retryLimit) return null;
  const delay = retryDelayMs * 2 ** Math.min(attempt - 1, MAX_DOUBLINGS);
  return new Date(now.getTime() + delay);
}
