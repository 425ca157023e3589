import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../../core/domain/errors.js';
import { EXIT_DOMAIN, EXIT_OK, EXIT_USAGE, UsageError, describeFailure, failureEnvelope } from './exit-codes.js';
import { renderError } from './output.js';

describe('describeFailure', () => {
  it('maps a DomainError to exit 1 with its code and message', () => {
    expect(describeFailure(new DomainError('FORBIDDEN', 'Admin users cannot be deleted'))).toEqual({ exitCode: EXIT_DOMAIN, code: 'FORBIDDEN', message: 'Admin users cannot be deleted' });
  });

  it('maps a refused edge schema to exit 2 with the schema\'s own message', () => {
    const result = z.object({ page: z.number({ error: 'page must be a number' }) }).safeParse({ page: 'x' });
    expect(describeFailure(result.error)).toEqual({ exitCode: EXIT_USAGE, code: 'VALIDATION_FAILED', message: 'page must be a number' });
  });

  it('maps commander errors to 2, help and version to 0, leaving the printing to commander', () => {
    expect(describeFailure(new CommanderError(1, 'commander.unknownCommand', 'unknown command'))).toEqual({ exitCode: EXIT_USAGE, code: 'commander.unknownCommand', message: null });
    expect(describeFailure(new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'))).toMatchObject({ exitCode: EXIT_OK });
  });

  it('maps a usage error and anything else (configuration) to 2', () => {
    expect(describeFailure(new UsageError('add --yes to confirm'))).toEqual({ exitCode: EXIT_USAGE, code: 'USAGE', message: 'add --yes to confirm' });
    expect(describeFailure(new Error('DATABASE_URL must start with sqlite:'))).toMatchObject({ exitCode: EXIT_USAGE, code: 'ERROR' });
  });

  it('gives a --json failure the API error envelope, commander refusals as USAGE, and help none', () => {
    expect(failureEnvelope(new DomainError('PLAN_NOT_FOUND', 'Plan not found'))).toEqual({ success: false, message: 'Plan not found', errorCode: 'PLAN_NOT_FOUND' });
    expect(failureEnvelope(new CommanderError(1, 'commander.unknownOption', "error: unknown option '--colour'"))).toEqual({ success: false, message: "unknown option '--colour'", errorCode: 'USAGE' });
    expect(failureEnvelope(new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'))).toBeNull();
  });

  it('renders the stderr line as code, then message', () => {
    expect(renderError('PLAN_NOT_FOUND', 'Plan not found')).toBe('PLAN_NOT_FOUND: Plan not found');
  });
});
