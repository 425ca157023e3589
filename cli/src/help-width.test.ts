import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { CliRuntime } from '../../adapters/composition/cli-runtime.js';
import { buildProgram } from './program.js';

const unused = () => Promise.reject(new Error('help opens nothing'));

/** Reading the help runs no command: every part of the runtime refuses. */
const NOTHING_RUNS: CliRuntime = {
  useCases: unused,
  watchEvents: unused,
  startBackgroundWork: unused,
  startSimulators: unused,
  databaseStatus: unused,
  migrate: unused,
};

function everyCommand(command: Command): readonly Command[] {
  return [command, ...command.commands.flatMap(everyCommand)];
}

const pathOf = (command: Command): string =>
  command.parent === null ? command.name() : `${pathOf(command.parent)} ${command.name()}`;

/** What `<command> --help` prints on a terminal this wide, the text added after it included. */
function helpAt(command: Command, columns: number): string {
  let help = '';
  command.configureOutput({ writeOut: (text) => void (help += text), getOutHelpWidth: () => columns });
  command.outputHelp();
  return help;
}

describe('the help of every command', () => {
  const program = buildProgram({ ...NOTHING_RUNS, print: () => undefined, write: () => undefined });

  it.each(everyCommand(program).map((command) => [pathOf(command), command] as const))(
    'fits 80 columns: %s --help',
    (_, command) => {
      const help = helpAt(command, 80);
      expect(help).toContain('Usage:');
      expect(help.split('\n').filter((line) => line.length > 80)).toEqual([]);
    },
  );
});
