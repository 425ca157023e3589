import { createInterface } from 'node:readline/promises';
import { terminalSafe } from './ui/terminal-safe.js';
import { UsageError } from './usage-error.js';

/** The operator answered no at the terminal: exit 1, nothing changed. */
export class NotConfirmed extends Error {
  override readonly name = 'NotConfirmed';
}

/** Asks a yes/no question at the operator's terminal; answers true for yes. */
export type Confirm = (question: string) => Promise<boolean>;

export interface Destructive {
  /** What cannot be undone, as a refusal reads it: "Deleting a user cannot be undone". */
  readonly warning: string;
  /** The question asked at a terminal: "Delete a@b.c and everything they own?". */
  readonly question: string;
}

/**
 * Refuses at once a destructive command that could never be confirmed: no --yes and no terminal
 * to ask on (a script, a pipe, cron). Called before the database opens, so such a command line
 * opens and changes nothing; the question itself comes once the command has found what it would destroy.
 */
export function assertConfirmable(confirm: Confirm | undefined, yes: boolean | undefined, warning: string): void {
  if (yes !== true && confirm === undefined)
    throw new UsageError(`${warning}: pass --yes to confirm (there is no terminal to ask on)`);
}

/**
 * A destructive command goes ahead with --yes, or with a yes typed at a terminal. Without a
 * terminal to ask on and without --yes it refuses, so nothing is ever destroyed by a command line
 * that only looked harmless.
 */
export async function confirmDestructive(
  confirm: Confirm | undefined,
  yes: boolean | undefined,
  action: Destructive,
): Promise<void> {
  assertConfirmable(confirm, yes, action.warning);
  if (yes === true || confirm === undefined) return;
  if (!(await confirm(action.question))) throw new NotConfirmed(`Not confirmed: nothing changed. (${action.warning}.)`);
}

/**
 * A y/N question on stderr, read from stdin: only yes or y goes ahead. The terminal's own line
 * discipline echoes and edits the answer; readline's terminal mode would also redraw the prompt
 * with cursor escapes (ESC[1G ESC[0J), which NO_COLOR and --no-color promise never to print, and a
 * one-word answer has no use for its line editing.
 */
export function terminalConfirm(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Confirm {
  return async (question) => {
    const lines = createInterface({ input, output, terminal: false });
    try {
      // The question names stored data (a user's name): terminal-safe, as every table.
      return /^(y|yes)$/i.test((await lines.question(`${terminalSafe(question)} [y/N] `)).trim());
    } finally {
      lines.close();
    }
  };
}
