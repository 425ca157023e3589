/**
 * What is not visible text on one line: controls (Cc: NUL, tab, line feed, escape, DEL, the C1
 * controls), format characters (Cf: the bidi overrides, embeddings and isolates such as U+202E,
 * which reverse what follows them on screen; the zero-width space, the word joiner, the soft
 * hyphen, the BOM), and the line and paragraph separators (Zl, Zp), which break a line as a line
 * feed does.
 */
const CONTROL_OR_FORMAT_CHARS = '\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}';
const CONTROL_OR_FORMAT = new RegExp(`[${CONTROL_OR_FORMAT_CHARS}]`, 'u');
/**
 * The same, but for the zero-width non-joiner and joiner (U+200C, U+200D): Persian and Indic names
 * are spelled with them, and emoji such as 👩‍💻 are joined by them.
 */
const CONTROL_OR_FORMAT_BUT_JOINERS = new RegExp(`(?![\\u200C\\u200D])[${CONTROL_OR_FORMAT_CHARS}]`, 'u');

/**
 * Whether text shown to other people as it was typed (a user's name in the admin screens, a mail's
 * greeting, a From line) holds a character that is not visible text on one line: one that hides,
 * reorders or breaks what is shown, so the name reads as something else, or as nothing. With
 * `allowJoiners: false`, the joiners count too: for a label matched or told apart by its characters (a
 * search profile's name, a keyword), where "Laravel\u200d APIs" would pass for "Laravel APIs".
 */
export const hasControlOrFormatCharacter = (
  text: string,
  { allowJoiners = true }: { readonly allowJoiners?: boolean } = {},
): boolean => (allowJoiners ? CONTROL_OR_FORMAT_BUT_JOINERS : CONTROL_OR_FORMAT).test(text);

const CONTROLS_OR_FORMATS = new RegExp(CONTROL_OR_FORMAT_BUT_JOINERS.source, 'gu');

/**
 * Someone else's text made safe to quote on one line: every character that is not visible text on
 * one line becomes a space (so a right-to-left override in a title cannot reverse the rest of the
 * line it is quoted in), and the spaces are collapsed.
 */
export const visibleOneLine = (text: string): string =>
  text.replace(CONTROLS_OR_FORMATS, ' ').replace(/\s+/g, ' ').trim();
