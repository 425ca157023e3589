import { CommanderError } from 'commander';
import { ZodError } from 'zod';
import { isDomainError } from '../../core/domain/errors.js';

export const EXIT_OK = 0;
/** A rule of the product refused the command (DomainError): the same refusal the API answers. */
export const EXIT_DOMAIN = 1;
/** The command line itself was wrong (unknown option, bad value) or the configuration was. */
export const EXIT_USAGE = 2;

/** A command line the CLI refuses before any use case runs (a missing --yes, a non-number). */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface Failure {
  readonly exitCode: number;
  readonly code: string;
  /** Null when commander has already printed its own message (help, unknown option). */
  readonly message: string | null;
}

/** The one mapping from a thrown error to an exit code and the line a person reads. */
export function describeFailure(error: unknown): Failure {
  if (error instanceof CommanderError) return { exitCode: error.exitCode === 0 ? EXIT_OK : EXIT_USAGE, code: error.code, message: null };
  if (isDomainError(error)) return { exitCode: EXIT_DOMAIN, code: error.code, message: error.message };
  // The edge schemas are the API's own, so the message is the one the API answers (without its path prefix).
  if (error instanceof ZodError) return { exitCode: EXIT_USAGE, code: 'VALIDATION_FAILED', message: error.issues[0]?.message ?? 'bad input' };
  if (error instanceof UsageError) return { exitCode: EXIT_USAGE, code: 'USAGE', message: error.message };
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
  return { success: false, message: error instanceof Error ? error.message.replace(/^error: /, '') : String(error), errorCode: 'USAGE' };
}
