import { Cron } from 'croner';
import { isDomainError } from '../../core/domain/errors.js';
import type { Logger } from '../logging/logger.js';

export interface ScheduledJob {
  readonly name: string;
  /** Cron pattern with seconds, e.g. '0 * * * * *' for every minute. */
  readonly pattern: string;
  readonly run: () => Promise<unknown>;
}

/**
 * Runs one job once, logging its outcome: a failure is logged with its code and never escapes,
 * so one bad run cannot stop the schedule.
 */
export async function runJob(job: Pick<ScheduledJob, 'name' | 'run'>, logger: Logger): Promise<void> {
  const started = Date.now();
  try {
    const result = await job.run();
    logger.debug({ job: job.name, ms: Date.now() - started, result }, 'job done');
  } catch (error) {
    logger.error({ job: job.name, code: isDomainError(error) ? error.code : 'INTERNAL', err: error }, 'job failed');
  }
}

/** Starts every job on its pattern; a run still going when the next is due is skipped (protect). */
export function startScheduler(jobs: readonly ScheduledJob[], logger: Logger): { stop(): void } {
  const crons = jobs.map((job) => new Cron(job.pattern, { protect: true, name: job.name }, () => runJob(job, logger)));
  return { stop: () => crons.forEach((cron) => cron.stop()) };
}
