import { describe, expect, it } from 'vitest';
import {
  GUARD_REASONS,
  NEAR_DUPLICATE_SIMILARITY,
  RECENT_PROPOSALS,
  checkProposal,
  jaccard,
  shingles,
} from './proposal-guard.js';

/** Near-copies of the user’s recent proposals: written again once, then held. */
const PITCH =
  'I have read your brief for the React dashboard and I would be glad to build it. I work with React.js and TypeScript every day.';
const CLOSE = 'Could we have a quick chat about what matters most to you in this project?';
const withLine = (line: string): string =>
  `Hi there,\n\n${PITCH}\n\n${line}\n\n${CLOSE}\n\nBest regards,\nAda Lovelace`;
const clean = withLine('I can deliver it within 14 days for $375.');

describe('checkProposal: near-duplicates of recent proposals', () => {
  /** 20 distinct words: 18 shingles; changing the last k words changes exactly k shingles. */
  const base = Array.from({ length: 20 }, (_, i) => `w${i}`);
  const variant = (changedAtEnd: number): string =>
    [...base.slice(0, base.length - changedAtEnd), ...Array.from({ length: changedAtEnd }, (_, i) => `other${i}`)].join(
      ' ',
    );

  it('measures word 3-shingle Jaccard similarity, ignoring case and punctuation', () => {
    expect(shingles('Hello, World! hello world')).toEqual(new Set(['hello world hello', 'world hello world']));
    expect(jaccard(shingles('a b c d'), shingles('A, b; c. d!'))).toBe(1);
    expect(jaccard(shingles(variant(0)), shingles(variant(2)))).toBeCloseTo(16 / 20);
    expect(jaccard(shingles(variant(0)), shingles(variant(3)))).toBeCloseTo(15 / 21);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });

  it('asks for a rewrite at the threshold, and passes just below it', () => {
    expect(jaccard(shingles(variant(0)), shingles(variant(2)))).toBeGreaterThanOrEqual(NEAR_DUPLICATE_SIMILARITY);
    expect(checkProposal(variant(2), ['unrelated text entirely here', variant(0)])).toEqual({
      kind: 'rewrite',
      reason: GUARD_REASONS.nearDuplicate,
      similarTo: variant(0),
    });
    expect(checkProposal(variant(3), [variant(0)])).toMatchObject({ kind: 'pass', text: variant(3) });
  });

  it('holds a rewrite that is still a near-copy', () => {
    expect(checkProposal(variant(1), [variant(0)], { afterRewrite: true })).toEqual({
      kind: 'hold',
      reason: GUARD_REASONS.stillDuplicate,
    });
    expect(checkProposal(variant(5), [variant(0)], { afterRewrite: true })).toMatchObject({ kind: 'pass' });
  });

  it('takes an identical proposal for a near-copy, and the same template for another project for none', () => {
    const other = withLine(
      'I can deliver it within 30 days for $2,400, starting with the data model and the import of your CSV files.',
    ).replace('React dashboard', 'Shopify store migration');
    expect(checkProposal(clean, [clean])).toMatchObject({ kind: 'rewrite', similarTo: clean });
    expect(checkProposal(other, [clean])).toMatchObject({ kind: 'pass' });
  });

  it('compares the text without its contact details', () => {
    expect(checkProposal(`${clean}\nSkype: live:ada_1`, [clean])).toMatchObject({ kind: 'rewrite' });
  });

  it(`looks at the ${RECENT_PROPOSALS} most recent proposals only`, () => {
    const recent = [
      ...Array.from({ length: RECENT_PROPOSALS }, (_, i) => `unrelated proposal number ${i} about something else`),
      clean,
    ];
    expect(checkProposal(clean, recent)).toMatchObject({ kind: 'pass' });
  });

  it('checks placeholders before similarity', () => {
    expect(checkProposal(withLine('Dear [Client Name],'), [withLine('Dear [Client Name],')])).toMatchObject({
      kind: 'hold',
    });
  });
});
