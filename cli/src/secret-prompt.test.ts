import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { promptSecret } from './secret-prompt.js';

/** A stand-in terminal: keystrokes go in, whatever the prompt echoes comes out, raw mode is recorded. */
function terminal() {
  const input = Object.assign(new PassThrough(), { isTTY: true, rawModes: [] as boolean[] });
  Object.assign(input, { setRawMode: (on: boolean) => (input.rawModes.push(on), input) });
  const output = new PassThrough();
  const shown = () => output.read()?.toString() ?? '';
  return { input: input as unknown as NodeJS.ReadStream & { rawModes: boolean[] }, output, shown };
}

describe('promptSecret', () => {
  it('reads a typed line at a terminal without echoing it, honouring backspace, and leaves raw mode', async () => {
    const { input, output, shown } = terminal();
    const answer = promptSecret('Password: ', input, output);
    input.write('Adm1n!pasX');
    input.write('\u007fs\r');

    expect(await answer).toBe('Adm1n!pass');
    expect(shown()).toBe('Password: \n');
    expect(input.rawModes).toEqual([true, false]);
  });

  it('stops with an error on Ctrl-C at a terminal', async () => {
    const { input, output } = terminal();
    const answer = promptSecret('Password: ', input, output);
    input.write('Adm\u0003');
    await expect(answer).rejects.toThrow('Cancelled');
    expect(input.rawModes).toEqual([true, false]);
  });

  it('reads the first line from a pipe, and nothing from an empty one', async () => {
    const piped = new PassThrough();
    const answer = promptSecret('Password: ', piped as unknown as NodeJS.ReadStream, new PassThrough());
    piped.end('Adm1n!pass\nsecond line\n');
    expect(await answer).toBe('Adm1n!pass');

    const empty = new PassThrough();
    const none = promptSecret('Password: ', empty as unknown as NodeJS.ReadStream, new PassThrough());
    empty.end();
    expect(await none).toBe('');
  });
});
