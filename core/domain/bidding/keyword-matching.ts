import type { Project } from './project.js';

/** Lower case with accents taken off, so "Café", "CAFE" and "cafe" read alike. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** A letter, a digit or an underscore in any script: what a whole word may not touch at either end. */
const WORD_CHAR = /[\p{L}\p{N}_]/u;
const WORD_CLASS = '[\\p{L}\\p{N}_]';

/** One keyword as a pattern: regex characters literal, any run of spaces as any whitespace, word ends as whole-word bounds. */
function keywordSource(folded: string): string {
  const body = folded
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const start = WORD_CHAR.test(folded.charAt(0)) ? `(?<!${WORD_CLASS})` : '';
  const end = WORD_CHAR.test(folded.charAt(folded.length - 1)) ? `(?!${WORD_CLASS})` : '';
  return `${start}${body}${end}`;
}

// A user's list is matched against every project of a run: built once per list for as long as it lives.
const patterns = new WeakMap<readonly string[], RegExp | null>();

/**
 * One pattern for any of the keywords, whole words, case- and accent-insensitive (run it on
 * foldText); null when the list holds no keyword, so a user without any costs nothing per project.
 */
export function keywordPattern(keywords: readonly string[]): RegExp | null {
  if (keywords.length === 0) return null;
  let pattern = patterns.get(keywords);
  if (pattern === undefined) {
    const sources = [
      ...new Set(keywords.map((keyword) => foldText(keyword).trim()).filter((keyword) => keyword !== '')),
    ].map(keywordSource);
    pattern = sources.length === 0 ? null : new RegExp(sources.join('|'), 'u');
    patterns.set(keywords, pattern);
  }
  return pattern;
}

// One feed project meets every user with keywords: its text is folded once.
const foldedTexts = new WeakMap<Project, string>();

/** The project's title and brief, folded, as keyword patterns read them. */
export function foldedProjectText(project: Pick<Project, 'title' | 'description'>): string {
  let text = foldedTexts.get(project as Project);
  if (text === undefined) {
    text = foldText(`${project.title}\n${project.description}`);
    foldedTexts.set(project as Project, text);
  }
  return text;
}
