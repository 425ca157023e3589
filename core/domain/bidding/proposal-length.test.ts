import { describe, expect, it } from 'vitest';
import { DEFAULT_PROPOSAL_LENGTH, PROPOSAL_LENGTHS, PROPOSAL_WORD_RANGES, wordCount } from './proposal-length.js';

describe('wordCount: words as a reader counts them', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['Hello', 1],
    ['Hello, world!', 2],
    ["I'm sure it's fine", 4],
    ['A well-known, long-term plan', 4],
    ['1,200 words at 375.00 EUR', 5],
    ['It ends here.Then 3.5', 5],
    ['React.js and Node.js', 5],
    ['Grüße aus München, señor', 4],
    ['— – ... !!! ???', 0],
    ['https://ada.dev/work', 4],
    ['Best regards,\nAda Lovelace', 4],
  ])('%j has %i words', (text, words) => {
    expect(wordCount(text)).toBe(words);
  });
});

describe('PROPOSAL_WORD_RANGES', () => {
  it('defaults to the standard 100–200 words, the range published numbers favour', () => {
    expect(DEFAULT_PROPOSAL_LENGTH).toBe('standard');
    expect(PROPOSAL_WORD_RANGES[DEFAULT_PROPOSAL_LENGTH]).toEqual({ min: 100, max: 200 });
  });

  it('has a range for every length, each wider than it is empty and following on from the shorter one', () => {
    const ranges = PROPOSAL_LENGTHS.map((length) => PROPOSAL_WORD_RANGES[length]);
    for (const range of ranges) expect(range.min).toBeLessThan(range.max);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]!.min).toBe(ranges[i - 1]!.max);
  });
});
