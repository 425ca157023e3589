import type { EventPublisher } from '../../core/ports/event-publisher.port.js';
import { loadConfig, type AppConfig } from '../config/app-config.js';
import { databaseUrlOf, parseEnv } from '../config/env.js';
import { createLogger, type Logger } from '../logging/logger.js';
import type { BidPilotMetrics } from '../metrics/bidpilot-metrics.js';
import { startMetricsServer, type MetricsServer } from '../metrics/metrics-server.js';
import { parseDatabaseUrl, type DatabaseTarget } from '../storage/knex/knex-client.js';
import { migrationSource } from '../storage/knex/migration-source.js';
import { describeDatabaseUrl } from '../storage/knex/open-database.js';
import { readDatabaseContents, type DatabaseContents } from '../storage/knex/open-database-contents.js';
import { createRuntime } from './runtime.js';
import { startEngine } from './engine.js';
import { startSimulators } from './simulators.js';
import type { UseCases } from './use-cases.js';

/** Runs one piece of work on the use cases, over whatever they stand on for as long as it lasts. */
export type UseCaseScope = <T>(work: (useCases: UseCases) => Promise<T>) => Promise<T>;

/** Background work that runs until stopped; `stop` waits for the runs in hand and releases what it opened. */
export interface RunningWork {
  stop(): Promise<void>;
}

/** Which database a command works on, as it may be printed: a Postgres password masked. */
export interface DatabaseLabel {
  readonly dialect: string;
  /** `postgres://bidpilot:***@db:5432/bidpilot`, or the SQLite file's path. */
  readonly location: string;
}

/** What `db status` reads without changing anything: the migrations applied and those still to run. */
export interface DatabaseStatus extends DatabaseLabel {
  /** False when there is no BidPilot database there (no file, or no migrations table): nothing was created to find out. */
  readonly exists: boolean;
  readonly applied: readonly string[];
  readonly pending: readonly string[];
  /** The tables of another program's database there (tables, and no BidPilot migrations), sorted; none otherwise. */
  readonly foreignTables: readonly string[];
}

/**
 * A command other than `db migrate` found no database where the configuration points: opening it
 * would create an empty one, which looks as if every account had vanished (a DATA_DIR left unset,
 * a DATABASE_URL naming the wrong database). Exit 2 in the CLI: the configuration is what to fix.
 */
export class DatabaseNotMigratedError extends Error {
  override readonly name = 'DatabaseNotMigratedError';
}

/**
 * `db migrate` found another program's database where the configuration points (tables, and no
 * BidPilot migrations): migrating would mix BidPilot's tables into it. Exit 1 in the CLI: refused.
 */
export class ForeignDatabaseError extends Error {
  override readonly name = 'ForeignDatabaseError';
}

/** What the CLI bin takes from the composition root. Building it opens nothing: each command opens what it uses. */
export interface CliRuntime {
  /**
   * A runtime of the command's own (queue started) for the length of `work`, always closed
   * after it, even when the work fails. Refuses (DatabaseNotMigratedError) a database that was
   * never migrated rather than creating it; commands that never call it, `--help` and refused
   * command lines among them, open no database and write nothing.
   */
  readonly useCases: UseCaseScope;
  /** The engine, plan expiry and the bid worker on a runtime of their own, logging through the configured logger. */
  readonly startBackgroundWork: () => Promise<RunningWork>;
  /** The standalone Freelancer and PayFast simulators (`bidpilot simulators`); answers the port they listen on. */
  readonly startSimulators: () => Promise<RunningWork & { readonly port: number }>;
  /**
   * `useCases` plus the live event stream (`bids tail`): `watch` listens to one user's events
   * until the function it answers is called. Across processes on Postgres (LISTEN/NOTIFY); on
   * SQLite the stream is this process's own.
   */
  readonly watchEvents: <T>(work: (watch: EventPublisher['subscribe'], useCases: UseCases) => Promise<T>) => Promise<T>;
  /** `db status`: the database's migrations; never creates a database to answer. */
  readonly databaseStatus: () => Promise<DatabaseStatus>;
  /** `db migrate`: the one command that may create the database (never in another program's); migrates, then seeds plans and packs. */
  readonly migrate: () => Promise<{
    readonly status: DatabaseStatus;
    readonly seeded: { readonly plans: number; readonly addons: number };
  }>;
}

export interface CliRuntimeOptions {
  /** Told which database a command opened, before its work runs: the CLI prints it on every readout. */
  readonly onOpen?: (database: DatabaseLabel) => void | Promise<void>;
}

/** The runtime over a configuration already read (tests, and anything that read it for other reasons). */
export function cliRuntime(config: AppConfig, options: CliRuntimeOptions = {}): CliRuntime {
  return runtimeOver(config.database, () => config, options);
}

/**
 * The bin's runtime: the configuration is read when a command first needs the database, and the
 * location is checked before that, so a command refused for a missing database writes no
 * secrets.json either.
 */
export function cliRuntimeFromEnv(source: NodeJS.ProcessEnv, options: CliRuntimeOptions = {}): CliRuntime {
  let config: AppConfig | undefined;
  return runtimeOver(parseDatabaseUrl(databaseUrlOf(parseEnv(source))), () => (config ??= loadConfig(source)), options);
}

export const databaseLabel = (target: DatabaseTarget): DatabaseLabel => ({
  dialect: target.dialect,
  location: target.dialect === 'sqlite' ? target.connection : describeDatabaseUrl(target),
});

function runtimeOver(target: DatabaseTarget, config: () => AppConfig, options: CliRuntimeOptions): CliRuntime {
  const label = databaseLabel(target);
  const opened = async () => {
    await refuseNewDatabase(target);
    const runtime = await createRuntime(config(), { logger: createLogger('silent') });
    try {
      await options.onOpen?.(label);
    } catch (error) {
      await runtime.close();
      throw error;
    }
    return runtime;
  };
  return {
    useCases: async (work) => {
      // A command's result is its output: the runtime's own log lines would only garble it.
      const runtime = await opened();
      try {
        return await work(runtime.useCases);
      } finally {
        await runtime.close();
      }
    },
    watchEvents: async (work) => {
      const runtime = await opened();
      try {
        const { events } = runtime;
        return await work((userId, listener) => events.subscribe(userId, listener), runtime.useCases);
      } finally {
        await runtime.close();
      }
    },
    startSimulators: async () => {
      // The simulated Freelancer's tables live in the product's database (ADR 0009), never in
      // another program's. On SQLite, creating the product's file (or tables in an empty one) is
      // `db migrate`'s alone: it would later read as a database whose every account had vanished.
      // A Postgres database may be empty yet: the servers beside the simulators migrate it as they start.
      const contents = await readDatabaseContents(target);
      if (contents.kind === 'foreign' || (contents.kind === 'nothing' && target.dialect === 'sqlite'))
        throw notMigrated(target, contents);
      const settings = config();
      return startSimulators(settings, createLogger(settings.logLevel, undefined, settings.logFormat));
    },
    startBackgroundWork: async () => {
      await refuseNewDatabase(target);
      const settings = config();
      const logger = createLogger(settings.logLevel, undefined, settings.logFormat);
      const runtime = await createRuntime(settings, { logger });
      try {
        await options.onOpen?.(label);
        const metrics = await servedMetrics(settings, runtime.metrics, logger);
        const engine = startEngine(runtime);
        return {
          stop: async () => {
            try {
              await engine.stop();
            } finally {
              await metrics?.stop();
              await runtime.close();
            }
          },
        };
      } catch (error) {
        await runtime.close();
        throw error;
      }
    },
    databaseStatus: () => statusOf(target),
    migrate: async () => {
      const contents = await readDatabaseContents(target);
      if (contents.kind === 'foreign') throw notToMigrate(target, contents.tables);
      // Opening the runtime migrates (one migrator at a time on Postgres).
      const runtime = await createRuntime(config(), { logger: createLogger('silent') });
      try {
        await options.onOpen?.(label);
        const seeded = await runtime.useCases.system.seedDefaults();
        return { status: await statusOf(target), seeded };
      } finally {
        await runtime.close();
      }
    },
  };
}

/** Another program's database, named in every refusal by what is there: tables, and no BidPilot migrations. */
const anotherPrograms = (target: DatabaseTarget, tables: readonly string[]): string =>
  `The database at ${databaseLabel(target).location} is another program's (${tables.length === 1 ? '1 table' : `${tables.length} tables`}, no BidPilot migrations)`;

const notMigrated = (target: DatabaseTarget, contents: DatabaseContents): DatabaseNotMigratedError =>
  new DatabaseNotMigratedError(
    contents.kind === 'foreign'
      ? `${anotherPrograms(target, contents.tables)}. Point ${target.dialect === 'postgres' ? 'DATABASE_URL' : 'DATA_DIR or DATABASE_URL'} at BidPilot's database.`
      : target.dialect === 'postgres'
        ? `No BidPilot database at ${databaseLabel(target).location}: it was never created or migrated. Check DATABASE_URL, or create the database (createdb) and run \`bidpilot db migrate\`.`
        : `No BidPilot database at ${databaseLabel(target).location}: this command would create an empty one. Check DATA_DIR and DATABASE_URL, or run \`bidpilot db migrate\` to create it.`,
  );

const notToMigrate = (target: DatabaseTarget, tables: readonly string[]): ForeignDatabaseError =>
  new ForeignDatabaseError(
    `${anotherPrograms(target, tables)}: BidPilot migrates only its own or an empty one. Point ${target.dialect === 'postgres' ? 'DATABASE_URL at an empty database' : 'DATA_DIR or DATABASE_URL at an empty location'}.`,
  );

/** Refuses, writing nothing, where there is no BidPilot database: none at all, an empty one, or another program's. */
async function refuseNewDatabase(target: DatabaseTarget): Promise<void> {
  const contents = await readDatabaseContents(target);
  if (contents.kind !== 'bidpilot') throw notMigrated(target, contents);
}

async function statusOf(target: DatabaseTarget): Promise<DatabaseStatus> {
  const all = (await migrationSource.getMigrations([])).map((migration) => migrationSource.getMigrationName(migration));
  const contents = await readDatabaseContents(target);
  const applied = contents.kind === 'bidpilot' ? contents.applied : [];
  const done = new Set(applied);
  return {
    ...databaseLabel(target),
    exists: contents.kind === 'bidpilot',
    applied,
    pending: all.filter((name) => !done.has(name)),
    foreignTables: contents.kind === 'foreign' ? contents.tables : [],
  };
}

/** The worker's own `/metrics` on METRICS_PORT, with Node's process metrics; none without it. */
async function servedMetrics(
  settings: AppConfig,
  metrics: BidPilotMetrics,
  logger: Logger,
): Promise<MetricsServer | null> {
  if (settings.metricsPort === null || settings.metricsToken === null) return null;
  metrics.collectProcessMetrics();
  const server = await startMetricsServer({
    metrics,
    token: settings.metricsToken,
    port: settings.metricsPort,
    logger,
  });
  logger.info({ port: server.port }, 'metrics served on their own port');
  return server;
}
