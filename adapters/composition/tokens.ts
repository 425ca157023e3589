import type { ServiceIdentifier } from 'inversify';
import type { Clock } from '../../core/ports/clock.port.js';
import type { EventPublisher } from '../../core/ports/event-publisher.port.js';
import type { JobQueue } from '../../core/ports/job-queue.port.js';
import type { Storage } from '../../core/ports/storage.port.js';
import type { AppConfig } from '../config/app-config.js';
import type { Logger } from '../logging/logger.js';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`bidpilot.${name}`);

export const TOKENS = {
  Config: token<AppConfig>('Config'),
  Logger: token<Logger>('Logger'),
  Clock: token<Clock>('Clock'),
  Storage: token<Storage>('Storage'),
  JobQueue: token<JobQueue>('JobQueue'),
  Events: token<EventPublisher>('Events'),
} as const;
