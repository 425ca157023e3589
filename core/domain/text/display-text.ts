/**
 * What is not visible text on one line:
 * - controls (Cc: NUL, tab, line feed, escape, DEL, the C1 controls), format characters (Cf: the
 *   bidi overrides, embeddings and isolates such as U+202E, which reverse what follows them on
 *   screen; the zero-width space, the word joiner, the soft hyphen, the BOM, the tag characters),
 *   and the line and paragraph separators (Zl, Zp), which break a line as a line feed does;
 * - the rest of what Unicode tells renderers to draw as nothing (Default_Ignorable_Code_Point),
 *   though it is a letter or a mark: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), which
 *   stand in for a missing jamo in old-Hangul spelling and are otherwise typed only to make a blank
 *   name (Korean syllables, U+AC00–U+D7A3, and every other jamo are letters like any other); the
 *   combining grapheme joiner (U+034F), which only steers how marks sort; the Khmer inherent vowels
 *   (U+17B4, U+17B5), which Unicode says not to use; and the code points kept unassigned for future
 *   ignorables (U+2065, U+FFF0–U+FFF8, most of U+E0000–U+E0FFF), which renderers already hide;
 * - the braille blank (U+2800), which is not ignorable but is drawn as an empty cell.
 * The variation selectors are default ignorable too, but not here: they choose how the character
 * before them is drawn ("❤️" is U+2764 U+FE0F; CJK ideographs and Mongolian letters are spelled with
 * them). One with nothing before it to vary is (see `STRANDED_VARIATION_SELECTOR`).
 */
const INVISIBLE_CHARS = '\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}\\u2800';
const INVISIBLE = `(?!\\p{Variation_Selector})[${INVISIBLE_CHARS}]`;
/**
 * A variation selector at the start, after a space or after an invisible character (another
 * selector included): it varies nothing, so it is drawn as nothing, and "\uFE0F" alone would pass
 * for a blank name or keyword.
 */
const STRANDED_VARIATION_SELECTOR = `(?<=^|[\\s${INVISIBLE_CHARS}])\\p{Variation_Selector}`;
/**
 * Every invisible character but the zero-width non-joiner and joiner (U+200C, U+200D): Persian and
 * Indic names are spelled with them, and emoji such as 👩‍💻 are joined by them.
 */
const INVISIBLE_BUT_JOINERS = `(?![\\u200C\\u200D])${INVISIBLE}`;

const ANY_INVISIBLE = new RegExp(`${INVISIBLE}|${STRANDED_VARIATION_SELECTOR}`, 'u');
const INVISIBLE_OTHER_THAN_JOINERS = new RegExp(`${INVISIBLE_BUT_JOINERS}|${STRANDED_VARIATION_SELECTOR}`, 'u');

/**
 * Whether text shown to other people as it was typed (a user's name in the admin screens, a mail's
 * greeting, a From line) holds a character that is not visible text on one line: one that hides,
 * reorders or breaks what is shown, so the name reads as something else, or as nothing. With
 * `allowJoiners: false`, the joiners count too: for a label matched or told apart by its characters (a
 * search profile's name, a keyword), where "Laravel\u200d APIs" would pass for "Laravel APIs".
 */
export const hasInvisibleCharacter = (
  text: string,
  { allowJoiners = true }: { readonly allowJoiners?: boolean } = {},
): boolean => (allowJoiners ? INVISIBLE_OTHER_THAN_JOINERS : ANY_INVISIBLE).test(text);

const ALL_INVISIBLE_OTHER_THAN_JOINERS = new RegExp(INVISIBLE_OTHER_THAN_JOINERS.source, 'gu');

/**
 * Someone else's text made safe to quote on one line: every character that is not visible text on
 * one line becomes a space (so a right-to-left override in a title cannot reverse the rest of the
 * line it is quoted in, and a Hangul filler between two words is the space it looks like), and the
 * spaces are collapsed.
 */
export const visibleOneLine = (text: string): string =>
  text.replace(ALL_INVISIBLE_OTHER_THAN_JOINERS, ' ').replace(/\s+/g, ' ').trim();
