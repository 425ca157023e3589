#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { cliRuntime } from '../../adapters/composition/cli-runtime.js';
import { loadConfig } from '../../adapters/config/app-config.js';
import { describeFailure, failureEnvelope } from './exit-codes.js';
import { renderError } from './output.js';
import { buildProgram } from './program.js';

/** The bin: `npm run cli -- <command>`. Exit codes (exit-codes.ts): 0 ok, 1 domain error, 2 usage or configuration; with --json a failure is the error envelope on stdout. */
async function main(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    const program = buildProgram({ ...cliRuntime(loadConfig()), print: (text) => console.log(text), columns: process.stdout.columns });
    await program.parseAsync(process.argv);
    return 0;
  } catch (error) {
    const failure = describeFailure(error);
    const envelope = process.argv.includes('--json') ? failureEnvelope(error) : null;
    if (envelope !== null) console.log(JSON.stringify(envelope));
    else if (failure.message !== null) console.error(renderError(failure.code, failure.message, process.stderr.columns));
    return failure.exitCode;
  }
}

process.exitCode = await main();
