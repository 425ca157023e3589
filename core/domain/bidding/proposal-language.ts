import { primaryLanguage } from './project-language.js';

/**
 * Which languages a user's proposals can be written in (docs/design.md#proposal-writer). A
 * language model writes in the project's language, so the user's languages alone decide, and none
 * set means any. Without one, a proposal is the user's prompt filled in, in the prompt's language:
 * only projects in the user's languages are bid on, and a user who set none is taken to write in
 * English, the language of the default template.
 */
export const ASSUMED_LANGUAGE = 'en';

// Most users set no languages: they share one set rather than build one a run.
const ENGLISH_ONLY: ReadonlySet<string> = new Set([ASSUMED_LANGUAGE]);

/** The primary subtags bid in, lower case; null: any language. */
export function biddableLanguages(userLanguages: readonly string[], modelWrites: boolean): ReadonlySet<string> | null {
  const set = new Set(userLanguages.map(primaryLanguage).filter((code) => code !== ''));
  if (set.size > 0) return set;
  return modelWrites ? null : ENGLISH_ONLY;
}

/** Whether a language skip comes from the assumed English alone: no model writes and the user set no languages. */
export const assumesEnglish = (userLanguages: readonly string[], modelWrites: boolean): boolean =>
  !modelWrites && userLanguages.every((code) => primaryLanguage(code) === '');

/** What a LANGUAGE_MISMATCH skip says when English was only assumed: the user never chose it, so the reason must say why. */
export function assumedEnglishMessage(projectLanguage: string | null | undefined): string {
  const code = typeof projectLanguage === 'string' ? primaryLanguage(projectLanguage) : '';
  const named = /^[a-z]{2,3}$/.test(code) ? ` (${code})` : '';
  return `The project is not in English${named}: without a language model, proposals are in your prompt's language, English unless you set your languages`;
}
