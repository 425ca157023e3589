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

export interface Scheduler {
  /** No job starts after this; resolves once the runs still going have ended, so connections may close. */
  stop(): Promise<void>;
}

/** Starts every job on its pattern; a run still going when the next is due is skipped (protect). */
export function startScheduler(jobs: readonly ScheduledJob[], logger: Logger): Scheduler {
  const running = new Set<Promise<void>>();
  const start = (job: ScheduledJob): Promise<void> => {
    const run = runJob(job, logger).finally(() => running.delete(run));
    running.add(run);
    return run;
  };
  const crons = jobs.map((job) => new Cron(job.pattern, { protect: true, name: job.name }, () => start(job)));
  return {
    stop: async () => {
      for (const cron of crons) cron.stop();
      await Promise.all(running);
    },
  };
}
