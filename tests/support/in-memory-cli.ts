import type { CliRuntime } from '../../adapters/composition/cli-runtime.js';
import { operatorDates } from '../../cli/src/ui/display.js';

/** The in-memory use cases stand on no database: the `db` commands refuse, as a runtime without one would. */
export const IN_MEMORY_DATABASE: Pick<CliRuntime, 'databaseStatus' | 'migrate'> = {
  databaseStatus: () => Promise.reject(new Error('the in-memory use cases have no database')),
  migrate: () => Promise.reject(new Error('the in-memory use cases have no database')),
};

/** Dates as an operator in en-GB on UTC reads them: the suite's output does not depend on the machine's locale. */
export const PINNED_DATES = operatorDates('en-GB', 'UTC');
