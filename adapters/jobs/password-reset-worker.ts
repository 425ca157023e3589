import type { Job, JobQueue } from '../../core/ports/job-queue.port.js';
import {
  PASSWORD_RESET_QUEUE,
  type PasswordResetPayload,
  type PasswordResetResult,
} from '../../core/use-cases/auth/password-reset.js';
import type { Logger } from '../logging/logger.js';
import { QueueWorker } from './bid-worker.js';

/**
 * The worker of `password-reset` jobs: each looks one address up and mails its owner a reset link,
 * after the request was answered. One at a time: a few reset mails a minute, not a stream.
 */
export const createPasswordResetWorker = (deps: {
  readonly queue: JobQueue;
  readonly sendPasswordReset: (job: Job<PasswordResetPayload>) => Promise<PasswordResetResult>;
  readonly logger: Logger;
  readonly idleMs?: number;
}): QueueWorker<PasswordResetPayload> =>
  new QueueWorker<PasswordResetPayload>({
    queue: deps.queue,
    name: PASSWORD_RESET_QUEUE,
    handle: deps.sendPasswordReset,
    logger: deps.logger,
    idleMs: deps.idleMs,
  });
