import { describe, expect, it } from 'vitest';
import { printData } from './data-output.js';

/** What reached stdout, through each of the target's two ways there. */
function capture(terminal: boolean) {
  const printed: string[] = [];
  const written: string[] = [];
  return {
    target: { print: (text: string) => printed.push(text), write: (text: string) => written.push(text), terminal },
    printed,
    written,
  };
}

describe('printing a data document', () => {
  it('writes it byte for byte to a file or a pipe, adding no line break of its own', () => {
    const { target, printed, written } = capture(false);
    printData(target, 'id,name\r\n1,\x1b[2JAda\r\n');
    expect(written).toEqual(['id,name\r\n1,\x1b[2JAda\r\n']);
    expect(printed).toEqual([]);
  });

  it('shows it on a terminal with control characters escaped, every line, the last too, ending in a plain line break', () => {
    const { target, written } = capture(true);
    printData(target, 'id,name\r\n1,\x1b[2JAda\r\n');
    expect(written).toEqual(['id,name\n1,\\x1b[2JAda\n']);
  });
});
