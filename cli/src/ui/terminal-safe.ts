/**
 * Characters a terminal acts on rather than shows: C0 controls (ESC, BEL, CR, newline, tab…), DEL,
 * C1 controls (U+0080–U+009F; U+009B alone starts a CSI sequence on many terminals) and the bidi
 * embeddings, overrides and isolates that reorder what follows them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const visibleEscape = (character: string): string => {
  const code = character.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/**
 * Text from stored data (names, titles, notes, messages) as the admin's terminal may print it:
 * every control character shown as a visible escape (`\x1b`, `\u202e`), so a name such as
 * "\x1b]0;pwned\x07\x1b[2J" cannot retitle the window, clear the screen or fake a line. Every
 * table and readout of the CLI passes its text through this; `--json` output is JSON-escaped already.
 */
export const terminalSafe = (text: string): string => text.replace(UNSAFE, visibleEscape);
