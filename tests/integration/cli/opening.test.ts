import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CliRuntime } from '../../../adapters/composition/cli-runtime.js';
import type { UseCases } from '../../../adapters/composition/use-cases.js';
import { describeFailure } from '../../../cli/src/exit-codes.js';
import { buildProgram } from '../../../cli/src/program.js';
import { inMemoryUseCases } from '../../support/in-memory-use-cases.js';
import { IN_MEMORY_DATABASE } from '../../support/in-memory-cli.js';

/**
 * The bin opens a database each time a command asks for the use cases: this counts the asks,
 * over the in-memory use cases, so a command that opened before checking its command line shows.
 */
describe('when the CLI opens the use cases', () => {
  let useCases: UseCases;
  let opened: number;
  const runtime: CliRuntime = {
    ...IN_MEMORY_DATABASE,
    useCases: (work) => {
      opened += 1;
      return work(useCases);
    },
    startBackgroundWork: () => Promise.reject(new Error('no background work in this test')),
    startSimulators: () => Promise.reject(new Error('no simulators in this test')),
    watchEvents: (work) => {
      opened += 1;
      return work(() => () => undefined, useCases);
    },
  };

  beforeAll(async () => {
    ({ useCases } = await inMemoryUseCases());
  });
  afterEach(() => vi.restoreAllMocks());

  async function run(...args: string[]) {
    opened = 0;
    // Commander writes help and its own errors straight to the process streams.
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const lines: string[] = [];
    try {
      const collect = (text: string) => void lines.push(text);
      await buildProgram({ ...runtime, print: collect, write: collect }).parseAsync(['node', 'bidpilot', ...args]);
      return { opened, exitCode: 0, lines };
    } catch (error) {
      return { opened, exitCode: describeFailure(error).exitCode, lines };
    }
  }

  it('never opens them for help', async () => {
    expect(await run('--help')).toMatchObject({ opened: 0, exitCode: 0 });
    expect(await run('users', '--help')).toMatchObject({ opened: 0, exitCode: 0 });
    expect(await run('plans', 'create', '--help')).toMatchObject({ opened: 0, exitCode: 0 });
  });

  it('never opens them for a command line it refuses', async () => {
    const refused = [
      ['users', 'frobnicate'],
      ['create-admin'],
      ['users', 'set-bids', 'someone', 'lots'],
      ['users', 'delete', 'someone'],
      ['plans', 'delete', 'starter'],
      ['plans', 'create', '--unlimited', '--monthly-bids', '3'],
      ['payments', 'list', '--status', 'refunded'],
      ['create-admin', '--email', 'root@example.com', '--password', 'Adm1n!pass'],
    ];
    for (const args of refused)
      expect({ args, ...(await run(...args)) }).toMatchObject({ args, opened: 0, exitCode: 2 });
  });

  it('opens them once for a command that reads or changes data, however many use cases it calls', async () => {
    expect(await run('stats', '--json')).toMatchObject({ opened: 1, exitCode: 0 });
    expect(await run('plans', 'update', 'starter', '--order', '1', '--json')).toMatchObject({ opened: 1, exitCode: 0 });
    expect(await run('users', 'show', 'nobody@example.com')).toMatchObject({ opened: 1, exitCode: 1 });
  });
});
