import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { confirmDestructive, NotConfirmed, terminalConfirm } from './confirmation.js';
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

describe('the y/N question at a terminal', () => {
  /** A terminal's stdin and stderr: the operator's answer typed in, everything written read back. */
  function terminal(answer: string) {
    const input = Object.assign(new PassThrough(), { isTTY: true });
    const output = Object.assign(new PassThrough(), { isTTY: true, columns: 80 });
    let written = '';
    output.on('data', (chunk: Buffer) => (written += chunk.toString()));
    setTimeout(() => input.write(answer), 10);
    return { confirm: terminalConfirm(input, output), written: () => written };
  }

  it('shows a question naming stored data terminal-safe', async () => {
    const { confirm, written } = terminal('n\n');
    expect(await confirm('Delete Eve\x1b]0;pwned\x07 <eve@example.com>?')).toBe(false);
    expect(written()).toBe('Delete Eve\\x1b]0;pwned\\x07 <eve@example.com>? [y/N] ');
  });

  it('writes the question alone, with no escape code, and goes ahead only on y or yes', async () => {
    for (const [answer, expected] of [
      ['y\n', true],
      ['YES\n', true],
      ['n\n', false],
      ['\n', false],
    ] as const) {
      const { confirm, written } = terminal(answer);
      expect(await confirm('Delete plan Starter (starter)?')).toBe(expected);
      expect(written()).toBe('Delete plan Starter (starter)? [y/N] ');
    }
  });
});
