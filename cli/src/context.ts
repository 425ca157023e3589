import type { CliRuntime } from '../../adapters/composition/cli-runtime.js';
import { newUserRecord, type User } from '../../core/domain/users/user.js';
import type { Confirm } from './confirmation.js';
import type { OutputTarget } from './output.js';
import type { SecretSource } from './secret-prompt.js';

/**
 * What the commands run with: the composition root's use cases, opened per command (the bin
 * hands over a runtime that loads the composition root on first use, tests may hand over use
 * cases built on in-memory fakes), and where the output goes.
 */
export interface CliDeps extends CliRuntime, OutputTarget {
  /** Where create-admin reads its password; this process's environment and terminal by default. */
  readonly secrets?: SecretSource;
  /** Asks the operator before a destructive command; absent without a terminal, and then only --yes goes ahead. */
  readonly confirm?: Confirm;
  /** Ends the long-running commands (`bids tail`) besides SIGINT/SIGTERM: for tests. */
  readonly stopSignal?: AbortSignal;
}

/**
 * Who acts when an operator runs the CLI: an admin identity that matches no user row, so the
 * "cannot disable your own account" rule never blocks the shell that could undo it, and the
 * ledger notes say "by admin cli". It has no password and never signs in.
 */
export const CLI_OPERATOR: User = newUserRecord(
  { id: 'cli', name: 'CLI operator', email: 'cli@localhost', passwordHash: '', role: 'admin' },
  new Date(0),
);
