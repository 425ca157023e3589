import { describe, expect, it } from 'vitest';
import { foldText, foldedProjectText, keywordPattern } from './keyword-matching.js';

const matches = (keywords: readonly string[], text: string): boolean =>
  keywordPattern(keywords)?.test(foldText(text)) ?? false;

describe('keywordPattern', () => {
  it.each([
    [['wordpress'], 'Fix my WordPress site', true],
    [['cafe'], 'Logo for a Café', true],
    [['café'], 'Logo for a CAFE', true],
    [['java'], 'JavaScript developer', false],
    [['java'], 'Java/Spring developer', true],
    [['react native'], 'React   Native app', true],
    [['react native'], 'React and Native', false],
    [['c++'], 'Senior C++ engineer', true],
    [['.net'], 'ASP .NET migration', true],
    [['[a-z]+'], 'any text at all', false],
    [['[a-z]+'], 'literally [a-z]+ here', true],
    [['日本語'], '日本語の翻訳', false],
    [['日本語'], '日本語 の翻訳', true],
    [['data entry', 'scraping'], 'Web scraping job', true],
  ])('%j in %s: %s', (keywords, text, expected) => {
    expect(matches(keywords, text)).toBe(expected);
  });

  it('is null for an empty or blank list, so such a user costs nothing', () => {
    expect(keywordPattern([])).toBeNull();
    expect(keywordPattern(['', '   '])).toBeNull();
  });

  it('is built once per list', () => {
    const list = ['shopify'];
    expect(keywordPattern(list)).toBe(keywordPattern(list));
  });
});

describe('foldedProjectText', () => {
  it('reads the title and the brief, folded', () => {
    expect(foldedProjectText({ title: 'Crème', description: 'BRÛLÉE' })).toBe('creme\nbrulee');
  });
});
