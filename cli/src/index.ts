import { existsSync } from 'node:fs';
import { CommanderError } from 'commander';
import { isDomainError } from '../../core/domain/errors.js';
import { loadConfig } from '../../adapters/config/app-config.js';
import { buildProgram } from './program.js';

/** The bin: `npm run cli -- <command>`. Exit codes: 0 ok, 1 domain error, 2 usage or configuration. */
async function main(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    await buildProgram({ config: loadConfig(), print: (line) => console.log(line) }).parseAsync(process.argv);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (isDomainError(error)) {
      console.error(`${error.code}: ${error.message}`);
      return 1;
    }
    console.error(error instanceof Error ? error.message : error);
    return 2;
  }
}

process.exitCode = await main();
