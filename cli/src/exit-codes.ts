import { CommanderError } from 'commander';
import { ZodError } from 'zod';
import { isDomainError, type ErrorCode } from '../../core/domain/errors.js';
import { NotConfirmed } from './confirmation.js';
import { UsageError } from './usage-error.js';

export const EXIT_OK = 0;
/**
 * The command was refused: a rule of the product (DomainError, the same refusal the API answers),
 * a database file that is no database, which no retry will change, or another program's database,
 * which `db migrate` will not migrate into.
 */
export const EXIT_DOMAIN = 1;
/**
 * The command line itself was wrong (unknown option, a value the schemas or the product's rules
 * refuse: VALIDATION_FAILED, however it was found) or the configuration was (no database where it points).
 */
export const EXIT_USAGE = 2;
/**
 * The database or a service could not be reached (refused, no such host, a file that cannot be
 * opened, the marketplace, the LLM or the payment gateway unavailable): trying again later may work.
 */
export const EXIT_UNREACHABLE = 3;

export { UsageError } from './usage-error.js';

/** Refusals that name a value the operator gave (a negative count, an unknown plan or channel): the command line is what to fix. */
const USAGE_CODES: ReadonlySet<ErrorCode> = new Set(['VALIDATION_FAILED']);

/** A service the product calls that did not answer: trying again later may work. */
const UNREACHABLE_DOMAIN_CODES: ReadonlySet<ErrorCode> = new Set([
  'MARKETPLACE_UNAVAILABLE',
  'LLM_UNAVAILABLE',
  'PAYMENT_GATEWAY_UNAVAILABLE',
]);

const exitCodeOf = (code: ErrorCode): number =>
  USAGE_CODES.has(code) ? EXIT_USAGE : UNREACHABLE_DOMAIN_CODES.has(code) ? EXIT_UNREACHABLE : EXIT_DOMAIN;

/** Node's network errors and the drivers' codes for "could not get there". */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
  'SQLITE_CANTOPEN',
  '57P03',
  '3D000',
]);

/**
 * The database or a service is out of reach: the storage adapter's one-line DatabaseUnavailableError,
 * or an error (or its cause) carrying a network or driver code; Postgres connection failures are SQLSTATE class 08.
 */
function isUnreachable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (error.name === 'DatabaseUnavailableError') return true;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (UNREACHABLE_CODES.has(code) || /^08/.test(code)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isUnreachable(inner, depth + 1))) return true;
  return isUnreachable(error.cause, depth + 1);
}

export interface Failure {
  readonly exitCode: number;
  readonly code: string;
  /** Null when commander has already printed its own message (help, unknown option). */
  readonly message: string | null;
  /**
   * The message is the product's own text in lines (a configuration error lists its problems one
   * a line): its line breaks are shown as breaks. Other messages may quote stored data, so any
   * line break in them is shown escaped, as every other control character.
   */
  readonly ownLines?: boolean;
}

/** The one mapping from a thrown error to an exit code and the line a person reads. */
export function describeFailure(error: unknown): Failure {
  if (error instanceof CommanderError)
    return { exitCode: error.exitCode === 0 ? EXIT_OK : EXIT_USAGE, code: error.code, message: null };
  if (isDomainError(error)) return { exitCode: exitCodeOf(error.code), code: error.code, message: error.message };
  // The edge schemas are the API's own, so the message is the one the API answers (without its path prefix).
  if (error instanceof ZodError)
    return { exitCode: EXIT_USAGE, code: 'VALIDATION_FAILED', message: error.issues[0]?.message ?? 'bad input' };
  if (error instanceof NotConfirmed) return { exitCode: EXIT_DOMAIN, code: 'NOT_CONFIRMED', message: error.message };
  if (error instanceof UsageError) return { exitCode: EXIT_USAGE, code: 'USAGE', message: error.message };
  if (error instanceof Error && error.name === 'ConfigError')
    return { exitCode: EXIT_USAGE, code: 'INVALID_CONFIGURATION', message: error.message, ownLines: true };
  if (error instanceof Error && error.name === 'DatabaseNotMigratedError')
    return { exitCode: EXIT_USAGE, code: 'DATABASE_NOT_MIGRATED', message: error.message };
  if (error instanceof Error && error.name === 'NotADatabaseError')
    return { exitCode: EXIT_DOMAIN, code: 'NOT_A_DATABASE', message: error.message };
  if (error instanceof Error && error.name === 'ForeignDatabaseError')
    return { exitCode: EXIT_DOMAIN, code: 'FOREIGN_DATABASE', message: error.message };
  if (isUnreachable(error))
    return {
      exitCode: EXIT_UNREACHABLE,
      code: 'UNREACHABLE',
      message: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
    };
  return { exitCode: EXIT_USAGE, code: 'ERROR', message: error instanceof Error ? error.message : String(error) };
}

export interface FailureEnvelope {
  readonly success: false;
  readonly message: string;
  readonly errorCode: string;
}

/**
 * What a failed `--json` command prints on stdout: the API's error envelope, so a script parses
 * one shape whatever happened; commander's own refusals (an unknown option) are USAGE.
 */
export function failureEnvelope(error: unknown): FailureEnvelope | null {
  const failure = describeFailure(error);
  if (failure.exitCode === EXIT_OK) return null;
  if (failure.message !== null) return { success: false, message: failure.message, errorCode: failure.code };
  return {
    success: false,
    message: error instanceof Error ? error.message.replace(/^error: /, '') : String(error),
    errorCode: 'USAGE',
  };
}
