import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliRuntime, type CliRuntime } from '../../../adapters/composition/cli-runtime.js';
import { createRuntime } from '../../../adapters/composition/runtime.js';
import { loadConfig } from '../../../adapters/config/app-config.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import type { BidStatus } from '../../../core/domain/bidding/bid.js';
import type { Role } from '../../../core/domain/users/user.js';
import type { JobQueue } from '../../../core/ports/job-queue.port.js';
import type { Storage } from '../../../core/ports/storage.port.js';
import { describeFailure, type Failure } from '../../../cli/src/exit-codes.js';
import { buildProgram, type CliDeps } from '../../../cli/src/program.js';
import { createScratchDatabase } from '../../support/databases.js';
import { IN_MEMORY_DATABASE, PINNED_DATES } from '../../support/in-memory-cli.js';
import { inMemoryUseCases } from '../../support/in-memory-use-cases.js';

const WIDE_TERMINAL = 160;

export interface CliRun {
  readonly out: string;
  readonly failure: Failure | null;
}

/** Where the commands' use cases stand: the in-memory adapters (no database), a SQLite file, or a scratch Postgres database. */
export type CliBackend = 'memory' | 'sqlite' | 'postgres';

/**
 * The CLI program over a backend of the suite's own. On a database the CLI opens its own
 * runtime per command, exactly as the bin does, and `storage` is a second runtime over the
 * same database for arranging rows and checking what changed; in memory the commands run on the
 * composition root's use cases over the in-memory adapters, and `storage` is theirs.
 */
export class CliHarness {
  private constructor(
    readonly runtime: CliRuntime,
    readonly storage: Storage,
    readonly jobQueue: JobQueue,
    private readonly release: () => Promise<void>,
  ) {}

  static async start(env: Record<string, string> = {}, backend: CliBackend = 'sqlite'): Promise<CliHarness> {
    if (backend === 'memory') return CliHarness.inMemory();
    const dir = mkdtempSync(join(tmpdir(), 'bp-cli-'));
    const scratch = backend === 'postgres' ? await createScratchDatabase() : null;
    const config = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: scratch?.url ?? `sqlite:${join(dir, 'cli.sqlite')}`,
      ...env,
    });
    const runtime = await createRuntime(config, { logger: createLogger('silent') });
    const storage = runtime.storage;
    await seedDefaults(storage);
    return new CliHarness(cliRuntime(config), storage, runtime.jobQueue, async () => {
      await runtime.close();
      await scratch?.drop();
    });
  }

  private static async inMemory(): Promise<CliHarness> {
    const { adapters, useCases } = await inMemoryUseCases();
    const runtime: CliRuntime = {
      ...IN_MEMORY_DATABASE,
      useCases: (work) => work(useCases),
      startBackgroundWork: () => Promise.reject(new Error('the in-memory CLI harness runs no background work')),
      startSimulators: () => Promise.reject(new Error('the in-memory CLI harness runs no simulators')),
      watchEvents: (work) => work((userId, listener) => adapters.events.subscribe(userId, listener), useCases),
    };
    return new CliHarness(runtime, adapters.storage, adapters.jobQueue, async () => {});
  }

  /** Runs one command line; a thrown error is described as the bin would (exit code, code, message). */
  run(...args: string[]): Promise<CliRun> {
    return this.runWith({}, ...args);
  }

  /** As run, on a terminal: this many columns wide, one that answers the confirmation questions, or stdout on one (`terminal`). */
  async runWith(terminal: Pick<CliDeps, 'columns' | 'confirm' | 'terminal'>, ...args: string[]): Promise<CliRun> {
    const lines: string[] = [];
    try {
      await buildProgram({
        ...this.runtime,
        print: (text) => lines.push(text),
        write: (text) => lines.push(text),
        dates: PINNED_DATES,
        // Most tests read what a command says, not how it is laid out: a wide terminal shows every
        // column. A test of the layout passes its width (the bin lays a pipe out at 80).
        columns: WIDE_TERMINAL,
        ...terminal,
      }).parseAsync(['node', 'bidpilot', ...args]);
      return { out: lines.join('\n'), failure: null };
    } catch (error) {
      return { out: lines.join('\n'), failure: describeFailure(error) };
    }
  }

  /** Runs a `--json` command that must succeed and answers its parsed envelope. */
  async json(...args: string[]): Promise<Record<string, unknown>> {
    const { out, failure } = await this.run(...args, '--json');
    if (failure !== null) throw new Error(`${args.join(' ')} failed: ${failure.code} ${failure.message}`);
    return JSON.parse(out) as Record<string, unknown>;
  }

  aUser(name: string, role: Role = 'user') {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@example.com`;
    return this.storage.users.create({ name, email, passwordHash: 'not-a-real-hash', role });
  }

  private sequence = 0;

  aBid(userId: string, status: BidStatus, title: string, amountMinor = 12_550) {
    this.sequence += 1;
    return this.storage.bids.insertIfAbsent({
      userId,
      projectId: String(9_000_000 + this.sequence),
      projectTitle: title,
      projectUrl: `https://www.freelancer.com/projects/${this.sequence}`,
      status,
      amountMinor,
      currency: 'USD',
      proposal: 'Hello',
      marketplaceBidId: null,
      errorMessage: status === 'failed' ? 'Project is closed' : null,
      submittedAt: new Date(Date.UTC(2026, 0, 1, 0, this.sequence)),
    });
  }

  close(): Promise<void> {
    return this.release();
  }
}
