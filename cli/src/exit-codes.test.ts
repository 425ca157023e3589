import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../../core/domain/errors.js';
import {
  EXIT_DOMAIN,
  EXIT_OK,
  EXIT_UNREACHABLE,
  EXIT_USAGE,
  UsageError,
  describeFailure,
  failureEnvelope,
} from './exit-codes.js';
import { renderError } from './output.js';

describe('describeFailure', () => {
  it('maps a DomainError to exit 1 with its code and message', () => {
    expect(describeFailure(new DomainError('FORBIDDEN', 'Admin users cannot be deleted'))).toEqual({
      exitCode: EXIT_DOMAIN,
      code: 'FORBIDDEN',
      message: 'Admin users cannot be deleted',
    });
  });

  it('maps a refused value to exit 2 and an unavailable service to exit 3, whether a schema or a rule of the product refused it', () => {
    expect(describeFailure(new DomainError('VALIDATION_FAILED', 'Available bids cannot be negative'))).toEqual({
      exitCode: EXIT_USAGE,
      code: 'VALIDATION_FAILED',
      message: 'Available bids cannot be negative',
    });
    for (const code of ['MARKETPLACE_UNAVAILABLE', 'LLM_UNAVAILABLE', 'PAYMENT_GATEWAY_UNAVAILABLE'] as const)
      expect(describeFailure(new DomainError(code, 'down')).exitCode).toBe(EXIT_UNREACHABLE);
    for (const code of ['USER_NOT_FOUND', 'PLAN_NOT_FOUND', 'FORBIDDEN', 'INSUFFICIENT_BIDS'] as const)
      expect(describeFailure(new DomainError(code, 'no')).exitCode).toBe(EXIT_DOMAIN);
  });

  it("maps a refused edge schema to exit 2 with the schema's own message", () => {
    const result = z.object({ page: z.number({ error: 'page must be a number' }) }).safeParse({ page: 'x' });
    expect(describeFailure(result.error)).toEqual({
      exitCode: EXIT_USAGE,
      code: 'VALIDATION_FAILED',
      message: 'page must be a number',
    });
  });

  it('maps commander errors to 2, help and version to 0, leaving the printing to commander', () => {
    expect(describeFailure(new CommanderError(1, 'commander.unknownCommand', 'unknown command'))).toEqual({
      exitCode: EXIT_USAGE,
      code: 'commander.unknownCommand',
      message: null,
    });
    expect(describeFailure(new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'))).toMatchObject({
      exitCode: EXIT_OK,
    });
  });

  it('maps a usage error and anything else (configuration) to 2', () => {
    expect(describeFailure(new UsageError('add --yes to confirm'))).toEqual({
      exitCode: EXIT_USAGE,
      code: 'USAGE',
      message: 'add --yes to confirm',
    });
    const config = Object.assign(new Error('Invalid configuration:\n- JWT_SECRET is required'), {
      name: 'ConfigError',
    });
    expect(describeFailure(config)).toEqual({
      exitCode: EXIT_USAGE,
      code: 'INVALID_CONFIGURATION',
      message: 'Invalid configuration:\n- JWT_SECRET is required',
      ownLines: true,
    });
    expect(describeFailure(new Error('DATABASE_URL must start with sqlite:'))).toMatchObject({
      exitCode: EXIT_USAGE,
      code: 'ERROR',
    });
  });

  it('gives a --json failure the API error envelope, commander refusals as USAGE, and help none', () => {
    expect(failureEnvelope(new DomainError('PLAN_NOT_FOUND', 'Plan not found'))).toEqual({
      success: false,
      message: 'Plan not found',
      errorCode: 'PLAN_NOT_FOUND',
    });
    expect(
      failureEnvelope(new CommanderError(1, 'commander.unknownOption', "error: unknown option '--colour'")),
    ).toEqual({ success: false, message: "unknown option '--colour'", errorCode: 'USAGE' });
    expect(failureEnvelope(new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'))).toBeNull();
  });

  it('renders the stderr line as code, then message', () => {
    expect(renderError('PLAN_NOT_FOUND', 'Plan not found')).toBe('PLAN_NOT_FOUND: Plan not found');
  });
});

describe('unreachable and missing databases', () => {
  const named = (name: string, message: string) => Object.assign(new Error(message), { name });
  const coded = (code: string) => Object.assign(new Error(`connect ${code}`), { code });

  it('answers 3 for a database or service out of reach, whatever wraps the cause', () => {
    expect(
      describeFailure(
        named(
          'DatabaseUnavailableError',
          'Cannot open the database at DATABASE_URL=postgres://u:***@db/x: connect ECONNREFUSED',
        ),
      ),
    ).toMatchObject({ exitCode: EXIT_UNREACHABLE, code: 'UNREACHABLE' });
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'SQLITE_CANTOPEN', '08006', '57P03'])
      expect(describeFailure(coded(code)).exitCode).toBe(EXIT_UNREACHABLE);
    expect(describeFailure(new Error('fetch failed', { cause: coded('ECONNREFUSED') })).exitCode).toBe(
      EXIT_UNREACHABLE,
    );
    expect(describeFailure(new AggregateError([coded('ECONNREFUSED')], '')).exitCode).toBe(EXIT_UNREACHABLE);
  });

  it('answers 2 for no database where the configuration points, and leaves other failures alone', () => {
    expect(
      describeFailure(named('DatabaseNotMigratedError', 'No BidPilot database at ./data/bidpilot.sqlite')),
    ).toEqual({
      exitCode: EXIT_USAGE,
      code: 'DATABASE_NOT_MIGRATED',
      message: 'No BidPilot database at ./data/bidpilot.sqlite',
    });
    expect(describeFailure(coded('23505')).exitCode).toBe(EXIT_USAGE);
    // A file that is no database: a refusal, which no retry changes, not "unreachable".
    expect(describeFailure(named('NotADatabaseError', 'Not a SQLite database: ./data/bidpilot.sqlite'))).toEqual({
      exitCode: EXIT_DOMAIN,
      code: 'NOT_A_DATABASE',
      message: 'Not a SQLite database: ./data/bidpilot.sqlite',
    });
    expect(describeFailure(new DomainError('USER_NOT_FOUND', 'User not found')).exitCode).toBe(EXIT_DOMAIN);
  });

  it("answers 1 when db migrate refuses another program's database", () => {
    const message = "The database at ./data/bidpilot.sqlite is another program's (1 table, no BidPilot migrations): …";
    expect(describeFailure(named('ForeignDatabaseError', message))).toEqual({
      exitCode: EXIT_DOMAIN,
      code: 'FOREIGN_DATABASE',
      message,
    });
  });
});
