import { UsageError } from '../usage-error.js';

/** Digits, with a sign and decimals at most: what an operator types for a count, a page or an amount. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A number typed on the command line, handed to the API's own schema as a number so its messages
 * apply; text that is no plain decimal (empty, `abc`, and also `1e3`, `0x10`, `Infinity`, which
 * JavaScript would read as numbers) becomes NaN, which those schemas refuse by name.
 */
export const numberArg = (text: string): number => (DECIMAL.test(text.trim()) ? Number(text) : Number.NaN);

/** A `--page` as numberArg reads it; absent stays absent (page 1). */
export const pageArg = (text: string | undefined): number | undefined =>
  text === undefined ? undefined : numberArg(text);

/** Two flags that say opposite things: at most one, and which one. */
export function eitherFlag(on: boolean | undefined, off: boolean | undefined, names: string): boolean | undefined {
  if (on === true && off === true) throw new UsageError(`Give at most one of ${names}`);
  return on === true ? true : off === true ? false : undefined;
}
