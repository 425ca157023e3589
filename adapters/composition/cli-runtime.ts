import type { EventPublisher } from '../../core/ports/event-publisher.port.js';
import type { AppConfig } from '../config/app-config.js';
import { createLogger } from '../logging/logger.js';
import { closeContainer, createContainer } from './container.js';
import { startEngine } from './engine.js';
import { startSimulators } from './simulators.js';
import { TOKENS } from './tokens.js';
import type { UseCases } from './use-cases.js';

/** Runs one piece of work on the use cases, over whatever they stand on for as long as it lasts. */
export type UseCaseScope = <T>(work: (useCases: UseCases) => Promise<T>) => Promise<T>;

/** Background work that runs until stopped; `stop` waits for the runs in hand and releases what it opened. */
export interface RunningWork {
  stop(): Promise<void>;
}

/** What the CLI bin takes from the composition root. Building it opens nothing: each command opens what it uses. */
export interface CliRuntime {
  /**
   * A container of the command's own (database migrated, queue started) for the length of `work`,
   * always closed after it, even when the work fails. Commands that never call it, `--help` and
   * refused command lines among them, open no database.
   */
  readonly useCases: UseCaseScope;
  /** The engine, plan expiry and the bid worker on a container of their own, logging through the configured logger. */
  readonly startBackgroundWork: () => Promise<RunningWork>;
  /** The standalone Freelancer and PayFast simulators (`bidpilot simulators`); answers the port they listen on. */
  readonly startSimulators: () => Promise<RunningWork & { readonly port: number }>;
  /** The kind of database the commands work on (sqlite, postgres), named in what migrate and worker print. */
  readonly dialect: string;
  /**
   * `useCases` plus the live event stream (`bids tail`): `watch` listens to one user's events
   * until the function it answers is called. Across processes on Postgres (LISTEN/NOTIFY); on
   * SQLite the stream is this process's own.
   */
  readonly watchEvents: <T>(work: (watch: EventPublisher['subscribe'], useCases: UseCases) => Promise<T>) => Promise<T>;
}

export function cliRuntime(config: AppConfig): CliRuntime {
  return {
    dialect: config.database.dialect,
    useCases: async (work) => {
      // A command's result is its output: the container's own log lines would only garble it.
      const container = await createContainer(config, { logger: createLogger('silent') });
      try {
        return await work(container.get(TOKENS.UseCases));
      } finally {
        await closeContainer(container);
      }
    },
    watchEvents: async (work) => {
      const container = await createContainer(config, { logger: createLogger('silent') });
      try {
        const events = container.get(TOKENS.Events);
        return await work((userId, listener) => events.subscribe(userId, listener), container.get(TOKENS.UseCases));
      } finally {
        await closeContainer(container);
      }
    },
    startSimulators: () => startSimulators(config, createLogger(config.logLevel)),
    startBackgroundWork: async () => {
      const container = await createContainer(config, { logger: createLogger(config.logLevel, undefined, config.logFormat) });
      try {
        const engine = startEngine(container);
        return {
          stop: async () => {
            try {
              await engine.stop();
            } finally {
              await closeContainer(container);
            }
          },
        };
      } catch (error) {
        await closeContainer(container);
        throw error;
      }
    },
  };
}
