import { UsageError } from '../usage-error.js';

/**
 * A whole number typed on the command line, handed to the API's own schema as a number so its
 * messages apply; text that is no number becomes NaN, which those schemas refuse by name.
 */
export const numberArg = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** Two flags that say opposite things: at most one, and which one. */
export function eitherFlag(on: boolean | undefined, off: boolean | undefined, names: string): boolean | undefined {
  if (on === true && off === true) throw new UsageError(`Give at most one of ${names}`);
  return on === true ? true : off === true ? false : undefined;
}
