import { closeContainer, createContainer } from '../../adapters/composition/container.js';
import type { AppConfig } from '../../adapters/config/app-config.js';
import { createLogger } from '../../adapters/logging/logger.js';
import { newUserRecord, type User } from '../../core/domain/users/user.js';
import type { Printer } from './output.js';
import type { SecretSource } from './secret-prompt.js';

export interface CliDeps {
  readonly config: AppConfig;
  readonly print: Printer;
  /** Terminal width for the Ink views; piped output uses output.ts's default. */
  readonly columns?: number;
  /** Where create-admin reads its password; this process's environment and terminal by default. */
  readonly secrets?: SecretSource;
}

export type Container = Awaited<ReturnType<typeof createContainer>>;

/** Runs `work` on a container of its own, always released, even when the work fails. */
export async function withContainer<T>(deps: CliDeps, work: (container: Container) => Promise<T>): Promise<T> {
  const container = await createContainer(deps.config, { logger: createLogger('silent') });
  try {
    return await work(container);
  } finally {
    await closeContainer(container);
  }
}

/**
 * Who acts when an operator runs the CLI: an admin identity that matches no user row, so the
 * "cannot disable your own account" rule never blocks the shell that could undo it, and the
 * ledger notes say "by admin cli". It has no password and never signs in.
 */
export const CLI_OPERATOR: User = newUserRecord({ id: 'cli', name: 'CLI operator', email: 'cli@localhost', passwordHash: '', role: 'admin' }, new Date(0));
