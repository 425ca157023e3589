import type { CliRuntime, CliRuntimeOptions } from '../../adapters/composition/cli-runtime.js';

/**
 * The runtime the bin hands the commands: the composition root (knex, the drivers, the queue…)
 * loads when a command first asks for it, so `--help`, `--version` and refused command lines
 * load none of it, open nothing and write nothing.
 */
export function lazyRuntime(env: NodeJS.ProcessEnv, options: CliRuntimeOptions): CliRuntime {
  let loading: Promise<CliRuntime> | undefined;
  const runtime = () =>
    (loading ??= import('../../adapters/composition/cli-runtime.js').then((module) =>
      module.cliRuntimeFromEnv(env, options),
    ));
  return {
    useCases: async (work) => (await runtime()).useCases(work),
    watchEvents: async (work) => (await runtime()).watchEvents(work),
    startBackgroundWork: async () => (await runtime()).startBackgroundWork(),
    startSimulators: async () => (await runtime()).startSimulators(),
    databaseStatus: async () => (await runtime()).databaseStatus(),
    migrate: async () => (await runtime()).migrate(),
  };
}
