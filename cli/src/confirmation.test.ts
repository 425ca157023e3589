import { describe, expect, it } from 'vitest';
import { confirmDestructive, NotConfirmed } from './confirmation.js';
import { describeFailure } from './exit-codes.js';
import { UsageError } from './usage-error.js';

const DELETE = {
  warning: 'Deleting a user cannot be undone',
  question: 'Delete a@example.com and everything they own?',
};

describe('confirmDestructive', () => {
  it('goes ahead with --yes without asking', async () => {
    const asked: string[] = [];
    await confirmDestructive(async (question) => (asked.push(question), false), true, DELETE);
    expect(asked).toEqual([]);
  });

  it('asks at a terminal and goes ahead only on yes; no is a refusal (exit 1) that changes nothing', async () => {
    const asked: string[] = [];
    await confirmDestructive(async (question) => (asked.push(question), true), undefined, DELETE);
    expect(asked).toEqual([DELETE.question]);
    const declined = await confirmDestructive(async () => false, undefined, DELETE).catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(NotConfirmed);
    expect(describeFailure(declined)).toMatchObject({ exitCode: 1, code: 'NOT_CONFIRMED' });
  });

  it('refuses without a terminal and without --yes, with exit 2 and a message saying to pass --yes', async () => {
    const refused = await confirmDestructive(undefined, undefined, DELETE).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UsageError);
    expect(describeFailure(refused)).toEqual({
      exitCode: 2,
      code: 'USAGE',
      message: 'Deleting a user cannot be undone: pass --yes to confirm (there is no terminal to ask on)',
    });
  });
});
