#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { CommanderError } from 'commander';
import { applyColourChoice } from './colour.js';
import { terminalConfirm } from './confirmation.js';
import { namesDatabase } from './database-note.js';
import { buildProgram } from './program.js';
import { lazyRuntime } from './runtime.js';
import { outputColumns, terminalColumns } from './terminal-width.js';

/**
 * The bin: `bidpilot <command>` (`npm run cli -- <command>`). Exit codes (exit-codes.ts): 0 ok, 1
 * refused, 2 usage or configuration, 3 unreachable; with --json a failure is the error envelope on
 * stdout. Only commander loads before a command runs: the views and the composition root load
 * inside the command's action, so --help and --version start fast and touch no disk.
 */
async function main(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  applyColourChoice(process.env, process.argv);
  const json = process.argv.includes('--json');
  try {
    const runtime = lazyRuntime(process.env, {
      onOpen: async (database) => {
        if (!namesDatabase(json, process.stderr)) return;
        const { renderNote } = await import('./output.js');
        console.error(renderNote(`database: ${database.location}`, terminalColumns(process.env, process.stderr)));
      },
    });
    const interactive = process.stdin.isTTY === true && process.stderr.isTTY === true;
    const program = buildProgram({
      ...runtime,
      print: (text) => console.log(text),
      write: (text) => process.stdout.write(text),
      columns: outputColumns(process.env, process.stdout),
      terminal: process.stdout.isTTY === true,
      ...(interactive ? { confirm: terminalConfirm(process.stdin, process.stderr) } : {}),
    });
    await program.parseAsync(process.argv);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError && error.exitCode === 0) return 0;
    const { describeFailure, failureEnvelope } = await import('./exit-codes.js');
    const { renderError } = await import('./output.js');
    const failure = describeFailure(error);
    const envelope = json ? failureEnvelope(error) : null;
    if (envelope !== null) console.log(JSON.stringify(envelope));
    else if (failure.message !== null)
      console.error(
        renderError(failure.code, failure.message, terminalColumns(process.env, process.stderr), failure.ownLines),
      );
    return failure.exitCode;
  }
}

process.exitCode = await main();
