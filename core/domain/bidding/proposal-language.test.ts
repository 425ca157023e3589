import { describe, expect, it } from 'vitest';
import { assumedEnglishMessage, assumesEnglish, biddableLanguages } from './proposal-language.js';

describe('biddableLanguages: the languages proposals can be written in', () => {
  it.each([
    { languages: [], model: true, want: null },
    { languages: [], model: false, want: ['en'] },
    { languages: ['', '  '], model: false, want: ['en'] },
    { languages: ['', '  '], model: true, want: null },
    { languages: ['DE', 'pt-BR'], model: false, want: ['de', 'pt'] },
    { languages: ['DE', 'pt-BR'], model: true, want: ['de', 'pt'] },
    { languages: ['en_US', 'en'], model: false, want: ['en'] },
  ])('$languages with a model $model: $want', ({ languages, model, want }) => {
    const set = biddableLanguages(languages, model);
    expect(set === null ? null : [...set]).toEqual(want);
  });

  it('says English is assumed only without a model and without languages', () => {
    expect(assumesEnglish([], false)).toBe(true);
    expect(assumesEnglish([' '], false)).toBe(true);
    expect(assumesEnglish([], true)).toBe(false);
    expect(assumesEnglish(['en'], false)).toBe(false);
  });

  it('says why in the skip: the project’s language, and that English is only assumed', () => {
    expect(assumedEnglishMessage('de')).toBe(
      "The project is not in English (de): without a language model, proposals are in your prompt's language, English unless you set your languages",
    );
    expect(assumedEnglishMessage('pt-BR')).toContain('(pt)');
    // The marketplace's field is named only when it is a plain code.
    expect(assumedEnglishMessage('<b>x</b>')).toBe(
      "The project is not in English: without a language model, proposals are in your prompt's language, English unless you set your languages",
    );
    expect(assumedEnglishMessage(null)).not.toContain('(');
  });
});
