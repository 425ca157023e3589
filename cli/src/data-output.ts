import type { OutputTarget } from './output.js';
import { terminalSafe } from './ui/terminal-safe.js';

/**
 * Prints a document that is data (an export's CSV). To a file or a pipe it goes byte for byte, as
 * written, with no line break added: it is data, and the program reading it gets exactly what is
 * stored. On a terminal it is read by a person, and stored text such as a user's name may hold
 * escape sequences that would retitle the window or clear the screen: there every line's control
 * characters are shown as visible escapes (`\x1b`), the tables' escaping, and lines end with a
 * plain line break. The bytes on screen then differ from the data, which is why `--help` says to
 * redirect for the file.
 */
export function printData(
  target: Pick<OutputTarget, 'write' | 'terminal'>,
  document: string,
  lineBreak = '\r\n',
): void {
  // The document's last line break is kept too: split, it leaves an empty last line to end on.
  target.write(target.terminal === true ? document.split(lineBreak).map(terminalSafe).join('\n') : document);
}
